// A throwaway PostgreSQL server for tests and benchmarks: Debian's binaries, a temporary folder,
// a free port on 127.0.0.1, run as the `postgres` user when we are root (PostgreSQL refuses root).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function findBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'postgres'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

/** Installs Debian's PostgreSQL server when it is missing (root only, as on CI). */
export function ensurePostgresBinaries() {
  let binDir = findBinDir();
  if (binDir) return binDir;
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL não está instalado: rode `apt-get install -y postgresql` como root.');
  console.log('Installing PostgreSQL from Debian packages…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  binDir = findBinDir();
  if (!binDir) throw new Error('PostgreSQL installation did not provide server binaries.');
  return binDir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  const binDir = ensurePostgresBinaries();
  const isRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  chmodSync(folder, 0o777);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const run = (binary, args) => {
    const command = isRoot ? 'runuser' : path.join(binDir, binary);
    const fullArgs = isRoot ? ['-u', 'postgres', '--', path.join(binDir, binary), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${binary} failed: ${result.stderr || result.stdout}`);
  };
  /** The same command without blocking the event loop (a test keeps its load running meanwhile). */
  const runAsync = (binary, args) =>
    new Promise((resolve, reject) => {
      const command = isRoot ? 'runuser' : path.join(binDir, binary);
      const fullArgs = isRoot ? ['-u', 'postgres', '--', path.join(binDir, binary), ...args] : args;
      execFile(command, fullArgs, { encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(new Error(`${binary} failed: ${stderr || stdout || error.message}`)) : resolve(),
      );
    });
  const startArgs = ['-D', dataDir, '-l', path.join(folder, 'server.log'), '-w', '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start'];
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', startArgs);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    /** An outage: the server stops as an operator stops it (fast: sessions ended, open transactions rolled back). */
    pause: () => runAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    /** The server back on the same port and data. */
    resume: () => runAsync('pg_ctl', startArgs),
  };
}
