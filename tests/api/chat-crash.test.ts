import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageId, mergeMessages } from '@/domain/chat';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@/domain/realtime-events';
import { createScratchDatabase, DEMO_ACCOUNTS, DEMO_PASSWORD } from './helpers';

/**
 * The chat's promise under a crash: the API process is killed with SIGKILL in the middle of a conversation
 * (a send in flight) and started again on the same database. Clients retry with the same idempotency key and
 * catch up after reconnecting; in the end every message is stored exactly once and seen exactly once.
 * A real process (not app.inject): PostgreSQL in the PostgreSQL pass of `npm test`, PGlite on disk otherwise.
 */

const MESSAGES = 30;
const KILL_AFTER = 12;
let port: number;
let server: ChildProcess | null = null;
let dataDir: string;
let databaseUrl: string | null = null;
let dropDatabase = async () => {};

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

const base = () => `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isHealthy(): Promise<boolean> {
  try {
    return (await fetch(`${base()}/api/saude`)).ok;
  } catch {
    return false;
  }
}

/** Starts the API process; PGlite's folder lock of a killed process is taken over once stale, so a start may be retried. */
async function startServer(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        API_ONLY: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'error',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: 'ignore',
    });
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    while (!exited && Date.now() < deadline) {
      if (await isHealthy()) {
        server = child;
        return;
      }
      await sleep(200);
    }
    await sleep(1_000);
  }
  throw new Error('the API process did not start');
}

function killServer() {
  server?.kill('SIGKILL');
  server = null;
}

async function post<T>(route: string, token: string | null, body: object): Promise<T> {
  const response = await fetch(`${base()}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw Object.assign(new Error(`${route} → ${response.status}`), { status: response.status });
  return (await response.json()) as T;
}

async function get<T>(route: string, token: string): Promise<T> {
  const response = await fetch(`${base()}/api${route}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${route} → ${response.status}`);
  return (await response.json()) as T;
}

/** What the web's chat does: the same key until the server acknowledges, whatever fails on the way. */
async function sendWithRetry(token: string, body: { idConversa: number; texto: string; chaveIdempotencia: string }): Promise<ChatMessage> {
  for (;;) {
    try {
      return await post<ChatMessage>('/enviarMensagem', token, body);
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status && status < 500) throw error;
      await sleep(150);
    }
  }
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
  ({ databaseUrl, dropDatabase } = await createScratchDatabase('crash'));
  await startServer();
}, 90_000);

afterAll(async () => {
  killServer();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${path.join(dataDir, 'pglite')}.lock`, { recursive: true, force: true });
});

describe('chat across a kill -9 of the server', () => {
  it('loses and duplicates no message', async () => {
    const carlos = await post<{ token: string; pessoa: { id: number } }>('/autenticar', null, { cpf: DEMO_ACCOUNTS.carlos.cpf, senha: DEMO_PASSWORD });
    const ana = await post<{ token: string }>('/autenticar', null, { cpf: DEMO_ACCOUNTS.ana.cpf, senha: DEMO_PASSWORD });
    const [conversation] = await get<Array<{ id: number }>>(`/retornarConversas?idPessoa=${carlos.pessoa.id}`, carlos.token);
    const before = await get<ChatMessage[]>(`/retornarMensagens/${conversation.id}`, carlos.token);

    // Carlos's open page: live messages, and on every (re)connection a fetch of what came after the last one seen.
    let seen: ChatMessage[] = [...before];
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(base(), {
      path: '/socket.io',
      auth: { token: carlos.token },
      transports: ['websocket'],
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
    });
    socket.on('chatMessage', (message) => {
      if (message.idConversa === conversation.id) seen = mergeMessages(seen, [message]);
    });
    socket.on('connect', () => {
      void get<ChatMessage[]>(`/retornarMensagens/${conversation.id}?depoisDe=${lastMessageId(seen)}`, carlos.token)
        .then((missed) => {
          seen = mergeMessages(seen, missed);
        })
        .catch(() => undefined);
    });

    const run = randomBytes(4).toString('hex');
    const texts = Array.from({ length: MESSAGES }, (_, index) => `mensagem ${index + 1} de ${MESSAGES}`);
    const acknowledged: ChatMessage[] = [];
    for (const [index, texto] of texts.entries()) {
      // The two sides take turns, as in a conversation.
      const token = index % 2 === 0 ? carlos.token : ana.token;
      const sending = sendWithRetry(token, { idConversa: conversation.id, texto, chaveIdempotencia: `crash-${run}-${index}` });
      if (index === KILL_AFTER) {
        // Killed while this send is on its way: stored or not, its acknowledgement may never arrive.
        await sleep(5);
        killServer();
        await startServer();
      }
      acknowledged.push(await sending);
    }

    const stored = (await get<ChatMessage[]>(`/retornarMensagens/${conversation.id}?depoisDe=${lastMessageId(before)}`, carlos.token)).filter((message) =>
      message.chaveIdempotencia?.startsWith(`crash-${run}-`),
    );
    expect(stored.map((message) => message.texto)).toEqual(texts);
    expect(new Set(stored.map((message) => message.id)).size).toBe(MESSAGES);
    expect(acknowledged.map((message) => message.id)).toEqual(stored.map((message) => message.id));

    // The page that lived through the crash ends with the same messages, each once.
    await expect.poll(() => seen.filter((message) => message.chaveIdempotencia?.startsWith(`crash-${run}-`)).map((message) => message.texto), { timeout: 15_000 }).toEqual(texts);
    socket.close();
  }, 120_000);
});
