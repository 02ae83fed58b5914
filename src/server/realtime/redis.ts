import { Redis } from 'ioredis';

/** Redis connections for scaling out: socket.io's pub/sub between instances, and the shared rate-limit store. */
export interface RedisConnections {
  publisher: Redis;
  subscriber: Redis;
  rateLimit: Redis;
  close(): Promise<void>;
}

export function connectRedis(url: string): RedisConnections {
  const publisher = new Redis(url, { lazyConnect: false });
  const subscriber = publisher.duplicate();
  // Rate limiting must not hang requests when Redis is slow: fail fast.
  const rateLimit = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  return {
    publisher,
    subscriber,
    rateLimit,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit(), rateLimit.quit()]);
    },
  };
}
