import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { isMissingObject, type BucketObjects } from './s3-objects';

/** Unfinished tus uploads in the bucket; attachment keys never start with a dot. */
const PREFIX = '.parciais/tus/';
/** The ids @tus/server makes (Uid.rand: hex): anything else in a URL is no upload of ours. */
const UPLOAD_ID = /^[0-9a-f]{16,64}$/;
const OFFSET_DIGITS = 15;

interface UploadInfo {
  id: string;
  size?: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
}

interface Chunk {
  key: string;
  offset: number;
  size: number;
}

export const infoKey = (id: string) => `${PREFIX}${id}.info`;
const chunkPrefix = (id: string) => `${PREFIX}${id}/`;
const chunkKey = (id: string, offset: number) => `${chunkPrefix(id)}${String(offset).padStart(OFFSET_DIGITS, '0')}`;

function checkId(id: string) {
  if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
}

/**
 * A tus datastore on any S3-compatible bucket, shared by every instance of the API. Each PATCH streams into one object
 * of its own, `.parciais/tus/<id>/<offset>`; the upload's description is `.parciais/tus/<id>.info`. The offset is the
 * length of the unbroken run of those objects from 0, so it needs nothing but PutObject, GetObject, ListObjectsV2 and
 * DeleteObject, and no lock or database row. A client that drops its connection keeps what arrived (the PATCH's
 * object is completed with it), as with the local folder's FileStore.
 *
 * Why not @tus/s3-store: it keeps the parts of a real multipart upload and reads the offset back with ListParts, which
 * S3-compatible test servers (s3rver) and some small servers lack; and a part cannot be read before the upload is
 * complete, which would put off the content check until the last byte.
 */
export class S3ResumableStore extends DataStore {
  constructor(
    private readonly objects: BucketObjects,
    private readonly expirationPeriodInMilliseconds: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  async create(upload: Upload): Promise<Upload> {
    checkId(upload.id);
    const info: UploadInfo = { id: upload.id, size: upload.size, metadata: upload.metadata, creation_date: upload.creation_date ?? new Date().toISOString() };
    await this.objects.put(infoKey(upload.id), JSON.stringify(info));
    upload.creation_date = info.creation_date;
    upload.storage = { type: 's3', path: chunkPrefix(upload.id), bucket: this.objects.bucket };
    return upload;
  }

  async write(readable: Readable, id: string, offset: number): Promise<number> {
    checkId(id);
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    const { stream } = this.objects.write(chunkKey(id, offset));
    try {
      await pipeline(readable, counter, stream);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    if (received === 0) await this.objects.remove([chunkKey(id, offset)]);
    return offset + received;
  }

  async getUpload(id: string): Promise<Upload> {
    const info = await this.readInfo(id);
    const chunks = await this.chunks(id);
    return new Upload({
      id,
      size: info.size,
      offset: chunks.reduce((sum, chunk) => sum + chunk.size, 0),
      metadata: info.metadata,
      creation_date: info.creation_date,
      storage: { type: 's3', path: chunkPrefix(id), bucket: this.objects.bucket },
    });
  }

  async remove(id: string): Promise<void> {
    await this.readInfo(id);
    await this.discard(id);
  }

  async declareUploadLength(): Promise<void> {
    // Upload-Length is required at creation (tus.ts), so the creation-defer-length extension is not offered.
    throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
  }

  getExpiration(): number {
    return this.expirationPeriodInMilliseconds;
  }

  /** Removes the uploads created more than the expiration period ago, and chunks left without a description as long. */
  async deleteExpired(): Promise<number> {
    if (this.expirationPeriodInMilliseconds <= 0) return 0;
    const limit = Date.now() - this.expirationPeriodInMilliseconds;
    const byId = new Map<string, { hasInfo: boolean; newest: number }>();
    for (const object of await this.objects.list(PREFIX)) {
      const rest = object.Key!.slice(PREFIX.length);
      const id = rest.endsWith('.info') ? rest.slice(0, -'.info'.length) : rest.split('/')[0];
      const entry = byId.get(id) ?? { hasInfo: false, newest: 0 };
      entry.hasInfo ||= rest.endsWith('.info');
      entry.newest = Math.max(entry.newest, object.LastModified?.getTime() ?? 0);
      byId.set(id, entry);
    }
    let removed = 0;
    for (const [id, entry] of byId) {
      const info = entry.hasInfo ? await this.readInfo(id).catch(() => null) : null;
      const created = info?.creation_date ? new Date(info.creation_date).getTime() : entry.newest;
      if (created >= limit) continue;
      await this.discard(id);
      removed += 1;
    }
    return removed;
  }

  /** The first `length` bytes received so far. */
  async readStart(id: string, length: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let collected = 0;
    for (const chunk of await this.chunks(id)) {
      if (collected >= length) break;
      const wanted = Math.min(chunk.size, length - collected);
      const body = await this.objects.read(chunk.key, `bytes=0-${wanted - 1}`);
      for await (const piece of body) {
        parts.push(piece as Buffer);
        collected += (piece as Buffer).length;
      }
    }
    return Buffer.concat(parts).subarray(0, length);
  }

  /** The received bytes in order, one object after the other (never more than a network read in memory). */
  async *content(id: string): AsyncGenerator<Buffer> {
    for (const chunk of await this.chunks(id)) {
      for await (const piece of await this.objects.read(chunk.key)) yield piece as Buffer;
    }
  }

  async discard(id: string): Promise<void> {
    checkId(id);
    const keys = (await this.objects.list(chunkPrefix(id))).map((object) => object.Key!);
    // The chunks first: an info object without chunks is an empty upload, chunks without one are swept as orphans.
    await this.objects.remove(keys);
    await this.objects.remove([infoKey(id)]);
  }

  private async readInfo(id: string): Promise<UploadInfo> {
    checkId(id);
    try {
      const body = await this.objects.read(infoKey(id));
      const parts: Buffer[] = [];
      for await (const piece of body) parts.push(piece as Buffer);
      return JSON.parse(Buffer.concat(parts).toString('utf8')) as UploadInfo;
    } catch (error) {
      if (isMissingObject(error)) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
  }

  /** The chunk objects that follow each other from offset 0 without a gap. */
  private async chunks(id: string): Promise<Chunk[]> {
    checkId(id);
    const found = (await this.objects.list(chunkPrefix(id)))
      .map((object) => ({ key: object.Key!, offset: Number(object.Key!.slice(chunkPrefix(id).length)), size: object.Size ?? 0 }))
      .filter((chunk) => Number.isSafeInteger(chunk.offset) && chunk.size > 0)
      .sort((a, b) => a.offset - b.offset);
    const run: Chunk[] = [];
    let next = 0;
    for (const chunk of found) {
      if (chunk.offset !== next) break;
      run.push(chunk);
      next += chunk.size;
    }
    return run;
  }
}
