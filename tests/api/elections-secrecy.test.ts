import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed/demo';
import { bearer, createScratchDatabase, DEMO_ACCOUNTS, login } from './helpers';
import type { FastifyInstance } from 'fastify';

/**
 * The secret vote holds in the schema, not only in the API: after real votes, no table has a column that could join a
 * person to a candidate, the count rows carry nothing per ballot, and the audit rows and the request log of a vote
 * never hold the candidate.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
const logLines: string[] = [];

beforeAll(async () => {
  const scratch = await createScratchDatabase('sigilo');
  dropDatabase = scratch.dropDatabase;
  database = await openDatabase({ databaseUrl: scratch.databaseUrl, pgliteDir: null });
  await seedDemo(database.db);
  const config = loadConfig({ NODE_ENV: 'test' }, { databaseUrl: scratch.databaseUrl });
  // The request logger at its most talkative, captured: a vote's body must never reach it.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, database, logger: { level: 'trace', stream } });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDatabase?.();
});

const PERSON_COLUMNS = /^(id_pessoa|id_ator|id_pessoa_alvo|id_criador|id_remetente|id_destinatario|id_autor|id_atendente|cpf)$/;

async function columnsByTable(): Promise<Map<string, string[]>> {
  const { rows } = (await database.db.execute(sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`)) as unknown as {
    rows: Array<{ table_name: string; column_name: string }>;
  };
  const byTable = new Map<string, string[]>();
  for (const row of rows) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  return byTable;
}

describe('the secret vote in the schema', () => {
  it('after votes, no table joins a person to a choice, and the audit and the log of a vote hold no candidate', async () => {
    const ana = await login(app, DEMO_ACCOUNTS.ana.cpf);
    const voters = await Promise.all([DEMO_ACCOUNTS.carlos, DEMO_ACCOUNTS.maria, DEMO_ACCOUNTS.bruno].map((account) => login(app, account.cpf)));
    const created = await app.inject({
      method: 'POST',
      url: '/api/criarEleicao',
      headers: bearer(ana.token),
      payload: { titulo: 'Sigilo', inicio: new Date(Date.now() - 60_000).toISOString(), fim: new Date(Date.now() + 3600_000).toISOString(), idPlanos: [1], vagas: 1, candidatos: [{ nome: 'Primeira' }, { nome: 'Segundo' }, { nome: 'Terceira' }] },
    });
    const idEleicao = created.json().id as number;
    const candidates = (await app.inject({ method: 'GET', url: `/api/retornarEleicao/${idEleicao}`, headers: bearer(voters[0].token) })).json().candidatos as Array<{ id: number }>;
    // An administrator viewing as Carlos tries to vote for him: refused, and its acting-for audit row must not hold the choice either.
    const actingFor = await app.inject({ method: 'POST', url: '/api/votar', headers: { ...bearer(ana.token), 'x-pessoa-alvo': String(voters[0].idPessoa) }, payload: { idEleicao, idCandidato: candidates[2].id } });
    expect(actingFor.statusCode).toBe(403);
    logLines.length = 0;
    const choices = [0, 1, 1];
    for (const [index, voter] of voters.entries()) {
      const vote = await app.inject({ method: 'POST', url: '/api/votar', headers: bearer(voter.token), payload: { idEleicao, idCandidato: candidates[choices[index]].id } });
      expect(vote.statusCode).toBe(201);
    }

    // 1. No table has both a person column and a candidate column.
    const tables = await columnsByTable();
    const linking = [...tables].filter(([, columns]) => columns.some((column) => PERSON_COLUMNS.test(column)) && columns.some((column) => /candidat/.test(column)));
    expect(linking).toEqual([]);
    // 2. The two halves, column by column: who voted (no choice), the counts (no person, no time, no per-ballot id).
    expect(tables.get('eleicao_participacao')).toEqual(['id_eleicao', 'id_pessoa', 'votou_em', 'codigo_comprovante']);
    expect(tables.get('eleicao_apuracao')).toEqual(['id_eleicao', 'id_candidato', 'votos']);
    // 3. The counts are one row per candidate, not per ballot, and every row was rewritten by the last vote: their
    //    system columns are the same, so which candidate changed last cannot be read from them.
    const { rows: counts } = (await database.db.execute(sql`select id_candidato, votos, xmin::text as xmin from eleicao_apuracao where id_eleicao = ${idEleicao} order by id_candidato`)) as unknown as {
      rows: Array<{ id_candidato: number; votos: number; xmin: string }>;
    };
    expect(counts.map((row) => [row.id_candidato, row.votos])).toEqual([
      [candidates[0].id, 1],
      [candidates[1].id, 2],
      [candidates[2].id, 0],
    ]);
    expect(new Set(counts.map((row) => row.xmin)).size).toBe(1);
    // 4. The audit rows of the votes (and of the refused acting-for attempt) name the election, never the candidate.
    const { rows: audit } = (await database.db.execute(sql`select acao, detalhes::text as detalhes from auditoria where acao in ('eleicao.voto', 'POST /api/votar')`)) as unknown as {
      rows: Array<{ acao: string; detalhes: string }>;
    };
    expect(audit.filter((row) => row.acao === 'eleicao.voto')).toHaveLength(3);
    expect(audit.filter((row) => row.acao === 'POST /api/votar')).toHaveLength(1);
    for (const row of audit) expect(row.detalhes).not.toMatch(/candidat/i);
    for (const row of audit.filter((entry) => entry.acao === 'eleicao.voto')) expect(JSON.parse(row.detalhes)).toEqual({ idEleicao });
    // 5. The request log of the votes: lines were written (the logger is on), none with the body or the candidate.
    expect(logLines.some((line) => line.includes('/api/votar'))).toBe(true);
    for (const line of logLines) expect(line).not.toMatch(/idCandidato|candidat/i);
    // 6. No jsonb or text anywhere holds the candidate id next to a voter: search every jsonb column for 'idCandidato'.
    for (const [table, columns] of tables) {
      for (const column of columns) {
        const { rows: types } = (await database.db.execute(sql`select data_type from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`)) as unknown as { rows: Array<{ data_type: string }> };
        if (types[0]?.data_type !== 'jsonb') continue;
        const { rows: hits } = (await database.db.execute(sql`select count(*)::int as total from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike '%idCandidato%'`)) as unknown as { rows: Array<{ total: number }> };
        expect(hits[0].total, `${table}.${column}`).toBe(0);
      }
    }
  });

  it('every answer a voter or an administrator gets keeps the choice out: the voter’s view equals a non-voter’s but for the receipt', async () => {
    const ana = await login(app, DEMO_ACCOUNTS.ana.cpf);
    const carlos = await login(app, DEMO_ACCOUNTS.carlos.cpf);
    const otavio = await login(app, DEMO_ACCOUNTS.otavio.cpf);
    const [election] = (await app.inject({ method: 'GET', url: '/api/retornarEleicoes', headers: bearer(ana.token) })).json().filter((item: { titulo: string }) => item.titulo === 'Sigilo');
    const ofVoter = (await app.inject({ method: 'GET', url: `/api/retornarEleicao/${election.id}`, headers: bearer(carlos.token) })).json();
    const ofNonVoter = (await app.inject({ method: 'GET', url: `/api/retornarEleicao/${election.id}`, headers: bearer(otavio.token) })).json();
    expect(ofVoter.jaVotou).toBe(true);
    expect(Object.keys(ofVoter.comprovante).sort()).toEqual(['codigo', 'votouEm']);
    expect(ofNonVoter).toMatchObject({ jaVotou: false, comprovante: null });
    const withoutReceipt = (view: Record<string, unknown>) => Object.fromEntries(Object.entries(view).filter(([key]) => key !== 'jaVotou' && key !== 'comprovante'));
    expect(withoutReceipt(ofVoter)).toEqual(withoutReceipt(ofNonVoter));
    const participation = await app.inject({ method: 'GET', url: `/api/retornarParticipacaoEleicao/${election.id}`, headers: bearer(ana.token) });
    expect(participation.body).not.toMatch(/candidat|Primeira|Segundo|Terceira/i);
    const list = await app.inject({ method: 'GET', url: '/api/retornarEleicoes', headers: bearer(carlos.token) });
    expect(list.body).not.toMatch(/candidato"|Primeira|Segundo|Terceira/);
  });
});
