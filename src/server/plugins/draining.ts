import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../http-error';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors';

/** The instance's way out (src/server/shutdown.ts): what a request sees of it, and what the shutdown waits for. */
export interface Draining {
  /** True from the moment the instance begins to shut down: the readiness probe answers 503. */
  isDraining(): boolean;
  /**
   * Stops taking requests: a request that still arrives on an open connection is answered 503 with Retry-After and
   * `Connection: close` (a client or load balancer sends it elsewhere); each one in flight closes its connection
   * after its answer.
   */
  begin(): void;
  /** How many HTTP requests are being answered now. */
  inflightCount(): number;
  /** Resolves true once no request is in flight, false when `timeoutMs` passes first. */
  waitForInflight(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/** The probes answer while draining: the load balancer must read "not ready", the orchestrator "still alive". */
const isProbe = (url: string) => url === '/api/saude' || url.startsWith('/api/saude/');

/**
 * Counts every request from its arrival (onRequest, before authentication and body parsing) until its response closes:
 * also the replies Fastify hands over (tus uploads, the web), whose end is the raw response closing. socket.io's own
 * requests never reach Fastify; the shutdown closes their transports itself.
 */
export function registerDraining(app: FastifyInstance): Draining {
  const inflight = new Set<ServerResponse>();
  let isDraining = false;
  let onIdle: (() => void) | null = null;

  const finish = (response: ServerResponse) => {
    inflight.delete(response);
    if (!isDraining) return;
    // Its connection closes after the answer (Connection: close); one whose headers were already out stays open idle.
    setImmediate(() => app.server.closeIdleConnections());
    if (inflight.size === 0) onIdle?.();
  };

  // Synchronous (done-style), as it runs on every request. A reply sent from an onRequest hook ends the chain without done().
  app.addHook('onRequest', (request, reply, done) => {
    if (isDraining) {
      reply.raw.setHeader('connection', 'close');
      if (!isProbe(request.url)) {
        reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ message: MESSAGES.unavailable });
        return;
      }
    }
    const response = reply.raw;
    inflight.add(response);
    response.once('close', () => finish(response));
    done();
  });

  const draining: Draining = {
    isDraining: () => isDraining,
    begin() {
      if (isDraining) return;
      isDraining = true;
      // Keep-alive would hold the client on this instance; after this answer it opens a connection elsewhere.
      for (const response of inflight) if (!response.headersSent) response.setHeader('connection', 'close');
    },
    inflightCount: () => inflight.size,
    waitForInflight(timeoutMs) {
      if (inflight.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
  };
  app.decorate('draining', draining);
  return draining;
}
