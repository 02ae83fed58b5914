import type { Redis } from 'ioredis';
import type { createAdapter } from '@socket.io/redis-adapter';

/** Redis connections for scaling out: socket.io's pub/sub between instances, and the shared rate-limit store. */
export interface RedisConnections {
  publisher: Redis;
  subscriber: Redis;
  rateLimit: Redis;
  /** socket.io's adapter over publisher and subscriber: an event emitted on one instance reaches the others' sockets. */
  socketAdapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * ioredis and socket.io's Redis adapter are imported here, only by a process configured with REDIS_URL: a static
 * import would be hoisted into the bundled server (scripts/build-server.mjs) and loaded by every process.
 */
export async function connectRedis(url: string): Promise<RedisConnections> {
  const [{ Redis }, { createAdapter }] = await Promise.all([import('ioredis'), import('@socket.io/redis-adapter')]);
  const publisher = new Redis(url, { lazyConnect: false });
  const subscriber = publisher.duplicate();
  // Rate limiting must not hang requests when Redis is slow: fail fast.
  const rateLimit = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  return {
    publisher,
    subscriber,
    rateLimit,
    socketAdapter: createAdapter(publisher, subscriber),
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit(), rateLimit.quit()]);
    },
  };
}
