import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Config } from '../config';
import { createBackup } from './backup';
import { BackupError } from './backup-error';
import { restoreBackup } from './restore';

export interface CommandLineIo {
  print: (text: string) => void;
  printError: (text: string) => void;
}

const BACKUP_USAGE = 'Uso: npm run db:backup -- [--out <arquivo.tar ou pasta/>]';
const RESTORE_USAGE = 'Uso: npm run db:restore -- <arquivo.tar> [--force]';

class ConfigError extends Error {}

function configOf(readConfig: () => Config): Config {
  try {
    return readConfig();
  } catch (error) {
    throw new ConfigError(`Configuração inválida: ${(error as Error).message}`);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;

/**
 * A refusal is told as it is (exit 1), and so is a configuration error (config.ts says what is wrong, in Portuguese);
 * anything unexpected comes with its stack for whoever investigates.
 */
function failure(error: unknown, io: CommandLineIo): number {
  if (error instanceof BackupError || error instanceof ConfigError) io.printError(error.message);
  else io.printError(`Erro inesperado: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return 1;
}

function parse(argv: string[], options: ParseArgsConfig['options'], usage: string, io: CommandLineIo): { values: Record<string, unknown>; positionals: string[] } | null {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch {
    io.printError(`Opção inválida em: ${argv.join(' ')}\n${usage}`);
    return null;
  }
}

/** `npm run db:backup`: answers the process's exit code (0 written, 1 refused or failed, 2 wrong arguments). */
export async function backupFromCommandLine(readConfig: () => Config, argv: string[], io: CommandLineIo): Promise<number> {
  const args = parse(argv, { out: { type: 'string' } }, BACKUP_USAGE, io);
  if (!args || args.positionals.length > 0) {
    if (args) io.printError(BACKUP_USAGE);
    return 2;
  }
  try {
    const result = await createBackup(configOf(readConfig), { out: args.values.out as string | undefined });
    io.print(
      `Backup gravado em ${result.file}\n` +
        `  ${megabytes(result.bytes)}: banco ${result.database.kind} (${megabytes(result.database.bytes)}, ${result.migrations} migrações) ` +
        `e ${result.uploads.count} anexos (${megabytes(result.uploads.bytes)}, ${result.uploads.from}), em ${seconds(result.durationMs)}.`,
    );
    return 0;
  } catch (error) {
    return failure(error, io);
  }
}

/** `npm run db:restore -- <arquivo> [--force]`: answers the process's exit code, as the backup does. */
export async function restoreFromCommandLine(readConfig: () => Config, argv: string[], io: CommandLineIo): Promise<number> {
  const args = parse(argv, { force: { type: 'boolean' } }, RESTORE_USAGE, io);
  if (!args || args.positionals.length !== 1) {
    if (args) io.printError(`Informe um arquivo de backup.\n${RESTORE_USAGE}`);
    return 2;
  }
  try {
    const result = await restoreBackup(configOf(readConfig), args.positionals[0], { force: args.values.force === true });
    const { manifest } = result;
    io.print(
      `Backup de ${manifest.createdAt} (versão ${manifest.appVersion}, ${manifest.migrations} migrações) restaurado em ${seconds(result.durationMs)}: ` +
        `banco ${manifest.database} e ${result.uploads} anexos (${result.from} → ${result.into}), SHA-256 conferidos. ` +
        'Inicie o portal: as migrações desta versão são aplicadas ao iniciar.',
    );
    return 0;
  } catch (error) {
    return failure(error, io);
  }
}
