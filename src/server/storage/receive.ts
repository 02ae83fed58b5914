import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PassThrough, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { contentAgreesWithName, SNIFF_BYTES, UPLOAD_MESSAGES } from '@/domain/attachments-upload-rules';
import { HttpError } from '../http-error';
import type { IncomingFile, UploadStorage } from './upload-storage';

export interface ReceivedFile {
  /** Written and complete; `file.commit()` stores it and gives its key. */
  file: IncomingFile;
  size: number;
  sha256: string;
  /** The type sniffed from the content, never the one the client claimed. */
  mime: string;
}

/** Errors answered while the body is still arriving: the connection is closed so the client stops sending. */
export const CLOSE_CONNECTION = { Connection: 'close' };

/** The client went away before the end of its body; nobody is left to read an answer. */
export class ClientAbortError extends Error {
  constructor() {
    super('cliente interrompeu o envio');
    this.name = 'ClientAbortError';
  }
}

/** Counts, hashes and sniffs the bytes on their way to the temp file; refuses as soon as a limit or the type is wrong. */
function createInspector(fileName: string, maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let mime: string | null = null;
  async function checkType() {
    const detected = await fileTypeFromBuffer(Buffer.concat(head));
    if (!detected || !contentAgreesWithName(fileName, detected.mime)) throw new HttpError(415, UPLOAD_MESSAGES.contentMismatch, CLOSE_CONNECTION);
    mime = detected.mime;
    head = [];
  }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new HttpError(413, UPLOAD_MESSAGES.tooLarge, CLOSE_CONNECTION));
      hash.update(chunk);
      if (mime !== null) return callback(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) return callback(null, chunk);
      checkType().then(() => callback(null, chunk), callback);
    },
    flush(callback) {
      if (size === 0) return callback(new HttpError(400, UPLOAD_MESSAGES.empty));
      if (mime !== null) return callback();
      checkType().then(() => callback(), callback);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex'), mime: mime as string }) };
}

function whenClosed(stream: Writable): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

/**
 * Streams a request body into storage (a temp file, or the bucket's object), never holding more than a chunk (S3: a
 * part) in memory. On any failure (limit, type, client abort, disk or bucket error) nothing of it stays.
 */
export async function receiveFile(source: IncomingMessage, storage: UploadStorage, options: { fileName: string; maxBytes: number }): Promise<ReceivedFile> {
  const file = storage.createFile();
  const sink = file.stream;
  const inspector = createInspector(options.fileName, options.maxBytes);
  // The request feeds a proxy rather than the pipeline itself: a failed pipeline destroys its source, and
  // destroying the request would also destroy the socket the 413/415 answer has to go out on.
  const proxy = new PassThrough();
  const onAbort = () => {
    if (!source.complete) proxy.destroy(new ClientAbortError());
  };
  source.once('aborted', onAbort);
  source.once('close', onAbort);
  source.once('error', onAbort);
  source.pipe(proxy);
  try {
    await pipeline(proxy, inspector.stream, sink);
    return { file, ...inspector.result() };
  } catch (error) {
    source.unpipe(proxy);
    sink.destroy();
    // A write stream still opening its file would create it after an early unlink: wait for it to close first.
    await whenClosed(sink);
    await file.discard();
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') throw new HttpError(507, UPLOAD_MESSAGES.noSpace, CLOSE_CONNECTION);
    throw error;
  } finally {
    source.off('aborted', onAbort);
    source.off('close', onAbort);
    source.off('error', onAbort);
  }
}
