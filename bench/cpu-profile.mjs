// Where a V8 CPU profile's time goes (`node bench/cpu-profile.mjs <file.cpuprofile>`): self time by package (a
// node_modules folder), by src file of the bundle's own code (through dist/server/main.mjs.map), by Node's internals,
// the top functions by self time, and the top functions by inclusive time (their own and their callees', each
// function counted once per stack however deep it recurses). Used on the profiles bench/run.mjs writes under load
// (BENCH_CPU_PROFILE: the measured seconds only) to find what a request costs before changing anything.
// Env: TOP (rows per table, default 25).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/cpu-profile.mjs <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const TOP = Number(process.env.TOP ?? 25);

// Self time per node: the samples' time deltas, credited to the node each sample landed in.
const selfMicros = new Map();
profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

// The bundle's frames, mapped back to their src file and line when its source map is there.
const sourceMaps = new Map();
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    let map = null;
    try {
      const mapFile = `${fileURLToPath(url)}.map`;
      if (existsSync(mapFile)) map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
    } catch {
      // not a file URL, or an unreadable map: the bundle's own position is shown
    }
    sourceMaps.set(url, map);
  }
  return sourceMaps.get(url);
}
function originalPosition({ url, lineNumber, columnNumber }) {
  if (!url || url.includes('node_modules/') || !url.startsWith('file:')) return null;
  const entry = sourceMapOf(url)?.findEntry(lineNumber, columnNumber);
  if (!entry?.originalSource) return null;
  const source = entry.originalSource.replace(/^(\.\.\/)+/, '').replace(/^file:\/\/.*?\/(src\/)/, '$1');
  return { source, line: entry.originalLine + 1 };
}

/** What a frame belongs to: a package by its node_modules folder, a src file of the bundle, Node's internals, or the engine's own entries. */
function ownerOf(callFrame) {
  const { url, functionName } = callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const original = originalPosition(callFrame);
  if (original) return original.source;
  return url.replace(/^file:\/\//, '').split('/').slice(-2).join('/');
}
function functionKey(callFrame) {
  const original = originalPosition(callFrame);
  const where = original ? `${original.source}:${original.line}` : `${ownerOf(callFrame)}:${callFrame.lineNumber + 1}`;
  return `${callFrame.functionName || '(anonymous)'}  ${where}`;
}

const byOwner = new Map();
const byFunction = new Map();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (!micros) continue;
  const owner = ownerOf(node.callFrame);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
  const name = functionKey(node.callFrame);
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}

// Inclusive time: each node's subtree, credited to every function on its stack once (a recursive one is not counted twice).
const nodesById = new Map(profile.nodes.map((node) => [node.id, node]));
const subtreeMicros = new Map();
function subtree(node) {
  let micros = selfMicros.get(node.id) ?? 0;
  for (const child of node.children ?? []) micros += subtree(nodesById.get(child));
  subtreeMicros.set(node.id, micros);
  return micros;
}
subtree(profile.nodes[0]);
const inclusive = new Map();
const onStack = new Map();
function credit(node) {
  const key = functionKey(node.callFrame);
  const depth = onStack.get(key) ?? 0;
  if (depth === 0) inclusive.set(key, (inclusive.get(key) ?? 0) + subtreeMicros.get(node.id));
  onStack.set(key, depth + 1);
  for (const child of node.children ?? []) credit(nodesById.get(child));
  onStack.set(key, depth);
}
credit(profile.nodes[0]);

const share = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled\n\nself time by owner`);
for (const [owner, micros] of top(byOwner)) console.log(`  ${share(micros)}  ${owner}`);
console.log('\nself time by function');
for (const [name, micros] of top(byFunction)) console.log(`  ${share(micros)}  ${name}`);
console.log('\ninclusive time by function (the engine\'s own entries left out)');
const ENGINE = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);
for (const [name, micros] of top(new Map([...inclusive].filter(([key]) => !ENGINE.has(key.split('  ')[0]))))) console.log(`  ${share(micros)}  ${name}`);
