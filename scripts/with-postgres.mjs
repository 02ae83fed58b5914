// Runs a command with a throwaway PostgreSQL server (Debian's, installed when missing) and DATABASE_URL pointing at
// it, then stops and removes the server: `node scripts/with-postgres.mjs npx playwright test`. Exits with the
// command's status.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}
const postgres = await startPostgres();
process.on('SIGINT', () => { postgres.stop(); process.exit(130); });
process.on('SIGTERM', () => { postgres.stop(); process.exit(143); });
let status = 1;
try {
  console.log(`PostgreSQL at ${postgres.url}`);
  status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: postgres.url } }).status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
