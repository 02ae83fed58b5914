import { bankLabel } from '@/domain/banks';
import { formatBrl } from '@/domain/format-decimal';
import { formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { PAYMENT_FORM_LABELS } from '@/domain/profile';
import type { VinculoComContribuicao } from '@/services/profile';
import { DetailList, SECTION_CLASSES, type Detail } from './DetailList';

/** Value plans show one monthly amount; percentage plans show basic and supplementary rates of the salary. */
function contributionDetails(vinculo: VinculoComContribuicao): Detail[] {
  if (vinculo.valorContribuicao !== null) return [{ label: 'Valor da contribuição', value: formatBrl(vinculo.valorContribuicao) }];
  if (vinculo.percentualBasica === null && vinculo.percentualSuplementar === null) return [];
  return [
    { label: 'Contribuição básica', value: vinculo.percentualBasica === null ? null : formatPercent(vinculo.percentualBasica) },
    { label: 'Contribuição suplementar', value: vinculo.percentualSuplementar === null ? null : formatPercent(vinculo.percentualSuplementar) },
  ];
}

export function EnrolmentSettingsCard({ vinculo }: { vinculo: VinculoComContribuicao }) {
  const titleId = `vinculo-${vinculo.id}`;
  const hasAccount = vinculo.agencia !== null || vinculo.conta !== null;
  return (
    <section aria-labelledby={titleId} className={SECTION_CLASSES}>
      <h3 id={titleId} className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
        {vinculo.plano.nomeExibicao} · matrícula {vinculo.matricula}
      </h3>
      <p className="mb-4 text-gray-700 dark:text-gray-300">
        {vinculo.categoria.nome} · {vinculo.situacao.nome}
      </p>
      <DetailList
        columns={3}
        items={[
          { label: 'Data de adesão', value: formatDateBr(vinculo.dataAdesao) },
          { label: 'Salário', value: vinculo.salario === null ? null : formatBrl(vinculo.salario) },
          { label: 'Forma de pagamento', value: vinculo.formaPagamento === null ? null : (PAYMENT_FORM_LABELS[vinculo.formaPagamento] ?? null) },
          ...contributionDetails(vinculo),
          { label: 'Banco', value: bankLabel(vinculo.banco, vinculo.bancoNome) },
          ...(hasAccount ? [{ label: 'Agência e conta', value: `${vinculo.agencia ?? '—'} / ${vinculo.conta ?? '—'}` }] : []),
          { label: 'Dia de vencimento', value: vinculo.diaVencimento === null ? null : `Dia ${vinculo.diaVencimento}` },
          { label: 'Perfil de investimento', value: vinculo.perfilInvestimento?.nome ?? null },
          { label: 'Regime de tributação', value: vinculo.regimeTributacao },
        ]}
      />
    </section>
  );
}
