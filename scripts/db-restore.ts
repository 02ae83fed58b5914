// Puts a backup of `npm run db:backup` in the place of the database and attachments (folder or bucket) the server is configured with,
// after checking every file's SHA-256; a database or upload folder that holds data is replaced only with --force:
//
//   npm run db:restore -- /backups/portal-backup-postgres-20260101T020000Z.tar [--force]
//
// Stop the portal first. See the README, "Operators: backups".
import { loadConfig } from '../src/server/config';
import { restoreFromCommandLine } from '../src/server/backup/command-line';

process.exitCode = await restoreFromCommandLine(() => loadConfig(), process.argv.slice(2), { print: console.log, printError: console.error });
