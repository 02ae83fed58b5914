import { OWN_CONTRIBUTION_TYPES } from '@/domain/accounts';
import { fundToday } from '@/domain/business-days';
import { contractOf } from '@/domain/loans-payoff';
import { exitOptions, type ContributionLot } from '@/domain/exit-options';
import { Money } from '@/domain/money';
import { systemClock, type Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import type { vinculoPlano } from '../../db/schema/plans';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import { currentBalance } from '../extracts/balance';
import * as repository from './repository';

export const EXIT_SERVICE_MESSAGES = {
  noQuotaValue: 'Ainda não há valor de cota para o plano deste vínculo.',
  noRules: 'As regras de desligamento deste plano ainda não foram configuradas. Fale com o fundo.',
} as const;

export type ExitLink = typeof vinculoPlano.$inferSelect & { dataNascimento: string };

/**
 * What every exit figure is computed from, read once: today's balance per account (the balance extract's figure), the
 * contribution lots valued at today's quota, the open loans, the plan's rules and the latest regular contributions.
 */
export async function exitData(db: Queryable, link: ExitLink, today: string) {
  const [balance, quotaLots, loans, rules, benefit, monthly] = await Promise.all([
    currentBalance(db, link, today),
    repository.paidQuotasByMonthAndOwner(db, link.id),
    repository.openLoans(db, link.id),
    repository.findInstituteRules(db, link.idPlano),
    repository.findBenefitRules(db, link.idPlano),
    repository.latestMonthlyContributions(db, link.id),
  ]);
  if (!balance) throw new HttpError(404, EXIT_SERVICE_MESSAGES.noQuotaValue);
  const saldoOf = (types: readonly string[]) => balance.contas.filter((account) => types.includes(account.conta)).reduce((sum, account) => sum.plus(account.saldo), new Money(0)).toFixed(2);
  const lotes: ContributionLot[] = quotaLots.map((lot) => ({
    competencia: lot.competencia,
    proprio: new Money(lot.proprio).times(balance.valorCota).toString(),
    patrocinadora: new Money(lot.patrocinadora).times(balance.valorCota).toString(),
  }));
  const sumOf = (types: string[]) => monthly.filter((row) => types.includes(row.tipo)).reduce((sum, row) => sum.plus(row.total), new Money(0)).toFixed(2);
  return {
    balance,
    saldoProprio: saldoOf(OWN_CONTRIBUTION_TYPES),
    saldoPatrocinadora: saldoOf(['patrocinadora']),
    lotes,
    // Each loan's payoff today on its dated schedule: the loans pages' figure for the same day (src/domain/loans.ts).
    loans: loans.map((loan) => ({ ...contractOf({ ...loan, valorContratado: String(loan.valorContratado), taxaMensal: String(loan.taxaMensal) }), data: today })),
    rules,
    benefit,
    ultimaContribuicao: monthly.length ? { competencia: monthly[0].competencia, participante: sumOf(['basica', 'suplementar']), patrocinadora: sumOf(['patrocinadora']) } : null,
  };
}

/** The four options of a link on the fund's day `today` (retornarOpcoesDesligamento and the exit requests alike). */
export async function exitOptionsOf(db: Queryable, link: ExitLink, today: string) {
  const data = await exitData(db, link, today);
  if (!data.rules || !data.benefit) throw new HttpError(404, EXIT_SERVICE_MESSAGES.noRules);
  return exitOptions({
    hoje: today,
    dataAdesao: link.dataAdesao,
    dataNascimento: link.dataNascimento,
    regime: link.regimeTributacao,
    saldoProprio: data.saldoProprio,
    saldoPatrocinadora: data.saldoPatrocinadora,
    lotes: data.lotes,
    emprestimos: data.loans,
    regras: {
      vestingPatrocinadora: data.rules.vestingPatrocinadora,
      resgateParcelasMaximas: data.rules.resgateParcelasMaximas,
      carenciaPortabilidadeAnos: data.rules.carenciaPortabilidadeAnos,
      carenciaBpdAnos: data.rules.carenciaBpdAnos,
      idadeMinimaBpd: data.rules.idadeMinimaBpd,
      taxaAdministrativaAutopatrocinio: data.rules.taxaAdministrativaAutopatrocinio,
    },
    beneficio: { rentabilidadeReferencia: data.benefit.rentabilidadeReferencia, pagamentosPorAno: data.benefit.pagamentosPorAno === 12 ? 12 : 13 },
    ultimaContribuicao: data.ultimaContribuicao,
  });
}

export function createExitService(db: Database, clock: Clock = systemClock) {
  return {
    /** retornarOpcoesDesligamento: a participant their own links only (403), an administrator any (404 when absent). */
    async options(auth: AuthenticatedPerson, idVinculoPlano: number, now = clock()) {
      const link = reachableLink(auth, await repository.findLinkForExit(db, idVinculoPlano));
      return { idVinculoPlano: link.id, ...(await exitOptionsOf(db, link, fundToday(now))) };
    },
  };
}

export type ExitService = ReturnType<typeof createExitService>;
