import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits. In memory for one process; in Redis when REDIS_URL is
 * set, so that several instances share the same counts.
 */
export type CounterStore = {
  get: (key: string) => Promise<number>;
  increment: (key: string, windowMs: number) => Promise<number>;
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

export const memoryCounterStore = (now: () => number = Date.now): CounterStore => {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    get: async (key) => live(key)?.count ?? 0,
    increment: async (key, windowMs) => {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      if (counters.size > 100_000) for (const k of counters.keys()) live(k);
      return entry.count;
    },
    reset: async (key) => {
      counters.delete(key);
    },
    close: async () => counters.clear(),
  };
};

export const redisCounterStore = (redis: Redis, prefix = 'atelier:count:'): CounterStore => ({
  get: async (key) => Number((await redis.get(prefix + key)) ?? 0),
  increment: async (key, windowMs) => {
    const [[, count] = [], ] = (await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').exec()) ?? [];
    return Number(count ?? 0);
  },
  reset: async (key) => {
    await redis.del(prefix + key);
  },
  close: async () => {
    await redis.quit();
  },
});
