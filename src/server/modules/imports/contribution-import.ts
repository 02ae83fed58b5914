import type { Readable } from 'node:stream';
import { CONTRIBUTION_IMPORT_HEADER, monthBounds, parseContributionLine, type ContributionLine } from '@/domain/imports-contributions';
import type { ImportLineError } from '@/domain/imports-csv';
import { formatBrl } from '@/domain/format-decimal';
import { Money } from '@/domain/money';
import type { Database, Queryable } from '../../db/client';
import { runCsvImport, type BatchOutcome, type ImportSummary, type ParsedLine } from '../../imports/csv-import';
import { latestQuotaValue, quotaSeriesOf, type QuotaSeries } from '../quota-values/series';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

/**
 * The contribution import (POST /api/importarContribuicoes): preview (`confirmar = N`) and confirm (`S`) run the same
 * checks; confirming writes each batch of 1 000 lines in its own transaction. Lines with errors do not block the
 * others: they are reported and left out, and since the import is idempotent (a line already in the database is
 * ignored), the corrected file can simply be sent again. One transaction per batch rather than per file keeps a
 * 100 000-line import from holding one transaction (and its locks) for half a minute, and a failure half-way loses
 * nothing that sending the file again would not complete.
 *
 * The quota value of a line is the one of its month in the link's series: the latest value dated on or before the
 * last day of the month (the value dated in that month, else the latest before). No value → the line is an error.
 */

type Mode = 'N' | 'S';

interface Link {
  id: number;
  idPlano: number;
  idPerfilInvestimento: number | null;
}

/** What one file has seen so far: kept across batches so duplicates inside the file are handled like those in the database. */
interface FileState {
  planIds: Set<number>;
  series: Map<string, Promise<QuotaSeries>>;
  quotaValues: Map<string, Promise<{ data: string; valor: string } | null>>;
  /** link|month|type → value, for the types with one row a month. */
  monthly: Map<string, string>;
  /** link|month|value of sporadic lines → paid rows there before this file, and lines of this file so far. */
  sporadic: Map<string, { before: number; seen: number }>;
  /** Pending sporadic contributions this file has already paid (in a preview: would pay). */
  settled: Set<number>;
}

const seriesKey = (link: Link) => `${link.idPlano}|${link.idPerfilInvestimento ?? ''}`;

function typeName(tipo: string) {
  return { basica: 'básica', suplementar: 'suplementar', patrocinadora: 'da patrocinadora', esporadica: 'esporádica' }[tipo] ?? tipo;
}

export function createContributionImport(db: Database) {
  // Through the batch's own transaction: PGlite has one connection, and a query outside an open transaction would wait for it.
  async function quotaValueFor(tx: Queryable, state: FileState, link: Link, competencia: string) {
    const key = seriesKey(link);
    if (!state.series.has(key)) state.series.set(key, quotaSeriesOf(tx, link));
    const series = await state.series.get(key)!;
    const valueKey = `${key}|${competencia}`;
    if (!state.quotaValues.has(valueKey)) state.quotaValues.set(valueKey, latestQuotaValue(tx, series, monthBounds(competencia).last));
    return state.quotaValues.get(valueKey)!;
  }

  async function processBatch(tx: Queryable, lines: ParsedLine<ContributionLine>[], mode: Mode, state: FileState): Promise<BatchOutcome & { quitadas: number }> {
    // Confirming, the rows of earlier batches are in the database already (each batch commits): only this batch's
    // need remembering, which keeps a large file's memory flat. A preview writes nothing, so it remembers the file's.
    if (mode === 'S') state.monthly.clear();
    const erros: ImportLineError[] = [];
    let importadas = 0;
    let ignoradas = 0;
    const people = new Map((await repository.findPeopleByCpf(tx, [...new Set(lines.map((line) => line.value.cpf))])).map((row) => [row.cpf, row.id]));
    const links = new Map<string, Link>();
    for (const link of await repository.findLinksOfPeople(tx, [...people.values()])) {
      const key = `${link.idPessoa}|${link.idPlano}`;
      if (!links.has(key)) links.set(key, link);
    }

    // Each line's link and quota value, or its errors.
    const resolved: Array<{ linha: number; line: ContributionLine; link: Link; quota: string; competencia: string }> = [];
    for (const { linha, value: line } of lines) {
      const idPessoa = people.get(line.cpf);
      const lineErrors: ImportLineError[] = [];
      if (idPessoa === undefined) lineErrors.push({ linha, campo: 'cpf', mensagem: 'Nenhuma pessoa cadastrada com este CPF.' });
      if (!state.planIds.has(line.idPlano)) lineErrors.push({ linha, campo: 'id_plano', mensagem: `O plano ${line.idPlano} não existe.` });
      const link = idPessoa === undefined ? undefined : links.get(`${idPessoa}|${line.idPlano}`);
      if (lineErrors.length === 0 && !link) lineErrors.push({ linha, campo: 'id_plano', mensagem: `A pessoa não tem vínculo com o plano ${line.idPlano}.` });
      if (lineErrors.length > 0 || !link) {
        erros.push(...lineErrors);
        continue;
      }
      const quota = await quotaValueFor(tx, state, link, line.competencia);
      if (!quota) {
        erros.push({ linha, campo: 'competencia', mensagem: `Não há valor de cota do plano ${line.idPlano} até ${line.competencia} para calcular as cotas.` });
        continue;
      }
      resolved.push({ linha, line, link, quota: quota.valor, competencia: monthBounds(line.competencia).first });
    }

    const existing = await repository.findContributionsOfMonths(
      tx,
      resolved.map((item) => ({ idVinculoPlano: item.link.id, competencia: item.competencia })),
    );
    const existingMonthly = new Map<string, string>();
    const paidSporadic = new Map<string, number>();
    for (const row of existing) {
      if (row.tipo !== 'esporadica') existingMonthly.set(`${row.idVinculoPlano}|${row.competencia}|${row.tipo}`, row.valor);
      else if (row.status === 'paga') {
        const key = `${row.idVinculoPlano}|${row.competencia}|${new Money(row.valor).toFixed(2)}`;
        paidSporadic.set(key, (paidSporadic.get(key) ?? 0) + 1);
      }
    }
    const sporadicLinks = [...new Set(resolved.filter((item) => item.line.tipo === 'esporadica').map((item) => item.link.id))];
    const pending = (await repository.findPendingSporadic(tx, sporadicLinks)).filter((row) => !state.settled.has(row.id));

    const inserts: repository.NewContribution[] = [];
    const settlements: Array<{ id: number; competencia: string; cotas: string; valorCota: string }> = [];
    for (const { linha, line, link, quota, competencia } of resolved) {
      const cotas = new Money(line.valor).div(quota).toFixed(8);
      if (line.tipo !== 'esporadica') {
        const key = `${link.id}|${competencia}|${line.tipo}`;
        const current = state.monthly.get(key) ?? existingMonthly.get(key);
        if (current !== undefined) {
          if (new Money(current).eq(line.valor)) ignoradas += 1;
          else {
            erros.push({
              linha,
              campo: 'valor',
              mensagem: `Já existe contribuição ${typeName(line.tipo)} de ${line.competencia} neste vínculo com o valor ${formatBrl(current)}; a linha traz ${formatBrl(line.valor)}.`,
            });
          }
          continue;
        }
        state.monthly.set(key, line.valor);
        inserts.push({ idVinculoPlano: link.id, competencia, tipo: line.tipo, valor: line.valor, cotas, valorCota: quota });
        importadas += 1;
        continue;
      }
      // Sporadic: the n-th equal line of the file is the n-th equal payment already in the database, if there is one.
      const key = `${link.id}|${competencia}|${line.valor}`;
      const count = state.sporadic.get(key) ?? { before: paidSporadic.get(key) ?? 0, seen: 0 };
      count.seen += 1;
      state.sporadic.set(key, count);
      if (count.seen <= count.before) {
        ignoradas += 1;
        continue;
      }
      const index = pending.findIndex((row) => row.idVinculoPlano === link.id && new Money(row.valor).eq(line.valor) && row.competencia === competencia);
      const match = index >= 0 ? index : pending.findIndex((row) => row.idVinculoPlano === link.id && new Money(row.valor).eq(line.valor));
      if (match >= 0) {
        const [slip] = pending.splice(match, 1);
        state.settled.add(slip.id);
        settlements.push({ id: slip.id, competencia, cotas, valorCota: quota });
      } else {
        inserts.push({ idVinculoPlano: link.id, competencia, tipo: 'esporadica', valor: line.valor, cotas, valorCota: quota });
      }
      importadas += 1;
    }

    if (mode === 'S') {
      await repository.insertContributions(tx, inserts);
      for (const { id, ...paid } of settlements) await repository.settleSporadic(tx, id, paid);
    }
    return { erros, importadas, ignoradas, quitadas: settlements.length };
  }

  return {
    async importContributions(auth: AuthenticatedPerson, body: Readable, mode: Mode, onProgress?: (processadas: number) => void): Promise<ImportSummary & { quitadas: number }> {
      const state: FileState = { planIds: await repository.findPlanIds(db), series: new Map(), quotaValues: new Map(), monthly: new Map(), sporadic: new Map(), settled: new Set() };
      let quitadas = 0;
      const summary = await runCsvImport(body, {
        header: CONTRIBUTION_IMPORT_HEADER,
        parseLine: parseContributionLine,
        onProgress,
        processBatch: async (lines) => {
          const outcome =
            mode === 'S'
              ? await db.transaction(async (tx) => {
                  await repository.lockContributionImport(tx);
                  return processBatch(tx, lines, mode, state);
                })
              : await processBatch(db, lines, mode, state);
          quitadas += outcome.quitadas;
          return outcome;
        },
      });
      if (mode === 'S' && summary.importadas > 0) {
        await recordAudit(db, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'contribuicoes.importadas', detalhes: { linhas: summary.linhas, importadas: summary.importadas, quitadas, erros: summary.totalErros } });
      }
      return { ...summary, quitadas };
    },
  };
}

export type ContributionImport = ReturnType<typeof createContributionImport>;
