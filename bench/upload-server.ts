// The API process of bench/upload.mjs: buildApp on the database of DATABASE_URL (or PGlite in memory), listening on
// loopback. It samples its own RSS every 100 ms and answers the bench over IPC ('reset' → start a new peak, 'peak').
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed/demo';

const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null });
await seedDemo(database.db);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });

let peak = process.memoryUsage().rss;
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 100).unref();

process.on('message', (message) => {
  if (message === 'reset') peak = process.memoryUsage().rss;
  process.send?.({ rss: process.memoryUsage().rss, peak });
});
process.on('disconnect', () => {
  void app.close().then(() => database.close()).finally(() => process.exit(0));
});
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
