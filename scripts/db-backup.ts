// One archive with the database (PostgreSQL: pg_dump's custom format; embedded PGlite: its folder's dump) and the
// attachments of UPLOAD_DIR (or of the S3 bucket, STORAGE=s3), each file's SHA-256 in its manifest:
//
//   npm run db:backup                      # DATA_DIR/backups/portal-backup-<banco>-<data>.tar
//   npm run db:backup -- --out /backups/   # or a file name
//
// Uses the same DATABASE_URL, DATA_DIR and UPLOAD_DIR as the server. On the embedded database stop the server first:
// it serves one process at a time. See the README, "Operators: backups".
import { loadConfig } from '../src/server/config';
import { backupFromCommandLine } from '../src/server/backup/command-line';

process.exitCode = await backupFromCommandLine(() => loadConfig(), process.argv.slice(2), { print: console.log, printError: console.error });
