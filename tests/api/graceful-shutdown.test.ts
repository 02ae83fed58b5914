import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { connect as connectTcp, createServer, type Socket as TcpSocket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lastMessageId, mergeMessages } from '@/domain/chat';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@/domain/realtime-events';
import { createScratchDatabase, DEMO_ACCOUNTS, DEMO_PASSWORD } from './helpers';
import { pdfBytes, sha256, tusMetadata } from './upload-client';

/**
 * SIGTERM to one of two real server processes (one PostgreSQL, one Redis, one upload folder) in the middle of API
 * reads, a resumable upload and a chat: nothing is lost and nothing answers 5xx but the 503s of the way out, which the
 * client retries on the other instance. Runs in the PostgreSQL pass of `npm test`, which provides both servers
 * (`node scripts/test-postgres.mjs tests/api/graceful-shutdown.test.ts` runs it alone).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const canScaleOut = Boolean(redisUrl && process.env.TEST_DATABASE_URL);

const LIMIT_SECONDS = 10;
const CHAT_MESSAGES_MIN = 20;
const UPLOAD_CHUNK = 512 * 1024;
const UPLOAD_CHUNKS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  name: 'a' | 'b';
  url: string;
  process: ChildProcess;
  logLines: Array<Record<string, unknown>>;
  exited: Promise<{ code: number | null; at: number }>;
}

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

/** `npm run dev`'s way of running the server (tsx), API only: no Next build needed. */
async function startInstance(name: 'a' | 'b', databaseUrl: string, uploadDir: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const database = new URL(databaseUrl);
  // Each instance's connections carry its name, so PostgreSQL tells which are left.
  database.searchParams.set('application_name', `portal-instancia-${name}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      API_ONLY: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.toString(),
      REDIS_URL: redisUrl,
      UPLOAD_DIR: uploadDir,
      DATA_DIR: dataDir,
      SEED_DEMO: name === 'a' ? 'true' : 'false',
      ADMIN_TOTP_REQUIRED: 'false',
      SHUTDOWN_TIMEOUT_SECONDS: String(LIMIT_SECONDS),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: Instance['logLines'] = [];
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString('utf8')}`));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const instance: Instance = { name, url: `http://127.0.0.1:${port}`, process: child, logLines, exited };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const isUp = await fetch(`${instance.url}/api/saude/pronto`).then((response) => response.ok, () => false);
    if (isUp) return instance;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`instance ${name} did not start`);
    await sleep(200);
  }
}

interface Attempt {
  target: string;
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  headers?: http.IncomingHttpHeaders;
  error?: string;
  isReusedSocket?: boolean;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T>(): T;
}

/**
 * The client side, small and explicit. Each client (a page, a loop) keeps connections alive to A until A refuses a
 * connection or answers 503, then goes to B for good, as a load balancer or a client that knows both addresses does.
 * Retried: a refused connection, a 503, and a reset of a reused keep-alive connection before any answer (the server
 * closed it idle as the request left, so it never reached the server; Node's documentation asks clients to retry that
 * case). Nothing else is retried: any other failure reaches the test. Every attempt is recorded.
 */
function createBalancer(a: string, b: string) {
  const agents = new Map([a, b].map((target) => [target, new http.Agent({ keepAlive: true, maxSockets: 16 })]));
  const attempts: Attempt[] = [];

  function once(target: string, method: string, requestPath: string, headers: Record<string, string>, body?: Buffer | Readable): Promise<Answer> {
    const attempt: Attempt = { target, method, path: requestPath, startedAt: Date.now(), endedAt: 0 };
    attempts.push(attempt);
    return new Promise((resolve, reject) => {
      const request = http.request(`${target}${requestPath}`, { method, headers, agent: agents.get(target) }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          Object.assign(attempt, { endedAt: Date.now(), status: response.statusCode, headers: response.headers });
          const answer = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: answer, json: <T>() => JSON.parse(answer.toString('utf8')) as T });
        });
        response.on('error', reject);
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        Object.assign(attempt, { endedAt: Date.now(), error: error.code ?? error.message, isReusedSocket: request.reusedSocket });
        reject(Object.assign(error, { isReusedSocket: request.reusedSocket }));
      });
      if (body instanceof Readable) body.pipe(request);
      else request.end(body);
    });
  }

  const isRetriable = (error: NodeJS.ErrnoException & { isReusedSocket?: boolean }) =>
    error.code === 'ECONNREFUSED' || (error.isReusedSocket === true && (error.code === 'ECONNRESET' || error.message === 'socket hang up'));

  function client() {
    let current = a;
    async function send(method: string, requestPath: string, options: { token?: string; json?: object; headers?: Record<string, string>; body?: () => Buffer | Readable } = {}) {
      for (let tries = 1; ; tries += 1) {
        const target = current;
        const headers: Record<string, string> = { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };
        if (options.json) headers['content-type'] = 'application/json';
        const body = options.json ? Buffer.from(JSON.stringify(options.json)) : options.body?.();
        try {
          const answer = await once(target, method, requestPath, headers, body);
          if (answer.status !== 503 || tries > 5) return answer;
        } catch (error) {
          if (!isRetriable(error as NodeJS.ErrnoException) || tries > 5) throw error;
        }
        // A is on its way out: this client leaves it for B.
        if (target === a) current = b;
        else await sleep(100);
      }
    }
    return { send };
  }

  return { client, attempts, close: () => agents.forEach((agent) => agent.destroy()) };
}

/** A body sent slowly, as over a real uplink: pieces of 32 KiB every 25 ms (about 1.3 MB/s). */
function slowBody(bytes: Buffer): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= bytes.length) return void this.push(null);
      const piece = bytes.subarray(offset, offset + 32 * 1024);
      offset += piece.length;
      setTimeout(() => this.push(piece), 25);
    },
  });
}

/** Resolves once the instance refuses new connections: its listening socket is closed. */
async function untilRefused(port: number) {
  for (;;) {
    const isRefused = await new Promise<boolean>((resolve) => {
      const probe = connectTcp(port, '127.0.0.1', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    if (isRefused) return;
    await sleep(5);
  }
}

/** One request written on a connection opened earlier. */
function requestOn(connection: TcpSocket, url: string, token: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { headers: { authorization: `Bearer ${token}` }, createConnection: () => connection }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json: <T>() => JSON.parse(body.toString('utf8')) as T });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe.skipIf(!canScaleOut)('SIGTERM to one of two instances in the middle of traffic', () => {
  let uploadDir: string;
  let dataDir: string;
  let databaseUrl: string;
  let dropDatabase = async () => {};
  let a: Instance;
  let b: Instance;
  // Closed after the test, passed or failed: a socket left reconnecting would outlive the file.
  const clients: { socket?: Socket; balancer?: ReturnType<typeof createBalancer> } = {};

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'encerramento-anexos-'));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'encerramento-dados-'));
    // The demo data seeded once for the run (SEED_DEMO on A would seed an empty database the same way, in seconds more).
    const seeded = inject('seededDatabase');
    const scratch = await createScratchDatabase('encerramento', seeded.kind === 'postgres' ? seeded.template : undefined);
    databaseUrl = scratch.databaseUrl!;
    dropDatabase = scratch.dropDatabase;
    [a, b] = await Promise.all([startInstance('a', databaseUrl, uploadDir, dataDir), startInstance('b', databaseUrl, uploadDir, dataDir)]);
  }, 90_000);

  afterAll(async () => {
    clients.socket?.close();
    clients.balancer?.close();
    a?.process.kill('SIGKILL');
    b?.process.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await dropDatabase();
    await rm(uploadDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses nothing: in-flight answers finish on A, the rest is retried on B, sockets reconnect to B, A exits 0', async () => {
    const balancer = createBalancer(a.url, b.url);
    clients.balancer = balancer;
    // The test's own calls before and after; each page or loop below is a client of its own.
    const setup = balancer.client();
    const signIn = async (cpf: string) => (await setup.send('POST', '/api/autenticar', { json: { cpf, senha: DEMO_PASSWORD } })).json<{ token: string; pessoa: { id: number } }>();
    const carlos = await signIn(DEMO_ACCOUNTS.carlos.cpf);
    const ana = await signIn(DEMO_ACCOUNTS.ana.cpf);
    const [conversation] = (await setup.send('GET', `/api/retornarConversas?idPessoa=${carlos.pessoa.id}`, { token: carlos.token })).json<Array<{ id: number }>>();
    const before = (await setup.send('GET', `/api/retornarMensagens/${conversation.id}`, { token: carlos.token })).json<ChatMessage[]>();
    const connectionsOf = await countConnections(databaseUrl);
    expect(await connectionsOf('a')).toBeGreaterThan(0);

    // Carlos's open chat page: live messages, and on every (re)connection what came after the last one seen.
    let seen: ChatMessage[] = [...before];
    const socketEvents: string[] = [];
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(a.url, {
      path: '/socket.io',
      auth: { token: carlos.token },
      transports: ['websocket'],
      reconnectionDelay: 100,
      reconnectionDelayMax: 300,
    });
    clients.socket = socket;
    // Behind a load balancer the same address would lead to B; here the socket tries A until A refuses it, then B.
    const manager = socket.io as unknown as { uri: string; on: typeof socket.io.on };
    let socketTarget = a.url;
    let socketRefusals = 0;
    manager.on('error', () => {
      if (manager.uri !== a.url) return;
      socketRefusals += 1;
      socketTarget = b.url;
    });
    manager.on('reconnect_attempt', () => {
      manager.uri = socketTarget;
    });
    const carlosPage = balancer.client();
    socket.on('chatMessage', (message) => {
      if (message.idConversa === conversation.id) seen = mergeMessages(seen, [message]);
    });
    socket.on('connect', () => {
      socketEvents.push(`connect ${manager.uri}`);
      void carlosPage
        .send('GET', `/api/retornarMensagens/${conversation.id}?depoisDe=${lastMessageId(seen)}`, { token: carlos.token })
        .then((answer) => {
          seen = mergeMessages(seen, answer.json<ChatMessage[]>());
        });
    });
    socket.on('disconnect', (reason) => socketEvents.push(`disconnect ${reason}`));
    socket.on('logout', () => socketEvents.push('logout'));
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));

    let isTrafficOn = true;
    const failures: unknown[] = [];
    const reads = Array.from({ length: 3 }, async (_, index) => {
      const paths = ['/api/retornarPainelAdministrador', '/api/retornarConversas'];
      const reader = balancer.client();
      let count = 0;
      while (isTrafficOn) {
        const answer = await reader.send('GET', paths[(index + count) % paths.length], { token: ana.token });
        if (answer.status !== 200) failures.push({ read: answer.status });
        count += 1;
      }
      return count;
    });

    // Ana answers in a stream of messages from before the signal until A is gone.
    const run = randomBytes(4).toString('hex');
    const texts: string[] = [];
    let hasAExited = false;
    void a.exited.then(() => (hasAExited = true));
    const chat = (async () => {
      const anaPage = balancer.client();
      for (let index = 0; index < CHAT_MESSAGES_MIN || (!hasAExited && index < 500); index += 1) {
        const texto = `encerramento ${run} nº ${index + 1}`;
        texts.push(texto);
        const answer = await anaPage.send('POST', '/api/enviarMensagem', { token: ana.token, json: { idConversa: conversation.id, texto, chaveIdempotencia: `encerramento-${run}-${index}` } });
        if (answer.status !== 200) failures.push({ chat: answer.status, body: answer.body.toString() });
        await sleep(30);
      }
    })();

    // A connection A accepted before the signal, whose request is still on its way when the signal comes.
    const aPort = Number(new URL(a.url).port);
    const held = connectTcp(aPort, '127.0.0.1');
    await once(held, 'connect');
    const latePath = `/api/retornarConversas?idPessoa=${carlos.pessoa.id}`;
    let late: Promise<Answer> | null = null;
    let sigtermAt = 0;
    const signalA = async () => {
      sigtermAt = Date.now();
      a.process.kill('SIGTERM');
      await untilRefused(aPort);
      return requestOn(held, `${a.url}${latePath}`, carlos.token);
    };

    const file = pdfBytes(UPLOAD_CHUNK * UPLOAD_CHUNKS);
    const tus = (extra: Record<string, string>) => ({ 'tus-resumable': '1.0.0', ...extra });
    const upload = (async () => {
      const uploader = balancer.client();
      const created = await uploader.send('POST', '/api/anexos/tus', {
        token: carlos.token,
        headers: tus({ 'upload-length': String(file.length), 'upload-metadata': tusMetadata({ filename: 'comprovante-encerramento.pdf' }) }),
      });
      expect(created.status).toBe(201);
      const location = created.headers.location as string;
      let offset = 0;
      let idAnexo = 0;
      while (offset < file.length) {
        const chunk = file.subarray(offset, Math.min(offset + UPLOAD_CHUNK, file.length));
        // A's signal falls in the middle of the second chunk.
        if (offset === UPLOAD_CHUNK) setTimeout(() => (late = signalA()), 100);
        const patched = await uploader.send('PATCH', location, { token: carlos.token, headers: tus({ 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }), body: () => slowBody(chunk) });
        if (patched.status === 409) {
          // The offset moved on where we could not see it: ask the instance we now talk to.
          const head = await uploader.send('HEAD', location, { token: carlos.token, headers: tus({}) });
          offset = Number(head.headers['upload-offset']);
          continue;
        }
        expect(patched.status).toBe(204);
        offset = Number(patched.headers['upload-offset']);
        idAnexo = Number(patched.headers['x-id-anexo'] ?? 0);
      }
      return idAnexo;
    })();

    const idAnexo = await upload;
    await chat;
    // The late request was answered 503, to be sent elsewhere, and B answers it.
    const lateAnswer = await late!;
    expect(lateAnswer.status).toBe(503);
    expect(lateAnswer.headers).toMatchObject({ 'retry-after': '5', connection: 'close' });
    expect((await setup.send('GET', latePath, { token: carlos.token })).status).toBe(200);
    const exit = await a.exited;
    // B keeps the socket: a message sent now reaches it live.
    const last = new Promise<ChatMessage>((resolve) => socket.on('chatMessage', (message) => message.texto === `depois ${run}` && resolve(message)));
    const after = await setup.send('POST', '/api/enviarMensagem', { token: ana.token, json: { idConversa: conversation.id, texto: `depois ${run}`, chaveIdempotencia: `encerramento-${run}-depois` } });
    expect(after.status).toBe(200);
    await last;
    isTrafficOn = false;
    const readCounts = await Promise.all(reads);

    // A exited 0 within the limit, having logged each step with its duration, and left no database connection.
    expect(exit.code).toBe(0);
    expect(exit.at - sigtermAt).toBeLessThan(LIMIT_SECONDS * 1000);
    // In the order they were taken (their seq): CI once read 'shutdown: app' after 'shutdown: done' from the pipe.
    const steps = a.logLines.filter((line) => String(line.msg).startsWith('shutdown:')).sort((first, second) => Number(first.seq) - Number(second.seq));
    expect(steps.map((line) => line.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(steps.map((line) => line.msg)).toEqual(['shutdown: begins', 'shutdown: stop accepting', 'shutdown: sockets', 'shutdown: requests', 'shutdown: jobs', 'shutdown: app', 'shutdown: database', 'shutdown: done']);
    expect(steps.slice(1).every((line) => typeof line.ms === 'number')).toBe(true);
    expect(steps.find((line) => line.step === 'requests')).toMatchObject({ hasFinished: true, cut: 0 });
    await expect.poll(() => connectionsOf('a'), { timeout: 2_000 }).toBe(0);
    expect(await connectionsOf('b')).toBeGreaterThan(0);

    // Every request A accepted was answered, and none with a 5xx but the 503 of the way out, retried on B.
    const onA = balancer.attempts.filter((attempt) => attempt.target === a.url);
    const answeredByA = onA.filter((attempt) => attempt.status !== undefined);
    expect(answeredByA.filter((attempt) => attempt.status! >= 500 && attempt.status !== 503)).toEqual([]);
    for (const refused of answeredByA.filter((attempt) => attempt.status === 503)) {
      expect(refused.headers).toMatchObject({ 'retry-after': expect.any(String), connection: 'close' });
    }
    // What A did not answer never reached it: a refused connection, or a keep-alive connection closed as the request left.
    expect(onA.filter((attempt) => attempt.status === undefined && attempt.error !== 'ECONNREFUSED' && !attempt.isReusedSocket)).toEqual([]);
    // Requests in flight when the signal came were finished by A: the upload's second chunk among them.
    const inFlight = answeredByA.filter((attempt) => attempt.startedAt < sigtermAt && attempt.endedAt > sigtermAt);
    expect(inFlight.find((attempt) => attempt.method === 'PATCH')).toMatchObject({ status: 204 });
    expect(inFlight.every((attempt) => attempt.status! < 500)).toBe(true);
    expect(balancer.attempts.some((attempt) => attempt.target === b.url)).toBe(true);
    expect(failures).toEqual([]);
    expect(readCounts.every((count) => count > 0)).toBe(true);

    // The upload went on from B where A left it, and the file is whole.
    expect(idAnexo).toBeGreaterThan(0);
    // Chunks 1 and 2 on A (2 in flight at the signal), chunk 3 on B after A refused it.
    const patches = balancer.attempts.filter((attempt) => attempt.method === 'PATCH').map((attempt) => `${attempt.target === a.url ? 'A' : 'B'} ${attempt.status ?? attempt.error}`);
    expect(patches.slice(0, 2)).toEqual(['A 204', 'A 204']);
    expect(patches.at(-1)).toBe('B 204');
    expect(patches.slice(2, -1).every((attempt) => attempt === 'A ECONNREFUSED')).toBe(true);
    const downloaded = await setup.send('GET', `/api/retornarAnexo/${idAnexo}`, { token: carlos.token });
    expect(downloaded.status).toBe(200);
    expect(sha256(downloaded.body)).toBe(sha256(file));

    // Each chat message is stored once, in order, and the page that lived through the shutdown saw each once.
    const stored = (await setup.send('GET', `/api/retornarMensagens/${conversation.id}?depoisDe=${lastMessageId(before)}`, { token: carlos.token }))
      .json<ChatMessage[]>()
      .filter((message) => message.chaveIdempotencia?.startsWith(`encerramento-${run}-`) && message.texto !== `depois ${run}`);
    expect(stored.map((message) => message.texto)).toEqual(texts);
    await expect.poll(() => seen.filter((message) => message.chaveIdempotencia?.startsWith(`encerramento-${run}-`)).map((message) => message.texto), { timeout: 5_000 }).toEqual([...texts, `depois ${run}`]);
    // The socket was not logged out: its transport closed, and it reconnected to B by itself with its session.
    expect(socketEvents).toEqual([`connect ${a.url}`, 'disconnect transport close', `connect ${b.url}`]);

    const count = (attempts: Attempt[], test: (attempt: Attempt) => boolean) => attempts.filter(test).length;
    const chatOn = (target: string) => count(balancer.attempts, (attempt) => attempt.path === '/api/enviarMensagem' && attempt.target === target && attempt.status === 200);
    console.log(
      [
        `A exited (code ${exit.code}) ${exit.at - sigtermAt} ms after SIGTERM (limit ${LIMIT_SECONDS} s);`,
        `steps: ${steps.slice(1, -1).map((line) => `${String(line.step)} ${String(line.ms)} ms`).join(', ')};`,
        `${inFlight.length} requests in flight at the signal, all answered by A;`,
        `attempts on A: ${onA.length} (${count(onA, (attempt) => attempt.error === 'ECONNREFUSED')} refused, ${count(onA, (attempt) => Boolean(attempt.isReusedSocket))} idle keep-alive closed, ${count(onA, (attempt) => attempt.status === 503) + 1} × 503), on B: ${balancer.attempts.length - onA.length};`,
        `socket: ${socketEvents.join(', ')} (${socketRefusals} reconnection refused by A);`,
        `chat: ${texts.length} messages (${chatOn(a.url)} stored through A, ${chatOn(b.url)} through B), each stored and seen once; upload: ${patches.join(', ')}.`,
      ].join('\n'),
    );
  }, 60_000);
});

/** How many connections each instance holds on the database, by the application_name it connects with. */
async function countConnections(databaseUrl: string) {
  const database = new URL(databaseUrl).pathname.slice(1);
  return async (name: 'a' | 'b') => {
    const client = new pg.Client(process.env.TEST_DATABASE_URL);
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1 and application_name = $2', [database, `portal-instancia-${name}`]);
      return rows[0].count;
    } finally {
      await client.end();
    }
  };
}
