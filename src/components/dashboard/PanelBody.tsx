import type { ReactNode } from 'react';
import Link from 'next/link';
import type { PainelParticipante } from '@/services/dashboard';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { ProofOfLifeLine } from '@/components/proof-of-life/ProofOfLifeLine';
import { ConsolidatedBalanceCard } from './ConsolidatedBalanceCard';
import { DashboardCard } from './DashboardCard';
import { OpenRequestsList } from './OpenRequestsList';
import { ReregistrationBanner } from './ReregistrationBanner';
import type { OpenedRequest } from './useOpenedRequest';

interface PanelBodyProps {
  data: PainelParticipante;
  idVinculoPlano: number;
  onOpen: (request: OpenedRequest) => void;
  onOpenIntent: () => void;
  loanCard: ReactNode;
  /** What shows under the panel (the highlights and news): with it, so that it never shows above a panel still coming. */
  below: ReactNode;
}

/** The home's panel once it has arrived (ParticipantDashboard): the banner, the figures, the open requests. */
export function PanelBody({ data, idVinculoPlano, onOpen, onOpenIntent, loanCard, below }: PanelBodyProps) {
  const consolidatedCard = data.saldoConsolidado ? <ConsolidatedBalanceCard consolidated={data.saldoConsolidado} /> : null;
  return (
    <>
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
          onOpenIntent={onOpenIntent}
        />
      </div>
      {below}
    </>
  );
}
