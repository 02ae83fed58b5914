import { createHash } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** An HTTP call on a real socket (streaming matters here: app.inject would buffer the body). */
export function rawRequest(url: string, options: { method: string; headers?: Record<string, string>; body?: Buffer | Readable }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method, headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json: () => JSON.parse(body.toString('utf8')) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    if (options.body instanceof Readable) options.body.pipe(request);
    else request.end(options.body);
  });
}

/** Sends headers and the first bytes, then drops the connection mid-body, as a client that goes away would. */
export function abortedRequest(url: string, options: { method: string; headers: Record<string, string>; firstBytes: Buffer }): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: options.method, headers: options.headers });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(options.firstBytes, () => setTimeout(() => request.destroy(), 200));
  });
}

/** The 24-byte `ftyp` box that makes a file an MP4 to any sniffer. */
export const MP4_HEADER = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const EXE_HEADER = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

export function pdfBytes(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const body = Buffer.alloc(size - head.length);
  for (let index = 0; index < body.length; index += 1) body[index] = (index * 31 + 7) % 251;
  return Buffer.concat([head, body]);
}

/**
 * An MP4 of `size` bytes generated as a stream (never one big Buffer): the ftyp box then zero-filled chunks.
 * `digest()` gives its SHA-256 once it has been read to the end.
 */
export function mp4Stream(size: number, chunkSize = 1024 * 1024) {
  const hash = createHash('sha256');
  const zeros = Buffer.alloc(chunkSize);
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return this.push(null);
      let chunk = sent === 0 ? Buffer.concat([MP4_HEADER, zeros.subarray(0, Math.min(chunkSize, size) - MP4_HEADER.length)]) : zeros.subarray(0, Math.min(chunkSize, size - sent));
      if (sent === 0 && size < MP4_HEADER.length) chunk = MP4_HEADER.subarray(0, size);
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

export function sha256(buffer: Buffer): string {
  return createHash('sha256').update(buffer).digest('hex');
}

export const tusMetadata = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Declares a body (Content-Length) but sends only its first bytes, then waits for the server's early answer. */
export function earlyAnswer(url: string, options: { headers: Record<string, string>; firstBytes: Buffer }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json: () => JSON.parse(body.toString('utf8')) });
      });
    });
    request.on('error', reject);
    request.write(options.firstBytes);
  });
}
