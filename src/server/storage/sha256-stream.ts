import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through stream that hashes what goes through it: a stored file's SHA-256, computed on the way. */
export function sha256PassThrough(): { stream: Transform; digest: () => string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}
