import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read the e-mails the API sends; `failNext(n)`
 * makes it refuse the next n messages with a temporary error (451), as a mail server that is struggling does.
 */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  let failures = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (failures > 0) {
        failures -= 1;
        refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Servidor ocupado, tente mais tarde'), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({ to: (parsed.to ?? []).map((address) => address.address ?? ''), subject: parsed.subject ?? '', text: parsed.text ?? '' });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext(count: number) {
      failures = count;
    },
    /** Messages refused so far by failNext. */
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
