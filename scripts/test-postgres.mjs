// The API tests a second time, against a real PostgreSQL server that this script starts and stops.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';

const server = await startPostgres();
const cleanup = () => server.stop();
process.on('SIGINT', () => { cleanup(); process.exit(130); });
process.on('SIGTERM', () => { cleanup(); process.exit(143); });
let status = 1;
try {
  console.log(`PostgreSQL ready at ${server.url}`);
  const reporters = process.env.VITEST_JSON ? ['--reporter=default', '--reporter=json', `--outputFile.json=${process.env.VITEST_JSON}`] : [];
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...reporters], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: server.url } });
  status = result.status ?? 1;
} finally {
  cleanup();
}
process.exit(status);
