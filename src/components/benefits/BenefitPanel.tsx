import type { ReactNode } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { ServiceRules } from '@/services/requests-services';

/** The figures the benefit services' rules carry (src/server/modules/benefits/request-kinds.ts), decimal strings. */
interface BenefitValues {
  saldo?: string | null;
  dataSaldo?: string | null;
  rentabilidadeReferencia?: string;
  rendaEstimada?: { percentualMinimo: string; percentualMaximo: string; prazoMinimo: string; prazoMaximo: string } | null;
  rendaAtual?: { formaRenda: 'prazo' | 'percentual'; prazoMeses: number | null; percentualSaldo: string | null; valorEstimado?: string | null } | null;
}

export type PanelKind = 'pedido' | 'alteracao' | 'suspensao';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="font-semibold text-gray-900 sm:w-56 sm:shrink-0 dark:text-white">{label}</dt>
      <dd className="text-gray-800 dark:text-gray-200">{children}</dd>
    </div>
  );
}

/** '0.80' → 0,80 %; 240 → 240 meses (20 anos). */
const months = (count: number) => `${count} meses${count % 12 === 0 ? ` (${count / 12} ${count === 12 ? 'ano' : 'anos'})` : ''}`;

export function describeIncome(renda: NonNullable<BenefitValues['rendaAtual']>): string {
  return renda.formaRenda === 'prazo' ? `Por prazo determinado: ${months(renda.prazoMeses ?? 0)}` : `Percentual do saldo: ${formatPercent(renda.percentualSaldo ?? '0')} por mês`;
}

/**
 * The person's situation beside a benefit service: the plan link (category and situation), today's balance, the
 * income being paid now and what each income form would pay within the plan's range.
 */
export function BenefitPanel({ rules, kind }: { rules: ServiceRules; kind: PanelKind }) {
  const { vinculo } = usePlan();
  const valores = (rules.valores ?? {}) as BenefitValues;
  const limites = rules.limites;
  const estimate = valores.rendaEstimada;
  return (
    <section aria-labelledby="titulo-situacao" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="titulo-situacao" className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">
        Sua situação no plano
      </h2>
      <dl className="divide-y divide-gray-100 dark:divide-gray-800">
        {vinculo ? (
          <Row label="Plano">
            {vinculo.plano.nomeExibicao} · matrícula {vinculo.matricula} · {vinculo.categoria.nome} · {vinculo.situacao.nome}
          </Row>
        ) : null}
        {valores.rendaAtual ? (
          <Row label="Renda atual">
            {describeIncome(valores.rendaAtual)}
            {valores.rendaAtual.valorEstimado ? <span className="block text-gray-700 dark:text-gray-300">Cerca de {formatBrl(valores.rendaAtual.valorEstimado)} por mês com o saldo de hoje.</span> : null}
          </Row>
        ) : kind !== 'pedido' ? (
          <Row label="Renda atual">A forma de recebimento ainda não está registrada. Fale com o fundo se precisar.</Row>
        ) : null}
        {valores.saldo !== undefined ? (
          <Row label="Saldo hoje">{valores.saldo ? `${formatBrl(valores.saldo)}${valores.dataSaldo ? ` (cota de ${formatDateBr(valores.dataSaldo)})` : ''}` : 'Ainda sem saldo calculado.'}</Row>
        ) : null}
        {kind === 'pedido' && limites.idadeMinima !== undefined ? (
          <Row label="Regras do plano">
            A partir de {String(limites.idadeMinima)} anos de idade e {String(limites.anosMinimosPlano)} anos no plano.
          </Row>
        ) : null}
        {kind === 'alteracao' && limites.mesesEntreAlteracoesRenda !== undefined ? (
          <Row label="Quando pode alterar">Uma vez a cada {String(limites.mesesEntreAlteracoesRenda)} meses.</Row>
        ) : null}
        {kind !== 'suspensao' && estimate ? (
          <>
            <Row label="Percentual do saldo">
              De {formatPercent(String(limites.percentualRendaMinimo))} a {formatPercent(String(limites.percentualRendaMaximo))} por mês: cerca de {formatBrl(estimate.percentualMinimo)} a {formatBrl(estimate.percentualMaximo)} na primeira renda.
            </Row>
            <Row label="Por prazo determinado">
              De {months(Number(limites.prazoRendaMinimoMeses))} a {months(Number(limites.prazoRendaMaximoMeses))}: cerca de {formatBrl(estimate.prazoMinimo)} (prazo mais curto) a {formatBrl(estimate.prazoMaximo)} (mais longo) por mês.
            </Row>
          </>
        ) : null}
      </dl>
      {kind !== 'suspensao' && estimate ? (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
          Valores estimados com o saldo de hoje{valores.rentabilidadeReferencia ? ` e a rentabilidade de referência do plano (${formatPercent(valores.rentabilidadeReferencia)} ao ano)` : ''}. A renda de fato é calculada pelo fundo na concessão.
        </p>
      ) : null}
    </section>
  );
}
