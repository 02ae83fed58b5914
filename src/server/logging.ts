import type { FastifyRequest } from 'fastify';

/**
 * The logger's options. Single-use tokens travel in query strings (the re-registration link `?token=…`, its GET
 * routes and the proof upload): the request serializer writes the URL with every `token` parameter — and a path
 * segment after `/token/` — replaced, so no log line can be replayed as the link.
 */

export const REDACTED = '[removido]';

const SECRET_PARAMS = /^(token|access_token|refresh_token)$/i;

/** The URL as it may be logged: the path and query kept, secret parameters' values replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = rawPath.replace(/(\/token\/)[^/?#]+/gi, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // an undecodable name is compared as sent
      }
      return SECRET_PARAMS.test(name.trim()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** What a request log line carries: Fastify's default fields, the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(config: { isProduction: boolean; logLevel: string }) {
  const serializers = { req: serializeRequest };
  return config.isProduction
    ? { level: config.logLevel, serializers }
    : { level: config.logLevel, serializers, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
}
