// Bundles the API process (src/server/main.ts and what it imports from src/) into dist/server/main.mjs; npm packages
// load from node_modules, but for those named in scripts/lib/server-bundle.mjs.
import path from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions } from './lib/server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
await build({ ...serverBundleOptions(path.join(root, 'src/server/main.ts'), path.join(root, 'dist/server/main.mjs')), sourcemap: true });
console.log('API built: dist/server/main.mjs');
