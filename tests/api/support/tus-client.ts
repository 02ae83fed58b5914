import { bearer } from '../helpers';
import { abortedRequest, rawRequest, tusMetadata, type RawResponse } from '../upload-client';

/**
 * A tus 1.0 client for /api/anexos/tus on a listening app, shared by the attachments tests of both drivers (local
 * folder and S3): create, PATCH, HEAD and DELETE with a session, a PATCH whose connection drops halfway, and waiting
 * for the offset the server kept of it. `apiUrl` is read at each call (the app listens in beforeAll).
 */
export function tusClient(apiUrl: () => string) {
  type Account = { token: string };
  const headers = (account: Account, extra: Record<string, string> = {}) => ({ ...bearer(account.token), 'tus-resumable': '1.0.0', ...extra });
  /** Locations are absolute paths (/api/anexos/tus/<id>): the server's origin goes before them. */
  const at = (location: string) => `${apiUrl().replace(/\/api$/, '')}${location}`;
  const patchHeaders = (account: Account, offset: number, extra: Record<string, string> = {}) =>
    headers(account, { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), ...extra });

  return {
    headers,
    create: (account: Account, size: number, metadata: Record<string, string>): Promise<RawResponse> =>
      rawRequest(`${apiUrl()}/anexos/tus`, { method: 'POST', headers: headers(account, { 'upload-length': String(size), 'upload-metadata': tusMetadata(metadata) }) }),
    patch: (account: Account, location: string, offset: number, chunk: Buffer): Promise<RawResponse> =>
      rawRequest(at(location), { method: 'PATCH', headers: patchHeaders(account, offset), body: chunk }),
    head: (account: Account, location: string): Promise<RawResponse> => rawRequest(at(location), { method: 'HEAD', headers: headers(account) }),
    remove: (account: Account, location: string): Promise<RawResponse> => rawRequest(at(location), { method: 'DELETE', headers: headers(account) }),
    /** A PATCH announcing all of `rest` that sends its first `sentBytes` and drops the connection, as a lost network would. */
    dropMidPatch: (account: Account, location: string, offset: number, rest: Buffer, sentBytes: number): Promise<void> =>
      abortedRequest(at(location), { method: 'PATCH', headers: patchHeaders(account, offset, { 'content-length': String(rest.length) }), firstBytes: rest.subarray(0, sentBytes) }),
    /** Polls HEAD until the upload's offset passes `isEnough` (the server may still be writing a dropped PATCH's bytes). */
    async waitForOffset(account: Account, location: string, isEnough: (offset: number) => boolean, timeoutMs = 5_000): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const head = await rawRequest(at(location), { method: 'HEAD', headers: headers(account) });
        const offset = Number(head.headers['upload-offset']);
        if (head.status === 200 && isEnough(offset)) return offset;
        if (Date.now() > deadline) throw new Error(`o offset do envio tus não chegou ao esperado a tempo (último: ${offset}, HTTP ${head.status})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
