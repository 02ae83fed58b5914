// Where the first-load JavaScript goes: builds the web apart (.next-sources, with source maps), then prints, for the
// chunks of one route's first load (default /login; `node bench/page-weight-sources.mjs /extract`), the modules inside
// each chunk by their share of its gzip size, grouped by package (node_modules) or folder (src). A module's share is
// its minified bytes in the chunk (from the source map's mappings) × the chunk's gzip ratio: gzip does not split, so
// this is an estimate, good to rank modules, not to add up to the byte.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT, run } from './lib.mjs';

const DIST = path.join(ROOT, '.next-sources');
const route = process.argv[2] ?? '/login';
const TOP = Number(process.env.TOP ?? 12);

if (!existsSync(path.join(DIST, 'build-manifest.json')) || process.env.REBUILD === '1') {
  console.log('page-weight-sources: building with source maps into .next-sources…');
  await run('npx', ['next', 'build', '--webpack'], { env: { ...process.env, PORTAL_WEIGHT_SOURCES: '1', NEXT_TELEMETRY_DISABLED: '1' } });
}

const manifest = JSON.parse(readFileSync(path.join(DIST, 'build-manifest.json'), 'utf8'));
if (!manifest.pages[route]) throw new Error(`No route ${route} in the build`);
const files = [...new Set([...manifest.pages['/_app'], ...manifest.pages[route]])].filter((file) => file.endsWith('.js') && !manifest.polyfillFiles.includes(file));

/** The package (or src folder) a source path belongs to. */
function ownerOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = source.indexOf('src/');
  if (src >= 0) return source.slice(src).split('/').slice(0, 3).join('/');
  return source.replace(/^webpack:\/\/_N_E\//, '');
}

let total = 0;
for (const file of files) {
  const code = readFileSync(path.join(DIST, file), 'utf8');
  const gzip = gzipSync(code).length;
  total += gzip;
  const mapFile = path.join(DIST, `${file}.map`);
  console.log(`\n${file}  ${(gzip / 1000).toFixed(1)} kB gzip`);
  if (!existsSync(mapFile)) continue;
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  // Bytes of generated code per source: from each mapping to the next one on the same line.
  const lines = code.split('\n');
  const bytes = new Map();
  let previous = null;
  consumer.eachMapping((mapping) => {
    if (previous && previous.generatedLine === mapping.generatedLine) {
      const owner = previous.source ? ownerOf(previous.source) : '(webpack)';
      bytes.set(owner, (bytes.get(owner) ?? 0) + (mapping.generatedColumn - previous.generatedColumn));
    } else if (previous) {
      const owner = previous.source ? ownerOf(previous.source) : '(webpack)';
      bytes.set(owner, (bytes.get(owner) ?? 0) + ((lines[previous.generatedLine - 1]?.length ?? 0) - previous.generatedColumn));
    }
    previous = mapping;
  });
  const ratio = gzip / code.length;
  for (const [owner, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${((size * ratio) / 1000).toFixed(1).padStart(6)} kB  ${owner}`);
  }
}
console.log(`\n${route}: ${(total / 1000).toFixed(1)} kB gzip (without _buildManifest and _ssgManifest)`);
