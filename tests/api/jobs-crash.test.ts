import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateScaleData } from '../../scripts/db-scale';
import { startFakeProviders, type FakeProviders } from '../../scripts/fake-providers';
import { giveScalePeopleSms, scaleMobileOf } from '../../scripts/lib/scale-mobiles.mjs';
import { createScratchDatabase, DEMO_ACCOUNTS, DEMO_PASSWORD } from './helpers';

/**
 * The notice queue's promise under a crash: 100 SMS notices are queued (a maintenance window announced to every
 * participant, the real path), the server is killed with SIGKILL while they drain to a slow provider, and a new
 * process on the same database finishes the work. None is lost, none reaches a person twice.
 *
 * A job in hand at the kill may already have reached the provider, its answer lost with the process: it is tried again
 * (after JOB_EXPIRE_SECONDS, short here) and sent again with the same idempotency key (`aviso-envio-<id>`), which a real
 * provider uses to drop the repeat. The fake does the same (one message per key, the repeat listed in `repeats`), so
 * "each person once" is what a person's phone shows. What keeps the test able to fail: a message without the key, or
 * with another key (a second delivery row, a changed key), is a second message to that number; and a repeat is allowed
 * only for a delivery that was in the provider's hands, unanswered, when the process died: one the portal had already
 * recorded as sent must never go out again.
 * A real process: PostgreSQL pass only (PGlite serves one process, and its lock needs the killed one gone).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PEOPLE = 100;
/** The fake provider answers each SMS this long after keeping it, so that the kill lands mid-drain. */
const PROVIDER_DELAY_MS = 150;

let databaseUrl: string;
let dropDatabase = async () => {};
let fakes: FakeProviders;
let port: number;
let server: ChildProcess | null = null;
let output = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_ONLY: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      SMS_PROVIDER_URL: fakes.env.SMS_PROVIDER_URL,
      SMS_PROVIDER_TOKEN: fakes.env.SMS_PROVIDER_TOKEN,
      PROVIDER_TIMEOUT_MS: '2000',
      // A try in hand at the kill is taken for lost after 3 s, looked for every second, retried a second later.
      JOB_EXPIRE_SECONDS: '3',
      JOB_MAINTENANCE_SECONDS: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_POLLING_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  server = child;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && !exited; await sleep(100)) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/saude`)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`the API process did not start:\n${output}`);
}

beforeAll(async () => {
  if (!onPostgres) return;
  const seeded = inject('seededDatabase');
  const scratch = await createScratchDatabase('crash_avisos', seeded.kind === 'postgres' ? seeded.template : undefined);
  databaseUrl = scratch.databaseUrl!;
  dropDatabase = scratch.dropDatabase;
  await generateScaleData({ databaseUrl, people: PEOPLE, months: 1, log: () => {} });
  const client = new pg.Client(databaseUrl);
  await client.connect();
  await giveScalePeopleSms(client, 'manutencao');
  await client.end();
  fakes = await startFakeProviders({ delayMs: PROVIDER_DELAY_MS });
  port = await freePort();
  await startServer();
}, 60_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await fakes?.close();
  await dropDatabase();
});

describe.skipIf(!onPostgres)('notices queued across a kill -9 of the server', () => {
  it(`delivers each of ${PEOPLE} SMS once, none lost`, async () => {
    const database = new pg.Client(databaseUrl);
    await database.connect();
    const deliveries = async () =>
      (
        await database.query<{ id: number; destino: string; status: string; id_externo: string | null }>(
          `select e.id, e.destino, e.status, e.id_externo from aviso_envio e join aviso a on a.id = e.id_aviso where a.tipo = 'manutencao' and e.canal = 'sms' order by e.id`,
        )
      ).rows;
    try {
      const base = `http://127.0.0.1:${port}/api`;
      const signIn = await fetch(`${base}/autenticar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cpf: DEMO_ACCOUNTS.ana.cpf, senha: DEMO_PASSWORD }) });
      const { token } = (await signIn.json()) as { token: string };
      const start = new Date(Date.now() + 72 * 3_600_000);
      const scheduled = await fetch(`${base}/criarDesativacaoTemporaria`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ dataInicio: start.toISOString(), dataFim: new Date(start.getTime() + 3_600_000).toISOString(), mensagem: 'Teste de queda.' }),
      });
      expect(scheduled.status).toBe(200);

      // Killed when some, not all, have reached the provider: some jobs done, some in hand, the rest queued.
      const sms = () => fakes.messages.filter((message) => message.canal === 'sms');
      for (const deadline = Date.now() + 20_000; sms().length < PEOPLE * 0.3 && Date.now() < deadline; ) await sleep(5);
      server!.kill('SIGKILL');
      await new Promise((resolve) => server!.once('exit', resolve));
      const keysBeforeKill = new Set(sms().map((message) => message.chave));
      const atKill = await deliveries();
      expect(atKill).toHaveLength(PEOPLE);
      expect(keysBeforeKill.size).toBeGreaterThan(0);
      expect(keysBeforeKill.size).toBeLessThan(PEOPLE);
      const sentAtKill = new Set(atKill.filter((row) => row.status === 'enviado').map((row) => `aviso-envio-${row.id}`));

      await startServer();
      await expect.poll(async () => (await deliveries()).filter((row) => row.status === 'enviado').length, { timeout: 30_000, interval: 250 }).toBe(PEOPLE);

      const rows = await deliveries();
      const received = sms();
      // Exactly one message per delivery row and per person, each with its row's key, to the person's number.
      expect(received).toHaveLength(PEOPLE);
      expect(new Set(received.map((message) => message.para))).toEqual(new Set(Array.from({ length: PEOPLE }, (_, index) => scaleMobileOf(index + 1).slice(1))));
      expect(new Set(received.map((message) => message.chave))).toEqual(new Set(rows.map((row) => `aviso-envio-${row.id}`)));
      // The portal recorded the message the provider kept (its id), not a second one.
      const idOfKey = new Map(received.map((message) => [message.chave, message.id]));
      for (const row of rows) expect(row.id_externo).toBe(idOfKey.get(`aviso-envio-${row.id}`));
      // Repeats only of what was in the provider's hands, unanswered, at the kill.
      for (const { chave } of fakes.repeats) {
        expect(keysBeforeKill.has(chave)).toBe(true);
        expect(sentAtKill.has(chave ?? '')).toBe(false);
      }
    } finally {
      await database.end();
    }
  }, 60_000);
});
