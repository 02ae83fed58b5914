// The API tests a second time as production runs them: on a real PostgreSQL server, with Redis for the
// scale-out tests (several instances). Both servers are started here and stopped at the end.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';
import { startRedis } from './lib/redis.mjs';

const postgres = await startPostgres();
const redis = await startRedis();
const cleanup = () => {
  redis.stop();
  postgres.stop();
};
process.on('SIGINT', () => { cleanup(); process.exit(130); });
process.on('SIGTERM', () => { cleanup(); process.exit(143); });
let status = 1;
try {
  console.log(`PostgreSQL at ${postgres.url}, Redis at ${redis.url}`);
  const reporters = process.env.VITEST_JSON ? ['--reporter=default', '--reporter=json', `--outputFile.json=${process.env.VITEST_JSON}`] : [];
  // Optional test files or name filters after the script (`node scripts/test-postgres.mjs tests/api/scale-out.test.ts`).
  const filters = process.argv.slice(2);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...reporters, ...filters], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url, TEST_REDIS_URL: redis.url },
  });
  status = result.status ?? 1;
} finally {
  cleanup();
}
process.exit(status);
