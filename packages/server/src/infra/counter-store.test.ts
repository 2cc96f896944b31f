import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../test/redis.js';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './counter-store.js';

const redisUrl = testRedisUrl();

const behaves = (name: string, make: () => { store: CounterStore; advance: (ms: number) => Promise<void> }) => {
  describe(name, () => {
    const { store, advance } = make();
    afterAll(async () => store.close());
    const key = `test:${Math.random().toString(16).slice(2)}`;

    it('counts within a window, resets, and forgets after the window', async () => {
      expect(await store.get(key)).toBe(0);
      expect(await store.increment(key, 200)).toBe(1);
      expect(await store.increment(key, 200)).toBe(2);
      expect(await store.get(key)).toBe(2);
      await store.reset(key);
      expect(await store.get(key)).toBe(0);
      await store.increment(key, 200);
      await advance(250);
      expect(await store.get(key)).toBe(0);
    });
  });
};

let now = 0;
behaves('memory counter store', () => ({
  store: memoryCounterStore(() => now),
  advance: async (ms) => void (now += ms),
}));

describe.runIf(redisUrl)('redis counter store', () => {
  behaves('shared between instances', () => ({
    store: redisCounterStore(new Redis(redisUrl ?? '')),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));
});
