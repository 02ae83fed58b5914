import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loggerOptions } from './logging';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import { storageFromConfig } from './storage/storage-from-config';
import { handleShutdownSignals } from './shutdown';

/** The process: config, database (migrated, demo data when empty and asked for), API + socket.io + Next on one port. */
async function main() {
  const config = loadConfig();
  // The request serializer redacts single-use tokens from logged URLs (logging.ts).
  const logger = loggerOptions(config);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite') });
  // The web (Next.js) is ready before the app is built: buildApp mounts it on every path outside /api and /socket.io.
  // Imported only when this process serves the web: an API-only process (API_ONLY=true) never loads Next.
  const web = config.apiOnly ? null : (await import('next')).default({ dev: !config.isProduction, dir: process.cwd(), hostname: 'localhost', port: config.port });
  await web?.prepare();
  const app = await buildApp({ config, database, logger, ...(web ? { web: web.getRequestHandler() } : {}) });
  if (config.seedDemo) {
    // The fund's documents and the candidates' photos go where the attachments are.
    const storage = await storageFromConfig(config);
    if (await seedDemo(database.db, new Date(), storage)) app.log.info('demo data created (demo-accounts.md)');
    storage.close();
  }

  if (web) {
    const upgrade = web.getUpgradeHandler();
    app.server.on('upgrade', (request, socket, head) => {
      if (!request.url?.startsWith('/socket.io')) void upgrade(request, socket, head);
    });
  }

  handleShutdownSignals(app, database, { timeoutMs: config.shutdownTimeoutSeconds * 1000 });

  await app.listen({ port: config.port, host: config.host });
  const attachments = config.s3 ? `bucket ${config.s3.bucket}${config.s3.endpoint ? ` em ${config.s3.endpoint}` : ''}` : config.uploadDir;
  app.log.info(`Portal pronto em http://localhost:${config.port} (banco: ${database.kind}; anexos: ${attachments})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
