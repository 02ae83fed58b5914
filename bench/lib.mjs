// What the benches share: undoing what they started (on success, failure or Ctrl-C), child processes in their own
// process group, free loopback ports, waiting for a server to answer, the build-freshness check, the API process's flags,
// the hello-world Next app.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const HOST = '127.0.0.1';
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');

const cleanups = [];
let interrupted = false;

/** Registers an undo step; they run in reverse order. */
export function onCleanup(step) {
  cleanups.push(step);
}

async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

/** Runs main, then the cleanups; Ctrl-C or SIGTERM stops everything and exits 130. */
export async function runBench(name, main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping everything…`);
      cleanup().finally(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    if (!interrupted) {
      console.error(`${name} failed: ${error.stack ?? error}`);
      process.exitCode = 1;
    }
  } finally {
    if (!interrupted) await cleanup();
  }
}

/**
 * Starts a command in its own process group, so stopping it also stops what it started (npm → next build workers,
 * start.mjs → its build). Returns the child, a promise of its exit, and stop().
 */
export function startProcess(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: true, ...options });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const kill = setTimeout(() => signalGroup('SIGKILL'), 10_000);
    signalGroup('SIGTERM');
    await exited;
    clearTimeout(kill);
  };
  onCleanup(stop);
  return { child, exited, stop };
}

/** Runs a command to completion (stoppable by Ctrl-C); throws on a non-zero exit. */
export async function run(command, args, options) {
  const { exited } = startProcess(command, args, options);
  const status = await exited;
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Newest modification time of the files under a folder (0 when empty). */
export function newestMtime(folder) {
  return Math.max(
    0,
    ...readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs),
  );
}

export function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/**
 * Polls `url` until it answers 2xx. `exited` is the server's exit promise (startProcess): a server that dies first is
 * not waited for. Resolves with null once it answers, or with why it did not ('exited (1)', 'did not answer…').
 */
export async function waitUntilAnswering(url, exited, timeoutMs) {
  let exit;
  exited.then((status) => (exit = status));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(250)) {
    if (exit !== undefined) return `exited (${exit})`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return null;
    } catch {
      // not listening yet
    }
  }
  return `did not answer ${url} within ${Math.round(timeoutMs / 1000)} s`;
}

/**
 * Node and V8 flags for a bench's API process, from API_NODE_FLAGS (`API_NODE_FLAGS="--max-semi-space-size=32"`): to
 * compare garbage-collection settings on the same run, including those NODE_OPTIONS refuses (--heap-growing-percent).
 */
export function apiNodeFlags() {
  return (process.env.API_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
}

/**
 * A hello-world Next pages-router app (one page, `<h1>Olá</h1>`) built with this project's next and react in a
 * temporary folder: what any app of this stack costs, for comparison (page weight, Lighthouse). Returns its folder.
 */
export async function buildHelloWorld() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-hello-next-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const version = (name) => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  const pkg = { name: 'hello-next', private: true, dependencies: { next: version('next'), react: version('react'), 'react-dom': version('react-dom') } };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  mkdirSync(path.join(dir, 'pages'));
  writeFileSync(path.join(dir, 'pages/index.js'), 'export default function Home() {\n  return <h1>Olá</h1>;\n}\n');
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  console.log(`building a hello-world Next app (next ${pkg.dependencies.next}, react ${pkg.dependencies.react}) in ${dir}…`);
  await run(process.execPath, [NEXT_BIN, 'build', '--webpack'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
