import { assertReachableExistingPerson, reachableLink } from '../../access/reach';
import { addMonths, format } from 'date-fns';
import { fundToday } from '@/domain/business-days';
import { CATEGORY_ID } from '@/domain/constants';
import { requestName } from '@/domain/loans-operations';
import { Money } from '@/domain/money';
import { systemClock, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { currentBalance } from '../extracts/balance';
import * as reregistrationRepository from '../reregistration/repository';
import { consolidatedBalance, consolidatedBalanceForHome } from './consolidated-balance';
import * as repository from './repository';

type OpenRequestRow = Awaited<ReturnType<typeof repository.openRequests>>[number];

function toRequestSummary(row: OpenRequestRow) {
  return {
    id: row.id,
    protocolo: row.protocolo,
    nome: requestName({ idFuncionalidade: row.funcionalidadeId, nomeFuncionalidade: row.funcionalidadeNome, operacao: row.operacao }),
    funcionalidade: { id: row.funcionalidadeId, nome: row.funcionalidadeNome },
    status: { id: row.statusId, nome: row.statusNome },
    criadoEm: row.criadoEm.toISOString(),
  };
}

const RECEIVING_CATEGORIES: number[] = [CATEGORY_ID.ASSISTED, CATEGORY_ID.PENSIONER];

/** The home page's figures (Início): one query set per audience, all from the database. */
export function createDashboardService(db: Database, clock: Clock = systemClock) {
  return {
    async participant(auth: AuthenticatedPerson, idVinculoPlano: number, now = clock()) {
      const link = reachableLink(auth, await repository.findPlanLink(db, idVinculoPlano));
      const today = fundToday(now);
      const isReceiving = RECEIVING_CATEGORIES.includes(link.idCategoria);
      const [balance, contributions, paycheck, requests, consolidated, reregistrations] = await Promise.all([
        isReceiving ? null : currentBalance(db, link, today),
        isReceiving ? [] : repository.monthlyContributionTotals(db, link.id, 6),
        isReceiving ? repository.lastPaycheck(db, link.id, today) : null,
        repository.openRequests(db, { idVinculoPlano: link.id }, 5),
        consolidatedBalanceForHome(db, link.idPessoa, today),
        reregistrationRepository.pendingCampaignsOf(db, link.idPessoa, today),
      ]);
      return {
        tipo: isReceiving ? ('beneficiario' as const) : ('contribuinte' as const),
        saldo:
          // The same figure as the balance extract (retornarSaldo): all the quotas × the quota value, rounded once.
          balance
            ? {
                total: balance.saldoTotal,
                cotas: balance.contas.reduce((sum, account) => sum.plus(account.cotas), new Money(0)).toFixed(8),
                valorCota: balance.valorCota,
                dataCota: balance.dataCota,
              }
            : null,
        ultimasContribuicoes: contributions.map((row) => ({ competencia: row.competencia, total: new Money(row.total).toFixed(2) })),
        ultimoContracheque: paycheck
          ? {
              competencia: paycheck.competencia,
              valorBruto: paycheck.valorBruto,
              impostoRenda: paycheck.impostoRenda,
              outrosDescontos: paycheck.outrosDescontos,
              valorLiquido: paycheck.valorLiquido,
              dataPagamento: paycheck.dataPagamento,
            }
          : null,
        // Benefits are paid on the same day every month: the next one is a month after the last.
        proximoPagamento: paycheck ? format(addMonths(new Date(`${paycheck.dataPagamento}T12:00:00`), 1), 'yyyy-MM-dd') : null,
        solicitacoesAbertas: requests.map(toRequestSummary),
        // Here rather than in calls of their own, so the home's banner and total arrive with the panel (no extra round
        // trip, nothing pushed down afterwards).
        saldoConsolidado: consolidated,
        recadastramentosPendentes: reregistrations,
      };
    },

    /** retornarSaldoConsolidado: every plan link's balance and their sum, for the person or whoever may see them. */
    async consolidatedBalance(auth: AuthenticatedPerson, idPessoa: number, now = clock()) {
      await assertReachableExistingPerson(db, auth, idPessoa);
      return consolidatedBalance(db, idPessoa, fundToday(now));
    },

    async administrator() {
      const [byStatus, waitingConversations, latest] = await Promise.all([
        repository.openRequestsByStatus(db),
        repository.countConversationsWaitingForTheFund(db),
        repository.openRequests(db, {}, 5),
      ]);
      return {
        solicitacoesAguardando: byStatus.reduce((sum, row) => sum + row.total, 0),
        solicitacoesPorStatus: byStatus.map((row) => ({ status: { id: row.id, nome: row.nome }, total: row.total })),
        conversasNaoLidas: waitingConversations,
        ultimasSolicitacoes: latest.map((row) => ({ ...toRequestSummary(row), pessoa: { id: row.pessoaId, nome: row.pessoaNome } })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
