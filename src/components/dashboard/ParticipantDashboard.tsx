import { useCallback, type ReactNode } from 'react';
import Link from 'next/link';
import { lazyPart } from '@/components/ui/lazy-part';
import { QueryState } from '@/components/ui/QueryState';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPainelParticipante, type PainelParticipante } from '@/services/dashboard';
import { DashboardCard } from './DashboardCard';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { useOpenedRequest, type OpenedRequest } from './useOpenedRequest';
import { OpenRequestsList } from './OpenRequestsList';
import { ConsolidatedBalanceCard } from './ConsolidatedBalanceCard';
import { ReregistrationBanner } from './ReregistrationBanner';
import { ProofOfLifeLine } from '@/components/proof-of-life/ProofOfLifeLine';
import { NextInstallmentCard } from '@/components/loans/NextInstallmentCard';

// The same detail as /services/requests (history, documents, 'Pedir ajuda', 'Cancelar solicitação'); its code is
// fetched when a request is pointed at, focused or opened, so the home's first load does not carry it.
const RequestDetailModal = lazyPart(() => import('@/components/requests/RequestDetailModal').then((module) => module.RequestDetailModal), 'Carregando a solicitação');

/**
 * Home of a participant: a banner while a re-registration waits for an answer; balance and contributions, or the last
 * paycheck and next payment for beneficiaries; the total across plans for someone with several; where
 * the segment has the loans (`hasLoans`: a loan-enabled plan offering service 27), the next installment of an open loan. `below` (the home's highlights and news) shows
 * once the panel has arrived: shown under the panel's placeholder, it would move down when the panel grows.
 */
export function ParticipantDashboard({ idVinculoPlano, hasLoans = false, below }: { idVinculoPlano: number; hasLoans?: boolean; below?: ReactNode }) {
  const fetchPanel = useCallback(() => retornarPainelParticipante(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchPanel);
  // A request cancelled in the dialog leaves the open ones: read again once the dialog closes.
  const detail = useOpenedRequest(query.retry);

  return (
    <>
      <QueryState query={query} label="Carregando o seu painel">
        {(data) => <PanelBody data={data} idVinculoPlano={idVinculoPlano} onOpen={detail.open} loanCard={hasLoans ? <NextInstallmentCard idVinculoPlano={idVinculoPlano} /> : null} />}
      </QueryState>
      {query.isLoading ? null : below}
      {detail.opened ? <RequestDetailModal key={detail.opened.id} request={detail.opened} onClose={detail.close} onChanged={detail.markChanged} /> : null}
    </>
  );
}

function PanelBody({ data, idVinculoPlano, onOpen, loanCard }: { data: PainelParticipante; idVinculoPlano: number; onOpen: (request: OpenedRequest) => void; loanCard: ReactNode }) {
  const consolidatedCard = data.saldoConsolidado ? <ConsolidatedBalanceCard consolidated={data.saldoConsolidado} /> : null;
  return (
    <div className="space-y-6">
      <ReregistrationBanner campaigns={data.recadastramentosPendentes} />
      {data.tipo === 'beneficiario' ? <ProofOfLifeLine idVinculoPlano={idVinculoPlano} /> : null}
      {data.tipo === 'beneficiario' ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          <DashboardCard
            label="Último contracheque (líquido)"
            value={data.ultimoContracheque ? formatBrl(data.ultimoContracheque.valorLiquido) : 'Nenhum contracheque ainda'}
            note={
              data.ultimoContracheque ? (
                <>
                  Competência {formatMonthBr(data.ultimoContracheque.competencia)} · bruto {formatBrl(data.ultimoContracheque.valorBruto)}
                  <Link href="/services/contracheque" className="mt-1 flex min-h-11 items-center font-semibold text-primary-strong underline underline-offset-2">
                    Ver contracheques
                  </Link>
                </>
              ) : undefined
            }
          />
          <DashboardCard label="Próximo pagamento" value={data.proximoPagamento ? formatDateBr(data.proximoPagamento) : 'Sem data prevista'} />
          {consolidatedCard}
          {loanCard}
        </dl>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <DashboardCard
              label="Saldo atual"
              value={data.saldo ? formatBrl(data.saldo.total) : 'Sem saldo registrado'}
              note={data.saldo ? `Cota de ${formatDateBr(data.saldo.dataCota)}` : undefined}
              action={data.saldo ? { href: '/extract', label: 'Ver o extrato' } : undefined}
            />
            {consolidatedCard}
            {loanCard}
          </dl>
          <section aria-labelledby="titulo-contribuicoes" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
            <h2 id="titulo-contribuicoes" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
              Últimas contribuições
            </h2>
            {data.ultimasContribuicoes.length === 0 ? (
              <p className="text-gray-700 dark:text-gray-300">Nenhuma contribuição nos últimos meses.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-gray-200 dark:border-gray-800">
                    <th scope="col" className="py-2 font-semibold">
                      Competência
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.ultimasContribuicoes.map((contribution) => (
                    <tr key={contribution.competencia} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                      <td className="py-2">{formatMonthBr(contribution.competencia)}</td>
                      <td className="py-2 text-right tabular-nums">{formatBrl(contribution.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
      <OpenRequestsList
        title="Solicitações em aberto"
        requests={data.solicitacoesAbertas}
        emptyText="Você não tem solicitações em aberto."
        allHref="/services/requests"
        onOpen={onOpen}
        onOpenIntent={RequestDetailModal.preload}
      />
    </div>
  );
}
