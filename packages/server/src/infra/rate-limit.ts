import { AppError } from '../errors.js';
import type { CounterStore } from './counter-store.js';

export type RateLimit = { limit: number; windowMs: number };

/**
 * A per-key budget over a fixed window, on the same counters as the login limiter (memory, or
 * Redis when REDIS_URL is set). Every call counts; past the limit it answers 429 `rate_limited`
 * with Retry-After (the whole window: the fixed-window store does not say how much is left).
 */
export const createRateLimiter = (counters: CounterStore, name: string, { limit, windowMs }: RateLimit) => ({
  hit: async (key: string): Promise<void> => {
    const count = await counters.increment(`${name}:${key}`, windowMs);
    if (count > limit) {
      throw new AppError('rate_limited', { headers: { 'retry-after': String(Math.ceil(windowMs / 1000)) } });
    }
  },
});

export type RateLimiter = ReturnType<typeof createRateLimiter>;
