// Real time under load, in one run on loopback: (1) notification fan-out from the Central de Notificações to
// 1 000 connected sockets (1 000 participants), delivery latency p50/p99 from the send to each socket's event
// (target p99 ≤ 250 ms); (2) chat round trip with 50 active pairs (a participant sends, the attendant's socket
// receives and answers, the participant's socket receives the answer), p50/p99.
// The built API runs on a throwaway PostgreSQL; the bench participants, attendants and their sessions are written
// straight into it (a login per socket would measure argon2, not real time).
// Env: BENCH_SOCKETS (default 1000), BENCH_FANOUT_ROUNDS (default 10), BENCH_CHAT_PAIRS (default 50), BENCH_CHAT_ROUNDS (default 20).
import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { io } from 'socket.io-client';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { freePort, HOST, onCleanup, ROOT, runBench, startProcess } from './lib.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const FANOUT_ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 10);
const CHAT_PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 50);
const CHAT_ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 20);
const SERVER_BUNDLE = path.join(ROOT, 'dist/server/main.mjs');
const RESULTS_FILE = path.join(ROOT, 'bench/results/realtime.json');
const ADMIN = { cpf: '11144477735', senha: 'Previdencia@2026' };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value) => Math.round(value * 10) / 10;

async function startApi(databaseUrl) {
  // Always bundled afresh (esbuild, a second): a stale bundle would measure old code.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const port = await freePort();
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', API_ONLY: 'true', SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, PORT: String(port), HOST };
  startProcess(process.execPath, [SERVER_BUNDLE], { env, stdio: 'ignore' });
  const base = `http://${HOST}:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(200)) {
    try {
      if ((await fetch(`${base}/api/saude`)).ok) return base;
    } catch {
      // not listening yet
    }
  }
  throw new Error('the API did not start within 120 s');
}

/** Bench people with a DXC link and a one-hour session each; returns their ids and tokens. */
async function createPeople(client, count, { isAdmin, prefix }) {
  const people = [];
  for (let index = 0; index < count; index += 1) {
    const cpf = `9${prefix}${String(index).padStart(9, '0')}`;
    const { rows } = await client.query(
      `insert into pessoa (nome, cpf, data_nascimento, admin, senha_hash, onboarding) values ($1, $2, '1980-01-01', $3, 'bench-sem-senha', 'N') returning id`,
      [`${isAdmin ? 'Atendente' : 'Participante'} de carga ${index + 1}`, cpf, isAdmin ? 'S' : 'N'],
    );
    const id = rows[0].id;
    if (!isAdmin) await client.query(`insert into vinculo_plano (id_pessoa, id_plano, matricula, id_categoria, id_situacao, data_adesao) values ($1, 7, $2, 1, 1, '2020-01-01')`, [id, `B${prefix}${index}`]);
    const token = randomBytes(32).toString('base64url');
    await client.query(`insert into sessao (id_pessoa, token_hash, expira_em) values ($1, $2, now() + interval '1 hour')`, [id, createHash('sha256').update(token).digest('hex')]);
    people.push({ id, token });
  }
  return people;
}

function connect(base, token) {
  const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  onCleanup(() => socket.close());
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function post(base, route, token, body) {
  const response = await fetch(`${base}/api${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route} → ${response.status} ${await response.text()}`);
  return response.json();
}

async function fanOut(base, adminToken, sockets) {
  const latencies = [];
  const sendTimes = [];
  for (let roundIndex = 0; roundIndex < FANOUT_ROUNDS; roundIndex += 1) {
    const titulo = `Carga ${roundIndex + 1}`;
    let pending = sockets.length;
    const delivered = new Promise((resolve) => {
      for (const socket of sockets) {
        socket.once('newNotification', (notification) => {
          if (notification.titulo === titulo) latencies.push(performance.now() - started);
          pending -= 1;
          if (pending === 0) resolve();
        });
      }
    });
    const started = performance.now();
    const sent = await post(base, '/criarNotificacao', adminToken, { titulo, descricao: 'Teste de carga.', idTipoNotificacao: 3, destino: { tipo: 'todos' } });
    sendTimes.push(performance.now() - started);
    if (sent.destinatarios < sockets.length) throw new Error(`sent to ${sent.destinatarios}, expected at least ${sockets.length}`);
    await Promise.race([delivered, sleep(30_000).then(() => Promise.reject(new Error(`round ${roundIndex + 1}: ${pending} sockets got nothing in 30 s`)))]);
  }
  return { latencies, sendTimes };
}

async function chatPairs(base, participants, attendants) {
  const rtts = [];
  await Promise.all(
    participants.map(async (participant, index) => {
      const attendant = attendants[index];
      const { id: idConversa } = await post(base, '/criarConversa', participant.token, { idPessoa: participant.id, idPessoaAtendente: null, idPlano: 7, idRequisicao: null, assunto: `Carga ${index + 1}`, mensagem: 'Início.' });
      const participantSocket = await connect(base, participant.token);
      const attendantSocket = await connect(base, attendant.token);
      // The attendant answers every participant message of this conversation.
      attendantSocket.on('chatMessage', (message) => {
        if (message.idConversa === idConversa && message.autor.id === participant.id) {
          void post(base, '/enviarMensagem', attendant.token, { idConversa, texto: `Resposta a ${message.texto}`, chaveIdempotencia: `r-${message.chaveIdempotencia}` });
        }
      });
      for (let roundIndex = 0; roundIndex < CHAT_ROUNDS; roundIndex += 1) {
        const key = `bench-${idConversa}-${roundIndex}-${randomBytes(3).toString('hex')}`;
        const answered = new Promise((resolve) => {
          const onMessage = (message) => {
            if (message.idConversa === idConversa && message.chaveIdempotencia === `r-${key}`) {
              participantSocket.off('chatMessage', onMessage);
              resolve();
            }
          };
          participantSocket.on('chatMessage', onMessage);
        });
        const started = performance.now();
        await post(base, '/enviarMensagem', participant.token, { idConversa, texto: `pergunta ${roundIndex + 1}`, chaveIdempotencia: key });
        await answered;
        rtts.push(performance.now() - started);
      }
    }),
  );
  return rtts;
}

await runBench('realtime', async () => {
  const postgres = await startPostgres();
  onCleanup(() => postgres.stop());
  const base = await startApi(postgres.url);
  const client = new pg.Client(postgres.url);
  await client.connect();
  onCleanup(() => client.end());

  console.log(`Creating ${SOCKETS} participants and ${CHAT_PAIRS} attendants with sessions…`);
  const participants = await createPeople(client, SOCKETS, { isAdmin: false, prefix: '1' });
  const attendants = await createPeople(client, CHAT_PAIRS, { isAdmin: true, prefix: '2' });
  const admin = await (await fetch(`${base}/api/autenticar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();

  console.log(`Connecting ${SOCKETS} sockets…`);
  const sockets = [];
  for (let start = 0; start < participants.length; start += 100) {
    sockets.push(...(await Promise.all(participants.slice(start, start + 100).map((person) => connect(base, person.token)))));
  }
  const fan = await fanOut(base, admin.token, sockets);
  sockets.forEach((socket) => socket.close());

  console.log(`Chat: ${CHAT_PAIRS} pairs × ${CHAT_ROUNDS} round trips…`);
  const rtts = await chatPairs(base, participants.slice(0, CHAT_PAIRS), attendants);

  const results = {
    date: new Date().toISOString(),
    fanOut: { sockets: SOCKETS, rounds: FANOUT_ROUNDS, deliveries: fan.latencies.length, p50Ms: round(percentile(fan.latencies, 50)), p99Ms: round(percentile(fan.latencies, 99)), maxMs: round(Math.max(...fan.latencies)), sendP50Ms: round(percentile(fan.sendTimes, 50)), targetP99Ms: 250 },
    chat: { pairs: CHAT_PAIRS, roundTrips: rtts.length, p50Ms: round(percentile(rtts, 50)), p99Ms: round(percentile(rtts, 99)) },
  };
  console.log('\nNotification fan-out (send → socket event), PostgreSQL:');
  console.table([{ sockets: SOCKETS, deliveries: results.fanOut.deliveries, 'p50 ms': results.fanOut.p50Ms, 'p99 ms': results.fanOut.p99Ms, 'max ms': results.fanOut.maxMs, 'send p50 ms': results.fanOut.sendP50Ms, 'target p99 ms': 250 }]);
  console.log('Chat round trip (participant → attendant → participant):');
  console.table([{ pairs: CHAT_PAIRS, 'round trips': rtts.length, 'p50 ms': results.chat.p50Ms, 'p99 ms': results.chat.p99Ms }]);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
});
