// Sets up (or replaces) an administrator's second factor from the server's terminal, with their phone at hand:
//
//   npm run admin:totp -- 111.444.777-35
//
// Uses the same DATABASE_URL (or DATA_DIR) and TOTP_ENCRYPTION_KEY as the server. On the embedded database (PGlite)
// stop the server first: it serves one process at a time. See the README, "Verificação em duas etapas".
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { enrolFromCommandLine } from '../src/server/modules/second-factor/command-line';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite') });
const terminal = createInterface({ input: process.stdin, output: process.stdout });
try {
  process.exitCode = await enrolFromCommandLine(database.db, config, process.argv[2], {
    ask: (question) => terminal.question(question),
    print: (text) => console.log(text),
  });
} finally {
  terminal.close();
  await database.close();
}
