// `npm start`: builds when the sources changed since the last build, then runs the product in production mode.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceHash } from './lib/source-hash.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// The embedded default is the demo: it comes with the demo accounts unless SEED_DEMO=false.
if (!process.env.DATABASE_URL) process.env.SEED_DEMO ??= 'true';

const stampFile = path.join(root, '.next', 'portal-source-hash');
const serverBundle = path.join(root, 'dist', 'server', 'main.mjs');
const hash = sourceHash(root);
const built = existsSync(stampFile) && existsSync(serverBundle) && readFileSync(stampFile, 'utf8') === hash;
if (!built) {
  console.log('Building the portal (first start or sources changed)…');
  execSync('npm run build', { stdio: 'inherit', env: process.env });
  writeFileSync(stampFile, hash);
}
await import(pathToFileURL(serverBundle).href);
