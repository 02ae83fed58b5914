import { reachableLink as reachable } from '../../access/reach';
import { formatCnpj, fundNameOf, type DocumentParties } from '../../documents/document-parties';
import {
  contributionStatementFigures,
  contributionTotals,
  incomeReportFigures,
  OWN_CONTRIBUTION_TYPES,
  paycheckLineTotals,
  type ContributionType,
} from '@/domain/benefits-documents';
import { formatMonthBr } from '@/domain/format-date';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import * as repository from './repository';
import { findTaxedLink } from '../exemptions/repository';
import { findNextPaycheck } from '../exemptions/next-paycheck';
import { fundToday, fundYear } from '@/domain/business-days';
import { suspendedMonths } from '@/domain/proof-of-life';

export type PaycheckKind = 'mensal' | 'abono_anual';

/** Who issues the documents and about whom: the fund, the plan link and its owner, and when. */
export interface DocumentContext extends DocumentParties {
  link: repository.LinkWithOwner;
}

/** The paying source as the income report's section 1 prints it: the fund's name and CNPJ (null when not set). */
export const payingSourceOf = (parties: DocumentParties) => ({ nome: fundNameOf(parties), cnpj: parties.fund ? formatCnpj(parties.fund.cnpj) : null });

/** The fund's day (Brasília), not the server's: what has been paid by today, and which year is finished. */
const today = (now: Date) => fundToday(now);
/** Income reports are listed for every year with rows, from this one on. */
const FIRST_YEAR = 1990;

/**
 * Paychecks (20), income reports (19) and contribution statements (23) of one plan link: the figures come from the
 * rows and src/domain/benefits-documents.ts; the routes give them as JSON or hand them to the PDF documents.
 */
export function createStatementService(db: Database) {
  /** A participant reaches only their own links (another's: 403, whether it exists or not); an administrator any (absent: 404). */
  async function reachableLink(auth: AuthenticatedPerson, idVinculoPlano: number) {
    return reachable(auth, await repository.findLinkWithOwner(db, idVinculoPlano));
  }

  async function context(link: repository.LinkWithOwner, now: Date): Promise<DocumentContext> {
    return { fund: await repository.findFundIdentity(db), link, generatedAt: now };
  }

  /** The operators the paychecks' health-plan deductions name, for quadro 7. */
  function healthPlanOperatorsOf(payments: Array<{ rubricas: Array<{ idOperadoraSaude?: number }> }>) {
    const ids = new Set(payments.flatMap((payment) => payment.rubricas.flatMap((line) => (line.idOperadoraSaude === undefined ? [] : [line.idOperadoraSaude]))));
    return repository.findHealthPlanOperators(db, [...ids]);
  }

  return {
    async listPaychecks(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const link = await reachableLink(auth, idVinculoPlano);
      const [rows, suspensions] = await Promise.all([repository.listPaychecks(db, link.id, today(now)), repository.listProofOfLifeSuspensions(db, link.id)]);
      // The months a benefit was suspended for a missing proof of life: the page says so where the paycheck would be.
      const mesesSuspensos = suspensions.flatMap((row) => suspendedMonths(row.suspensaEm, row.reativadaEm, today(now))).sort().reverse();
      return { contracheques: rows.map((row) => ({ ...row, competencia: row.competencia.slice(0, 7) })), mesesSuspensos };
    },

    async getPaycheck(auth: AuthenticatedPerson, idVinculoPlano: number, competencia: string, tipo: PaycheckKind, now = new Date()) {
      const link = await reachableLink(auth, idVinculoPlano);
      const row = await repository.findPaycheck(db, link.id, `${competencia}-01`, tipo, today(now));
      if (!row) {
        const what = tipo === 'abono_anual' ? 'abono anual (13º)' : 'contracheque';
        throw new HttpError(404, `Não há ${what} da competência ${formatMonthBr(`${competencia}-01`)} neste plano.`);
      }
      const totals = paycheckLineTotals(row.rubricas);
      const paycheck = {
        competencia,
        tipo: row.tipo,
        rubricas: row.rubricas.map(({ codigo, descricao, tipo: lineKind, valor }) => ({ codigo, descricao, tipo: lineKind, valor })),
        totalProventos: totals.proventos,
        totalDescontos: totals.descontos,
        valorBruto: row.valorBruto,
        parcelaIsenta: row.parcelaIsenta,
        impostoRenda: row.impostoRenda,
        outrosDescontos: row.outrosDescontos,
        valorLiquido: row.valorLiquido,
        dataPagamento: row.dataPagamento,
      };
      return { paycheck, context: await context(link, now) };
    },

    /** The next monthly paycheck projected with the exemptions in force in its competence (services 22 and 24). */
    async getNextPaycheck(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const link = reachable(auth, await findTaxedLink(db, idVinculoPlano));
      return findNextPaycheck(db, link, fundToday(now));
    },

    /** The income reports there are: one per finished calendar year with paychecks or own contributions, newest first. */
    async listIncomeReports(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const link = await reachableLink(auth, idVinculoPlano);
      const currentYear = fundYear(now);
      const [payments, contributions] = await Promise.all([
        repository.paymentsOfYears(db, link.id, FIRST_YEAR, currentYear, today(now)),
        repository.paidContributionTotalsByYear(db, link.id, OWN_CONTRIBUTION_TYPES),
      ]);
      const years = new Set([...payments.map((row) => Number(row.competencia.slice(0, 4))), ...contributions.map((row) => row.ano).filter((year) => year < currentYear)]);
      const [operators, parties] = await Promise.all([healthPlanOperatorsOf(payments), context(link, now)]);
      return {
        fontePagadora: payingSourceOf(parties),
        informes: [...years]
          .sort((a, b) => b - a)
          .map((ano) => ({
            ano,
            ...incomeReportFigures(
              payments.filter((row) => row.competencia.startsWith(`${ano}-`)),
              contributions.filter((row) => row.ano === ano).map((row) => ({ tipo: row.tipo as ContributionType, valor: row.valor })),
              operators,
            ),
          })),
      };
    },

    async getIncomeReport(auth: AuthenticatedPerson, idVinculoPlano: number, ano: number, now = new Date()) {
      const link = await reachableLink(auth, idVinculoPlano);
      if (ano >= fundYear(now)) {
        throw new HttpError(404, `O informe de rendimentos de ${ano} ainda não foi emitido: ele fica disponível depois do fim do ano-calendário.`);
      }
      const [payments, contributions] = await Promise.all([
        repository.paymentsOfYears(db, link.id, ano, ano + 1, today(now)),
        repository.paidContributionsOfYear(db, link.id, ano, OWN_CONTRIBUTION_TYPES),
      ]);
      if (!payments.length && !contributions.length) {
        throw new HttpError(404, `Não há rendimentos pagos nem contribuições em ${ano} neste plano: não há informe de rendimentos desse ano.`);
      }
      const figures = incomeReportFigures(payments, contributions, await healthPlanOperatorsOf(payments));
      return { report: { ano, tipo: payments.length ? ('beneficiario' as const) : ('contribuinte' as const), ...figures }, context: await context(link, now) };
    },

    /** The years with paid contributions, newest first, with their totals per type. */
    async listStatements(auth: AuthenticatedPerson, idVinculoPlano: number) {
      const link = await reachableLink(auth, idVinculoPlano);
      const rows = await repository.paidContributionTotalsByYear(db, link.id);
      const years = [...new Set(rows.map((row) => row.ano))];
      return {
        anos: years.map((ano) => ({ ano, ...contributionTotals(rows.filter((row) => row.ano === ano).map((row) => ({ tipo: row.tipo, valor: row.valor }))) })),
      };
    },

    async getStatement(auth: AuthenticatedPerson, idVinculoPlano: number, ano: number, now = new Date()) {
      const link = await reachableLink(auth, idVinculoPlano);
      const rows = await repository.paidContributionsOfYear(db, link.id, ano);
      if (!rows.length) throw new HttpError(404, `Não há contribuições pagas em ${ano} neste plano.`);
      return { statement: { ano, ...contributionStatementFigures(rows) }, context: await context(link, now) };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
