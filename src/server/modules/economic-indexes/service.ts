import type { Readable } from 'node:stream';
import type { ImportLineError } from '@/domain/imports-csv';
import { accumulatedTwelveMonths, checkVariacao, INDEX_VALUE_IMPORT_HEADER, parseIndexValueLine, shiftMonth, type IndexValueLine } from '@/domain/economic-indexes';
import { formatMonthBr } from '@/domain/format-date';
import { Money } from '@/domain/money';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { BatchOutcome, ImportSummary, ParsedLine } from '../../imports/csv-import';
import { importDatedValues } from '../../dated-series/import';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

/**
 * The monthly economic indexes (IPCA, INPC, IGP-M) kept by the administrators on settings/indexadores; anyone
 * signed in reads them (the simulators project with them). A month's value is its change in percent; the
 * 12-month change compounds the month and the 11 before (domain/economic-index.ts).
 */

export const INDEX_MESSAGES = {
  indexNotFound: 'Índice não encontrado.',
  exists: (competencia: string) => `Já existe a variação de ${formatMonthBr(competencia)} neste índice. Para mudá-la, corrija o valor.`,
  missing: (competencia: string) => `Não há variação de ${formatMonthBr(competencia)} neste índice.`,
  period: 'O início do período deve ser anterior ou igual ao fim.',
} as const;

export interface IndexValueInput {
  idIndice: number;
  /** AAAA-MM */
  competencia: string;
  /** Decimal string with a dot, in percent. */
  variacao: string;
}

/** 'AAAA-MM' → 'AAAA-MM-01' and back: the API speaks months, the table stores their first day. */
const firstDay = (month: string) => `${month}-01`;
const monthOf = (day: string) => day.slice(0, 7);
const fourPlaces = (variacao: string) => new Money(variacao).toFixed(4);

const toAnswer = (row: { idIndice: number; competencia: string; variacao: string }) => ({ idIndice: row.idIndice, competencia: monthOf(row.competencia), variacao: fourPlaces(row.variacao) });

function checkedVariacao(variacao: string): string {
  const checked = checkVariacao(variacao);
  if (!checked.ok) throw invalidFields([{ path: 'variacao', message: checked.mensagem, type: 'range' }]);
  return checked.value;
}

export function createIndexService(db: Database) {
  async function assertIndex(tx: Queryable, idIndice: number) {
    const index = await repository.findIndex(tx, idIndice);
    if (!index) throw new HttpError(404, INDEX_MESSAGES.indexNotFound);
    return index;
  }

  async function processBatch(tx: Queryable, lines: ParsedLine<IndexValueLine>[], mode: 'N' | 'S', seen: Map<string, string>): Promise<BatchOutcome> {
    if (mode === 'S') seen.clear(); // earlier batches are committed: the database has them
    const erros: ImportLineError[] = [];
    const idsByCode = new Map((await repository.findIndexes(tx)).map((index) => [index.codigo, index.id]));
    const good: Array<{ linha: number; idIndice: number; competencia: string; variacao: string }> = [];
    for (const { linha, value } of lines) {
      const idIndice = idsByCode.get(value.codigo);
      if (idIndice === undefined) erros.push({ linha, campo: 'codigo', mensagem: `O índice ${value.codigo} não existe. Use ${[...idsByCode.keys()].join(', ')}.` });
      else good.push({ linha, idIndice, competencia: value.competencia, variacao: value.variacao });
    }
    const stored = await repository.findValuesAt(tx, good);
    const inserts: typeof good = [];
    let ignoradas = 0;
    for (const line of good) {
      const key = `${line.idIndice}|${line.competencia}`;
      const current = seen.get(key) ?? stored.get(key);
      if (current === undefined) {
        seen.set(key, line.variacao);
        inserts.push(line);
      } else if (new Money(current).eq(line.variacao)) ignoradas += 1;
      else {
        erros.push({
          linha: line.linha,
          campo: 'variacao',
          mensagem: `Já existe a variação ${fourPlaces(current).replace('.', ',')} em ${formatMonthBr(line.competencia)} neste índice; corrija-a na tela, uma de cada vez.`,
        });
      }
    }
    if (mode === 'S') await repository.insertValues(tx, inserts.map(({ idIndice, competencia, variacao }) => ({ idIndice, competencia, variacao })));
    return { erros, importadas: inserts.length, ignoradas };
  }

  return {
    /** Every index with its latest month and the 12-month change up to it (null without 12 consecutive months). */
    async list() {
      const indexes = await repository.findIndexes(db);
      const latest = await repository.findLatestTwelve(db);
      return indexes.map((index) => {
        const values = latest.filter((row) => row.idIndice === index.id);
        const newest = values[0];
        return {
          id: index.id,
          codigo: index.codigo,
          nome: index.nome,
          fonte: index.fonte,
          ultimoValor: newest ? { competencia: monthOf(newest.competencia), variacao: fourPlaces(newest.variacao) } : null,
          acumulado12Meses: newest ? (accumulatedTwelveMonths(values).get(newest.competencia) ?? null) : null,
        };
      });
    },

    /** The months of an index in the period, newest first, each with its 12-month change. */
    async values(idIndice: number, period: { inicio?: string; fim?: string }) {
      if (period.inicio && period.fim && period.inicio > period.fim) throw invalidFields([{ path: 'inicio', message: INDEX_MESSAGES.period, type: 'period' }]);
      await assertIndex(db, idIndice);
      const from = period.inicio ? firstDay(period.inicio) : undefined;
      // The 11 months before the period feed the first months' 12-month change.
      const rows = await repository.findValues(db, idIndice, from ? shiftMonth(from, -11) : undefined, period.fim ? firstDay(period.fim) : undefined);
      const twelve = accumulatedTwelveMonths(rows);
      return rows
        .filter((row) => !from || row.competencia >= from)
        .reverse()
        .map((row) => ({ ...toAnswer(row), acumulado12Meses: twelve.get(row.competencia) ?? null }));
    },

    async create(auth: AuthenticatedPerson, input: IndexValueInput) {
      const variacao = checkedVariacao(input.variacao);
      const competencia = firstDay(input.competencia);
      return db.transaction(async (tx) => {
        const index = await assertIndex(tx, input.idIndice);
        const [row] = await repository.insertValues(tx, [{ idIndice: index.id, competencia, variacao }]);
        if (!row) throw new HttpError(409, INDEX_MESSAGES.exists(competencia));
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'valorIndice.criado', detalhes: { idIndice: index.id, codigo: index.codigo, competencia, variacao } });
        return toAnswer(row);
      });
    },

    async update(auth: AuthenticatedPerson, input: IndexValueInput) {
      const variacao = checkedVariacao(input.variacao);
      const competencia = firstDay(input.competencia);
      return db.transaction(async (tx) => {
        const index = await assertIndex(tx, input.idIndice);
        const before = await repository.findValue(tx, index.id, competencia);
        if (!before) throw new HttpError(404, INDEX_MESSAGES.missing(competencia));
        const row = (await repository.updateValue(tx, index.id, competencia, variacao))!;
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'valorIndice.corrigido', detalhes: { idIndice: index.id, codigo: index.codigo, competencia, de: before.variacao, para: variacao } });
        return toAnswer(row);
      });
    },

    /** The CSV upload, through the one import pipeline (idempotent: an equal value is ignored). */
    importValues(auth: AuthenticatedPerson, body: Readable, mode: 'N' | 'S', onProgress?: (processadas: number) => void): Promise<ImportSummary> {
      return importDatedValues(db, { header: INDEX_VALUE_IMPORT_HEADER, parseLine: parseIndexValueLine, lock: repository.lockIndexValueImport, processBatch, auditAction: 'valorIndice.importados' }, auth, body, mode, onProgress);
    },
  };
}

export type IndexService = ReturnType<typeof createIndexService>;
