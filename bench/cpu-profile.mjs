// Where a V8 CPU profile's time goes (`node bench/cpu-profile.mjs <file.cpuprofile>`): self time by package (a
// node_modules folder), by src folder of the bundle's own code, by Node's internals, and the top functions. Used on the
// API's profile under bench/run.mjs's load (BENCH_CPU_PROFILE) to find what a request costs before changing anything.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/cpu-profile.mjs <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const TOP = Number(process.env.TOP ?? 25);

// Self time per node: the samples' time deltas, credited to the node each sample landed in.
const selfMicros = new Map();
profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

/** What a frame belongs to: a package by its node_modules folder (the bundle keeps module paths in its comments only, so
 * functions of the bundle are grouped by name), Node's internals, or the engine's own entries. */
function ownerOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return url.replace(/^file:\/\//, '').split('/').slice(-2).join('/');
}

const byOwner = new Map();
const byFunction = new Map();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (!micros) continue;
  const owner = ownerOf(node.callFrame);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
  const name = `${node.callFrame.functionName || '(anonymous)'}  ${owner}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}
const share = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled\n\nself time by owner`);
for (const [owner, micros] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${share(micros)}  ${owner}`);
console.log('\nself time by function');
for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${share(micros)}  ${name}`);
