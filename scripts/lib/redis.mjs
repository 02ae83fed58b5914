// A throwaway Redis server on 127.0.0.1 for the scale-out tests: Debian's redis-server, installed when missing.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

const BINARY = '/usr/bin/redis-server';

export function ensureRedisBinary() {
  if (existsSync(BINARY)) return BINARY;
  if (process.getuid?.() !== 0) throw new Error('redis-server não está instalado: rode `apt-get install -y redis-server` como root.');
  console.log('Installing redis-server from Debian packages…');
  execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return BINARY;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export async function startRedis() {
  const binary = ensureRedisBinary();
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50 && !(await answers(port)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
