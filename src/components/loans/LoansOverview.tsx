import { useCallback } from 'react';
import Link from 'next/link';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarEmprestimos, type Emprestimo, type SituacaoEmprestimo } from '@/services/loans';
import { QueryState } from '@/components/ui/QueryState';
import { LinkButton } from '@/components/ui/LinkButton';
import { Figures } from './Figures';
import { SYSTEM_NAMES } from './LoanSimulationResult';
import { ScheduleTable } from './ScheduleTable';

const STATUS_NAMES: Record<SituacaoEmprestimo, string> = { aberto: 'Em aberto', quitado: 'Quitado', renegociado: 'Renegociado' };
/** An installment not paid one by one: still to pay, or settled by the payoff, or absorbed by the renegotiated contract. */
const UNPAID_NAMES: Record<SituacaoEmprestimo, string> = { aberto: 'Em aberto', quitado: 'Quitada', renegociado: 'Renegociada' };

const LINK_CLASSES =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-gray-400 px-4 font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:text-gray-100 dark:hover:bg-gray-800';

function LoanCard({ loan, loans }: { loan: Emprestimo; loans: readonly Emprestimo[] }) {
  const isOpen = loan.status === 'aberto';
  const next = isOpen ? loan.proximaParcela : null;
  const headingId = `emprestimo-${loan.id}`;
  const replacedBy = loan.status === 'renegociado' ? loans.find((other) => other.idEmprestimoAnterior === loan.id) : undefined;
  const previous = loan.idEmprestimoAnterior ? loans.find((other) => other.id === loan.idEmprestimoAnterior) : undefined;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10" data-testid={`emprestimo-${loan.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
          Empréstimo de {formatBrl(loan.valorContratado)}
          <span className="font-normal text-gray-700 dark:text-gray-300">
            {' '}
            · {loan.idEmprestimoAnterior ? 'renegociado' : 'contratado'} em {formatDateBr(loan.dataContratacao)}
          </span>
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${isOpen ? 'bg-primary-soft text-gray-900 dark:text-white' : 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200'}`}>
          {STATUS_NAMES[loan.status]}
        </span>
      </div>
      {replacedBy ? (
        <p className="text-gray-700 dark:text-gray-300" data-testid="substituido-por">
          O saldo devedor deste empréstimo passou para o empréstimo de {formatBrl(replacedBy.valorContratado)}, renegociado em {formatDateBr(replacedBy.dataContratacao)}.
        </p>
      ) : null}
      {previous ? (
        <p className="text-gray-700 dark:text-gray-300" data-testid="renegociacao-de">
          Renegociação do empréstimo de {formatBrl(previous.valorContratado)}: este contrato absorveu o saldo devedor dele.
        </p>
      ) : null}
      <Figures
        label="Resumo do empréstimo"
        figures={[
          ...(isOpen ? [{ label: 'Saldo devedor hoje', value: formatBrl(loan.saldoDevedor), isMain: true, testId: 'saldo-devedor', note: 'O saldo do cronograma depois da última parcela paga, mais os juros do contrato desde o vencimento dela.' }] : []),
          { label: 'Parcela', value: formatBrl(loan.valorParcela), testId: 'valor-parcela' },
          { label: 'Parcelas pagas', value: `${loan.parcelasPagas} de ${loan.prazoMeses}`, testId: 'parcelas-pagas' },
          ...(isOpen ? [{ label: 'Parcelas em aberto', value: String(loan.prazoMeses - loan.parcelasPagas), testId: 'parcelas-abertas' }] : []),
          { label: 'Taxa de juros', value: `${formatPercent(loan.taxaMensal)} ao mês`, note: SYSTEM_NAMES[loan.sistema] },
          ...(next ? [{ label: 'Próxima parcela', value: formatBrl(next.valorParcela), note: `Vence em ${formatDateBr(next.vencimento)}` }] : []),
        ]}
      />
      {isOpen ? (
        <div className="flex flex-wrap gap-3">
          <Link href={`/services/emprestimos/amortizar?id=${loan.id}`} className={LINK_CLASSES}>
            Amortizar
          </Link>
          <Link href={`/services/emprestimos/quitar?id=${loan.id}`} className={LINK_CLASSES}>
            Quitar
          </Link>
          <Link href={`/services/emprestimos/renegociar?id=${loan.id}`} className={LINK_CLASSES}>
            Renegociar
          </Link>
        </div>
      ) : null}
      {loan.parcelas.length ? (
        <details className="group" open={isOpen}>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary-strong">{isOpen ? 'Parcelas pagas e em aberto' : 'Parcelas do contrato'}</summary>
          <div className="mt-3">
            <ScheduleTable caption={`Parcelas do empréstimo de ${formatBrl(loan.valorContratado)}`} parcelas={loan.parcelas} showStatus unpaidLabel={UNPAID_NAMES[loan.status]} testId="cronograma-contrato" />
          </div>
        </details>
      ) : null}
    </section>
  );
}

/** Page 27: the margin and the ceiling, the open loans and the past ones, each with its installments. */
export function LoansOverview({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchLoans = useCallback(() => retornarEmprestimos(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchLoans);
  return (
    <QueryState query={query} label="Carregando os seus empréstimos" errorTitle="Não foi possível carregar os seus empréstimos.">
      {(data) => {
        const open = data.emprestimos.filter((loan) => loan.status === 'aberto');
        const past = data.emprestimos.filter((loan) => loan.status !== 'aberto');
        return (
          <div className="space-y-8">
            <section aria-labelledby="titulo-limites" className="space-y-4">
              <h2 id="titulo-limites" className="text-xl font-semibold text-gray-900 dark:text-white">
                Quanto você pode pedir
              </h2>
              <Figures
                figures={[
                  { label: 'Margem disponível (parcela máxima)', value: formatBrl(data.margemDisponivel), testId: 'margem-disponivel', note: 'O quanto ainda cabe por mês numa nova parcela.' },
                  { label: 'Valor máximo de um empréstimo', value: formatBrl(data.valorMaximo), testId: 'valor-maximo' },
                ]}
              />
              <LinkButton href="/services/emprestimos/solicitacao">Simular um novo empréstimo</LinkButton>
            </section>
            <section aria-labelledby="titulo-abertos" className="space-y-4">
              <h2 id="titulo-abertos" className="text-xl font-semibold text-gray-900 dark:text-white">
                Empréstimos em aberto
              </h2>
              {open.length ? open.map((loan) => <LoanCard key={loan.id} loan={loan} loans={data.emprestimos} />) : <p className="text-gray-700 dark:text-gray-300">Você não tem empréstimos em aberto.</p>}
            </section>
            <section aria-labelledby="titulo-anteriores" className="space-y-4">
              <h2 id="titulo-anteriores" className="text-xl font-semibold text-gray-900 dark:text-white">
                Empréstimos anteriores
              </h2>
              {past.length ? past.map((loan) => <LoanCard key={loan.id} loan={loan} loans={data.emprestimos} />) : <p className="text-gray-700 dark:text-gray-300">Você não tem empréstimos quitados ou renegociados.</p>}
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
