import type { Readable } from 'node:stream';
import type { ImportLineError } from '@/domain/imports-csv';
import { formatDateBr as formatDate } from '@/domain/format-date';
import { Money } from '@/domain/money';
import { parseQuotaValueLine, QUOTA_VALUE_IMPORT_HEADER, type QuotaValueLine } from '@/domain/quota-values-import';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { BatchOutcome, ImportSummary, ParsedLine } from '../../imports/csv-import';
import { importDatedValues } from '../../dated-series/import';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import type { QuotaSeries } from './series';
import * as repository from './repository';

/**
 * Quota values kept by the administrators (settings/indexadores): a plan with investment profiles has one series
 * per profile, so it needs the profile; a plan without has one series, so a profile is refused. Correcting a value
 * changes balances (quotas × the latest value) and later imports; contributions already stored keep the quota
 * value they were bought at.
 */

export const QUOTA_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  profileRequired: 'Este plano tem perfis de investimento: informe o perfil.',
  profileRefused: 'Este plano não tem perfis de investimento: não informe o perfil.',
  profileNotOfPlan: 'O perfil de investimento não é deste plano.',
  exists: (data: string) => `Já existe um valor de cota em ${formatDate(data)} nesta série. Para mudá-lo, corrija o valor.`,
  missing: (data: string) => `Não há valor de cota em ${formatDate(data)} nesta série.`,
} as const;

export interface QuotaValueInput {
  idPlano: number;
  idPerfilInvestimento?: number | null;
  data: string;
  /** Decimal string with a dot, up to 8 places. */
  valor: string;
}

const toAnswer = (row: { idPlano: number; idPerfilInvestimento: number | null; data: string; valor: string }) => ({
  idPlano: row.idPlano,
  idPerfilInvestimento: row.idPerfilInvestimento,
  data: row.data,
  valor: new Money(row.valor).toFixed(8),
});

export function createQuotaService(db: Database) {
  function assertPositive(valor: string) {
    if (new Money(valor).lte(0)) throw invalidFields([{ path: 'valor', message: 'O valor da cota deve ser maior que zero.', type: 'minimum' }]);
  }

  async function seriesOf(tx: Queryable, idPlano: number, idPerfilInvestimento: number | null | undefined): Promise<QuotaSeries> {
    const plan = await repository.findPlan(tx, idPlano);
    if (!plan) throw new HttpError(404, QUOTA_MESSAGES.planNotFound);
    const profile = idPerfilInvestimento ?? null;
    const problem = seriesProblem(plan.temPerfil, profile, (await repository.findProfilesOfPlans(tx, [idPlano])).map((row) => row.id));
    if (problem) throw invalidFields([{ path: 'idPerfilInvestimento', message: problem, type: 'series' }]);
    return { idPlano, idPerfilInvestimento: profile };
  }

  async function processBatch(tx: Queryable, lines: ParsedLine<QuotaValueLine>[], mode: 'N' | 'S', seen: Map<string, string>): Promise<BatchOutcome> {
    if (mode === 'S') seen.clear(); // earlier batches are committed: the database has them
    const erros: ImportLineError[] = [];
    const idsPlano = [...new Set(lines.map((line) => line.value.idPlano))];
    const plans = new Map((await repository.findPlans(tx, idsPlano)).map((plan) => [plan.id, plan.temPerfil]));
    const profiles = await repository.findProfilesOfPlans(tx, idsPlano);
    const good = lines.filter(({ linha, value }) => {
      const temPerfil = plans.get(value.idPlano);
      if (!temPerfil) {
        erros.push({ linha, campo: 'id_plano', mensagem: `O plano ${value.idPlano} não existe.` });
        return false;
      }
      const problem = seriesProblem(temPerfil, value.idPerfilInvestimento, profiles.filter((row) => row.idPlano === value.idPlano).map((row) => row.id));
      if (problem) erros.push({ linha, campo: 'id_perfil_investimento', mensagem: problem });
      return !problem;
    });
    const stored = await repository.findQuotaValuesAt(tx, good.map((line) => line.value));
    const inserts: QuotaValueLine[] = [];
    let ignoradas = 0;
    for (const { linha, value } of good) {
      const key = `${value.idPlano}|${value.idPerfilInvestimento ?? ''}|${value.data}`;
      const current = seen.get(key) ?? stored.get(key);
      if (current === undefined) {
        seen.set(key, value.valor);
        inserts.push(value);
      } else if (new Money(current).eq(value.valor)) ignoradas += 1;
      else erros.push({ linha, campo: 'valor', mensagem: `Já existe o valor ${new Money(current).toFixed(8).replace('.', ',')} em ${formatDate(value.data)} nesta série; corrija-o na tela, um de cada vez.` });
    }
    if (mode === 'S') await repository.insertQuotaValues(tx, inserts);
    return { erros, importadas: inserts.length, ignoradas };
  }

  return {
    async series() {
      return (await repository.findSeries(db)).map((row) => ({ ...row, ultimoValor: row.ultimoValor === null ? null : new Money(row.ultimoValor).toFixed(8) }));
    },

    async list(query: { idPlano: number; idPerfilInvestimento?: number }) {
      const series = await seriesOf(db, query.idPlano, query.idPerfilInvestimento);
      return (await repository.findQuotaValues(db, series)).map(toAnswer);
    },

    async create(auth: AuthenticatedPerson, input: QuotaValueInput) {
      assertPositive(input.valor);
      return db.transaction(async (tx) => {
        const series = await seriesOf(tx, input.idPlano, input.idPerfilInvestimento);
        const [row] = await repository.insertQuotaValues(tx, [{ ...series, data: input.data, valor: input.valor }]);
        if (!row) throw new HttpError(409, QUOTA_MESSAGES.exists(input.data));
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'valorCota.criado', detalhes: { ...series, data: input.data, valor: input.valor } });
        return toAnswer(row);
      });
    },

    async update(auth: AuthenticatedPerson, input: QuotaValueInput) {
      assertPositive(input.valor);
      return db.transaction(async (tx) => {
        const series = await seriesOf(tx, input.idPlano, input.idPerfilInvestimento);
        const before = await repository.findQuotaValue(tx, series, input.data);
        if (!before) throw new HttpError(404, QUOTA_MESSAGES.missing(input.data));
        const row = (await repository.updateQuotaValue(tx, series, input.data, input.valor))!;
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'valorCota.corrigido', detalhes: { ...series, data: input.data, de: before.valor, para: input.valor } });
        return toAnswer(row);
      });
    },

    /** The CSV upload, through the same pipeline as the contribution import (idempotent: an equal value is ignored). */
    importValues(auth: AuthenticatedPerson, body: Readable, mode: 'N' | 'S', onProgress?: (processadas: number) => void): Promise<ImportSummary> {
      return importDatedValues(db, { header: QUOTA_VALUE_IMPORT_HEADER, parseLine: parseQuotaValueLine, lock: repository.lockQuotaValueImport, processBatch, auditAction: 'valorCota.importados' }, auth, body, mode, onProgress);
    },
  };
}

/** Why a profile does not fit a plan (null: it fits). */
function seriesProblem(temPerfil: 'S' | 'N', idPerfilInvestimento: number | null, profilesOfPlan: number[]): string | null {
  if (temPerfil === 'S') {
    if (idPerfilInvestimento === null) return QUOTA_MESSAGES.profileRequired;
    if (!profilesOfPlan.includes(idPerfilInvestimento)) return QUOTA_MESSAGES.profileNotOfPlan;
    return null;
  }
  return idPerfilInvestimento === null ? null : QUOTA_MESSAGES.profileRefused;
}

export type QuotaService = ReturnType<typeof createQuotaService>;
