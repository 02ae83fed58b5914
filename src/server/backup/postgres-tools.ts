import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './backup-error';
import { countAppliedMigrations } from './manifest';

/** Where Debian installs each PostgreSQL major's programs (postgresql-client-NN); the PATH is tried after them. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

export interface PostgresTool {
  path: string;
  major: number;
  version: string;
}

function versionOf(program: string): Promise<PostgresTool | null> {
  return new Promise((resolve) => {
    execFile(program, ['--version'], { encoding: 'utf8' }, (error, stdout) => {
      const match = /\(PostgreSQL\) (\d+)(?:\.(\d+))?/.exec(stdout ?? '');
      resolve(error || !match ? null : { path: program, major: Number(match[1]), version: `${match[1]}.${match[2] ?? 0}` });
    });
  });
}

/**
 * The newest pg_dump or pg_restore of this machine, refused when older than `minimumMajor`: pg_dump refuses a newer
 * server, and pg_restore cannot read a dump of a newer pg_dump.
 */
export async function findPostgresTool(name: 'pg_dump' | 'pg_restore', minimumMajor: number, reason: string): Promise<PostgresTool> {
  const majors = existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT) : [];
  const candidates = [...majors.map((major) => path.join(DEBIAN_ROOT, major, 'bin', name)).filter(existsSync), name];
  const found = (await Promise.all(candidates.map(versionOf))).filter((tool): tool is PostgresTool => tool !== null);
  found.sort((a, b) => b.major - a.major);
  const newest = found[0];
  const install = `instale o cliente do PostgreSQL ${minimumMajor} ou mais novo (Debian/Ubuntu: apt-get install postgresql-client-${minimumMajor})`;
  if (!newest) throw new BackupError(`${name} não foi encontrado nesta máquina: ${install}.`);
  if (newest.major < minimumMajor) throw new BackupError(`O ${name} mais novo desta máquina é o ${newest.version}, e ${reason} é ${minimumMajor}: ${install}.`);
  return newest;
}

/**
 * The connection for pg_dump and pg_restore: the URL without its password, which goes in PGPASSWORD so that it never
 * shows in the process list.
 */
function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function runPostgresTool(tool: PostgresTool, databaseUrl: string, args: string[]): Promise<void> {
  const { dbname, env } = connectionOf(databaseUrl);
  const child = spawn(tool.path, [...args, '--no-password', `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const errors = collectErrors(child);
  const code = await exitOf(child, tool.path);
  if (code !== 0) throw failed(`${path.basename(tool.path)} ${tool.version}`, code, errors());
}

function failed(tool: string, code: number | null, stderr: string) {
  return new BackupError(`${tool} falhou (código ${code}): ${stderr.trim() || 'sem mensagem'}`);
}

/** A program's standard error, its last 4 000 characters: what goes in the message when it fails. */
function collectErrors(child: ChildProcess): () => string {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  return () => stderr;
}

function exitOf(child: ChildProcess, name: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new BackupError(`Não foi possível executar ${name}: ${error.message}`)));
    child.on('close', (code) => resolve(code));
  });
}

/**
 * What a restore drops first, in its transaction: the dump's own schemas (the migrations', the job queue's) and its
 * tables in public, with CASCADE. pg_restore's --clean drops object by object, and PostgreSQL refuses to drop the
 * primary key of a partition on its own (pg-boss keeps a partition per queue), so --clean alone fails on a database
 * that holds the portal; dropped whole first, --clean's own statements find nothing and pass.
 */
export function dropStatementsFor(dumpList: string): string {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const statements: string[] = [];
  for (const line of dumpList.split('\n')) {
    const schema = /^\d+; \d+ \d+ SCHEMA - (\S+) \S+$/.exec(line);
    if (schema && schema[1] !== 'public') statements.push(`drop schema if exists ${quote(schema[1])} cascade;`);
    const table = /^\d+; \d+ \d+ TABLE public (\S+) \S+$/.exec(line);
    if (table) statements.push(`drop table if exists public.${quote(table[1])} cascade;`);
  }
  return statements.join('\n');
}

/**
 * pg_restore's SQL (--clean --if-exists --no-owner --no-privileges) streamed into psql with the drops above, all in
 * one transaction (psql --single-transaction, ON_ERROR_STOP): the target becomes the backup, or stays as it was.
 */
export async function restorePostgresDump(pgRestore: PostgresTool, databaseUrl: string, dumpFile: string): Promise<void> {
  const psql = path.isAbsolute(pgRestore.path) ? path.join(path.dirname(pgRestore.path), 'psql') : 'psql';
  const listing = spawn(pgRestore.path, ['--list', dumpFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let list = '';
  listing.stdout?.on('data', (chunk: Buffer) => {
    list += chunk.toString('utf8');
  });
  const listErrors = collectErrors(listing);
  const listed = await exitOf(listing, pgRestore.path);
  if (listed !== 0) throw failed(`pg_restore ${pgRestore.version} --list`, listed, listErrors());

  const { dbname, env } = connectionOf(databaseUrl);
  const script = spawn(pgRestore.path, ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file=-', dumpFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  const apply = spawn(
    psql,
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', '--no-password', `--dbname=${dbname}`, `--command=${dropStatementsFor(list) || 'select 1;'}`, '--file=-'],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  // psql stopping at an error closes its input; pg_restore then fails writing, which is not the error to tell.
  apply.stdin?.on('error', () => {});
  script.stdout?.pipe(apply.stdin!);
  const [scriptErrors, applyErrors] = [collectErrors(script), collectErrors(apply)];
  const [scripted, applied] = await Promise.all([exitOf(script, pgRestore.path), exitOf(apply, psql)]);
  if (applied !== 0) throw failed(`psql (pg_restore ${pgRestore.version})`, applied, applyErrors());
  if (scripted !== 0) throw failed(`pg_restore ${pgRestore.version}`, scripted, scriptErrors());
}

export interface PostgresTarget {
  major: number;
  version: string;
  database: string;
  /** Tables outside PostgreSQL's own schemas: the portal's, the job queue's, anything else. */
  tables: number;
  /** Sessions on this database other than ours (a portal instance, a console). */
  otherSessions: number;
  migrations: number;
}

/** What a database holds and who is connected to it, read before a backup or a restore. */
export async function inspectPostgres(databaseUrl: string): Promise<PostgresTarget> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Não foi possível conectar ao PostgreSQL de DATABASE_URL (${(error as Error).message}).`);
  }
  try {
    const { rows } = await client.query<{ version_num: string; version: string; database: string; tables: number; sessions: number }>(
      `select current_setting('server_version_num') as version_num, current_setting('server_version') as version, current_database() as database,
        (select count(*)::int from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')) as tables,
        (select count(*)::int from pg_catalog.pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) as sessions`,
    );
    const [row] = rows;
    return {
      major: Math.floor(Number(row.version_num) / 10_000),
      version: row.version.split(' ')[0],
      database: row.database,
      tables: row.tables,
      otherSessions: row.sessions,
      migrations: await countAppliedMigrations((text) => client.query(text)),
    };
  } finally {
    await client.end();
  }
}
