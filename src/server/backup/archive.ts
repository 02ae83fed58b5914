import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BackupError } from './backup-error';

/**
 * The backup file is a plain POSIX tar (ustar, with pax records for long names and sizes past 8 GiB), written and
 * read here with Node's built-ins only: `tar tvf` lists it, and nothing is added to package.json for it. Every entry
 * is hashed (SHA-256) as it passes, so the manifest can be written last and checked on the way back.
 */
const BLOCK = 512;
const CHUNK = 1024 * 1024;
/** The largest size an ustar header holds (11 octal digits); a larger one goes in a pax record. */
const MAX_USTAR_SIZE = 8 ** 11 - 1;

export interface ArchivedFile {
  name: string;
  size: number;
  sha256: string;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(type === 'x' ? 0o644 : 0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(Math.min(size, MAX_USTAR_SIZE), 12), 124);
  block.write(octal(mtime, 12), 136);
  block.write(' '.repeat(8), 148);
  block.write(type, 156);
  block.write('ustar\0' + '00', 257, 'latin1');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'latin1');
  return block;
}

/** A pax record "<length> <key>=<value>\n", whose length counts its own digits. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export interface ArchiveWriter {
  /** Adds a file from disk, hashing it as it is copied; it must not change meanwhile (attachments never do). */
  addFile(name: string, source: string): Promise<ArchivedFile>;
  /**
   * Adds `size` bytes read from `source` chunk by chunk (an S3 object's GetObject body), hashing them on the way: the
   * tar header comes first, so the size must be known, and a source that gives more or fewer bytes fails the backup.
   */
  addStream(name: string, size: number, source: AsyncIterable<Uint8Array>, origin: string): Promise<ArchivedFile>;
  addBuffer(name: string, content: Buffer): Promise<ArchivedFile>;
  /** Ends the archive, flushes it to the disk and returns its size. */
  finish(): Promise<number>;
  /** Closes the file after a failure (the caller removes it). */
  abort(): Promise<void>;
}

export async function createArchiveWriter(file: string): Promise<ArchiveWriter> {
  // The fund's personal data: readable by the operator's user only.
  const handle = await open(file, 'wx', 0o600);
  let written = 0;
  const write = async (buffer: Buffer) => {
    if (buffer.length === 0) return;
    await handle.write(buffer);
    written += buffer.length;
  };
  const mtime = Math.floor(Date.now() / 1000);

  async function writeHeader(name: string, size: number) {
    const needsName = Buffer.byteLength(name) > 100;
    if (needsName || size > MAX_USTAR_SIZE) {
      const records = Buffer.from((needsName ? paxRecord('path', name) : '') + (size > MAX_USTAR_SIZE ? paxRecord('size', String(size)) : ''));
      await write(header('PaxHeader', records.length, 'x', mtime));
      await write(records);
      await write(padding(records.length));
    }
    await write(header(needsName ? name.slice(0, 100) : name, size, '0', mtime));
  }

  async function addStream(name: string, size: number, source: AsyncIterable<Uint8Array>, origin: string): Promise<ArchivedFile> {
    await writeHeader(name, size);
    const hash = createHash('sha256');
    let copied = 0;
    // One chunk at a time: the next is read only once this one is written (the source's own backpressure).
    for await (const chunk of source) {
      const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      copied += buffer.length;
      if (copied > size) break;
      hash.update(buffer);
      await write(buffer);
    }
    if (copied !== size) throw new BackupError(`${origin} mudou de tamanho durante o backup (${size} → ${copied} bytes). Rode o backup de novo.`);
    await write(padding(size));
    return { name, size, sha256: hash.digest('hex') };
  }

  return {
    async addFile(name, source) {
      const { size } = await stat(source);
      return addStream(name, size, createReadStream(source, { highWaterMark: CHUNK }), `O arquivo ${source}`);
    },
    addStream,
    async addBuffer(name, content) {
      await writeHeader(name, content.length);
      await write(content);
      await write(padding(content.length));
      return { name, size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2));
      await handle.sync();
      await handle.close();
      return written;
    },
    async abort() {
      await handle.close().catch(() => {});
    },
  };
}

const corrupt = (file: string, detail: string) => new BackupError(`O backup ${file} está corrompido ou incompleto (${detail}). Nada foi restaurado.`);

function readString(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, start: number, length: number, file: string): number {
  const text = readString(block, start, length).trim();
  if (!/^[0-7]*$/.test(text)) throw corrupt(file, 'cabeçalho ilegível');
  return text === '' ? 0 : parseInt(text, 8);
}

function parsePax(records: Buffer): Record<string, string> {
  const values: Record<string, string> = {};
  let offset = 0;
  while (offset < records.length) {
    const space = records.indexOf(0x20, offset);
    const length = Number(records.subarray(offset, space).toString('latin1'));
    if (space === -1 || !Number.isInteger(length) || length <= 0) break;
    const record = records.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    values[record.slice(0, equals)] = record.slice(equals + 1);
    offset += length;
  }
  return values;
}

/**
 * Reads every file of the archive, in order, into the path `destinationOf(name)` gives (which throws for a name it
 * does not expect), hashing each on the way; `null` hashes a file without writing it anywhere (an attachment that a
 * second pass, readArchiveEntries, sends to a bucket once the whole archive is checked). Refuses a header whose
 * checksum fails and an archive that ends early.
 */
export async function extractArchive(file: string, destinationOf: (name: string) => string | null): Promise<ArchivedFile[]> {
  const files: ArchivedFile[] = [];
  await walkArchive(file, async (name, size, handle, offset) => {
    const target = destinationOf(name);
    if (target !== null) await mkdir(path.dirname(target), { recursive: true });
    files.push({ name, size, sha256: await copyOut(handle, offset, size, target, file) });
  });
  return files;
}

/**
 * Gives each file of the archive that `wanted` picks to `consume` as a stream of its bytes (read from the archive
 * chunk by chunk, never whole), one after the other.
 */
export async function readArchiveEntries(file: string, wanted: (name: string) => boolean, consume: (name: string, size: number, content: Readable) => Promise<void>): Promise<void> {
  await walkArchive(file, async (name, size, _handle, offset) => {
    if (!wanted(name)) return;
    const content = size === 0 ? Readable.from([]) : createReadStream(file, { start: offset, end: offset + size - 1, highWaterMark: CHUNK });
    await consume(name, size, content);
  });
}

/** The archive's regular files in order, each as its name, size and offset in the open file; checks as it goes. */
async function walkArchive(file: string, onFile: (name: string, size: number, handle: FileHandle, offset: number) => Promise<void>): Promise<void> {
  const handle = await open(file, 'r');
  const { size: total } = await handle.stat();
  let offset = 0;
  let pax: Record<string, string> = {};
  const read = async (length: number): Promise<Buffer> => {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, offset);
    if (bytesRead !== length) throw corrupt(file, 'o arquivo termina no meio de uma entrada');
    offset += length;
    return buffer;
  };
  try {
    for (;;) {
      if (offset + BLOCK > total) throw corrupt(file, 'falta o fim do arquivo');
      const block = await read(BLOCK);
      if (block.every((byte) => byte === 0)) break;
      const expected = readOctal(block, 148, 8, file);
      let sum = 0;
      for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : block[index];
      if (sum !== expected) throw corrupt(file, `soma de verificação do cabeçalho no byte ${offset - BLOCK}`);
      const type = String.fromCharCode(block[156] || 0x30);
      const prefix = readString(block, 345, 155);
      const name = pax.path ?? (prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100));
      const size = pax.size ? Number(pax.size) : readOctal(block, 124, 12, file);
      pax = {};
      if (type === 'x') {
        pax = parsePax(await read(size));
        offset += padding(size).length;
      } else if (type === '0') {
        if (offset + size > total) throw corrupt(file, 'o arquivo termina no meio de uma entrada');
        await onFile(name, size, handle, offset);
        offset += size + padding(size).length;
      } else if (type === '5' || type === 'g') {
        offset += size + padding(size).length;
      } else {
        throw corrupt(file, `entrada de tipo inesperado em ${name}`);
      }
    }
  } finally {
    await handle.close();
  }
}

async function copyOut(source: FileHandle, start: number, size: number, target: string | null, file: string): Promise<string> {
  const hash = createHash('sha256');
  const output = target === null ? null : await open(target, 'wx');
  try {
    const buffer = Buffer.alloc(Math.min(CHUNK, Math.max(size, 1)));
    let done = 0;
    while (done < size) {
      const { bytesRead } = await source.read(buffer, 0, Math.min(buffer.length, size - done), start + done);
      if (bytesRead === 0) throw corrupt(file, `o conteúdo de ${target === null ? 'uma entrada' : path.basename(target)} termina antes do tamanho anunciado`);
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      await output?.write(chunk);
      done += bytesRead;
    }
  } finally {
    await output?.close();
  }
  return hash.digest('hex');
}
