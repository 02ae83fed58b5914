import { reachableLink as reachable } from '../../access/reach';
import { extractTotals, type ContributionType } from '@/domain/extracts-balance';
import { fundMonth, fundToday } from '@/domain/business-days';
import { resolveBalancePeriod, type BalanceHistoryQuery } from '@/domain/extracts-history';
import { resolvePeriod } from '@/domain/extracts-period';
import { Money } from '@/domain/money';
import { regressiveLots } from '@/domain/extracts-regressive-tax';
import { systemClock, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { latestQuotaValue, quotaSeriesOf } from '../quota-values/series';
import { balanceWithHistory } from './balance';
import * as repository from './repository';

export interface ExtractQuery {
  inicio?: string;
  fim?: string;
  tipo?: ContributionType;
}

/** Balance (33), contribution extract (6) and regressive-tax extract (26) of one plan link, dated by the fund's day. */
export function createExtractService(db: Database, clock: Clock = systemClock) {
  /** The link, when the caller may read it: a participant learns nothing of another's links, not even that they exist. */
  async function reachableLink(auth: AuthenticatedPerson, idVinculoPlano: number) {
    return reachable(auth, await repository.findLink(db, idVinculoPlano));
  }

  return {
    /** The fund's name and CNPJ for the PDF's header. */
    fundIdentity: () => repository.findFundIdentity(db),

    async balance(auth: AuthenticatedPerson, idVinculoPlano: number, query: BalanceHistoryQuery = {}, now = clock()) {
      const link = await reachableLink(auth, idVinculoPlano);
      const firstMonth = query.periodo === 'tudo' ? await repository.firstPaidMonth(db, link.id) : null;
      const period = resolveBalancePeriod(query, fundMonth(now), firstMonth);
      if ('errors' in period) throw new HttpError(400, period.errors[0].message, {}, period.errors);
      const balance = await balanceWithHistory(db, link, now, period);
      if (!balance) throw new HttpError(404, 'Ainda não há valor de cota para o plano deste vínculo.');
      return balance;
    },

    async contributionExtract(auth: AuthenticatedPerson, idVinculoPlano: number, query: ExtractQuery, now = clock()) {
      const link = await reachableLink(auth, idVinculoPlano);
      const period = resolvePeriod(query, fundMonth(now));
      if ('error' in period) throw new HttpError(400, period.error, {}, [{ path: '/fim', message: period.error, type: 'periodo' }]);
      const rows = await repository.contributionsBetween(db, link.id, `${period.inicio}-01`, `${period.fim}-01`, query.tipo);
      const contribuicoes = rows.map((row) => ({
        competencia: row.competencia.slice(0, 7),
        tipo: row.tipo,
        valor: new Money(row.valor).toFixed(2),
        cotas: row.cotas === null ? null : new Money(row.cotas).toFixed(8),
        valorCota: row.valorCota === null ? null : new Money(row.valorCota).toFixed(8),
        status: row.status,
      }));
      return { link, periodo: period, contribuicoes, totais: extractTotals(contribuicoes) };
    },

    async regressiveTaxExtract(auth: AuthenticatedPerson, idVinculoPlano: number, now = clock()) {
      const link = await reachableLink(auth, idVinculoPlano);
      const today = fundToday(now);
      const series = await quotaSeriesOf(db, link);
      const [latest, months] = await Promise.all([latestQuotaValue(db, series, today), repository.paidQuotasByMonth(db, link.id)]);
      if (!latest) throw new HttpError(404, 'Ainda não há valor de cota para o plano deste vínculo.');
      return {
        dataReferencia: today,
        valorCota: latest.valor,
        dataCota: latest.data,
        regimeTributacao: link.regimeTributacao,
        ...regressiveLots(months, latest.valor, today),
      };
    },
  };
}

export type ExtractService = ReturnType<typeof createExtractService>;
export type ContributionExtract = Awaited<ReturnType<ExtractService['contributionExtract']>>;
