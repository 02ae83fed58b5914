// Bundles the API process (src/server/main.ts and what it imports from src/) into dist/server/main.mjs;
// npm packages stay external and load from node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(root, 'dist/server/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '@': path.join(root, 'src') },
  sourcemap: true,
  logLevel: 'warning',
});
console.log('API built: dist/server/main.mjs');
