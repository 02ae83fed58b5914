import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no API handler is running any more (or after `timeoutMs`). */
    waitForInflightRequests: (timeoutMs: number) => Promise<void>;
  }
}

const counted = new WeakSet<FastifyRequest>();

/**
 * Counts API handlers from preHandler until their answer is ready. On shutdown the server stops
 * accepting first, but a handler whose client already hung up may still be querying: the database
 * is closed only after these finish.
 */
export function registerInflightTracking(app: FastifyInstance) {
  let inflight = 0;
  let onIdle: (() => void) | null = null;
  const finish = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    inflight -= 1;
    if (inflight === 0) onIdle?.();
  };
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    counted.add(request);
    inflight += 1;
    // A hijacked reply (the tus uploads) never reaches onSend: its end is the raw response closing.
    reply.raw.once('close', () => finish(request));
  });
  app.addHook('onSend', async (request) => finish(request));
  app.decorate('waitForInflightRequests', (timeoutMs: number) => {
    if (inflight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs).unref();
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
