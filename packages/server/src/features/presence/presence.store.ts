import { presenceEntry, type PresenceEntry } from '@atelier/core';
import type { Redis } from 'ioredis';

/**
 * Who is connected where, one entry per socket. In memory for one process; in Redis when
 * REDIS_URL is set, so that every instance lists the sockets of all the others.
 */
export type PresenceStore = {
  put: (entry: PresenceEntry) => Promise<void>;
  /** Keeps entries of live sockets from expiring (Redis only: memory entries live until removed). */
  touch: (ids: string[]) => Promise<void>;
  remove: (ids: string[]) => Promise<void>;
  /** Oldest connection first. */
  list: () => Promise<PresenceEntry[]>;
};

const parseEntry = (value: string | null): PresenceEntry[] => {
  if (!value) return [];
  try {
    const parsed = presenceEntry.safeParse(JSON.parse(value));
    return parsed.success ? [parsed.data] : [];
  } catch {
    return [];
  }
};

const byConnection = (a: PresenceEntry, b: PresenceEntry) => a.connected_at.localeCompare(b.connected_at) || a.id.localeCompare(b.id);

export const memoryPresenceStore = (): PresenceStore => {
  const entries = new Map<string, PresenceEntry>();
  return {
    put: async (entry) => void entries.set(entry.id, entry),
    touch: async () => undefined,
    remove: async (ids) => ids.forEach((id) => entries.delete(id)),
    list: async () => [...entries.values()].sort(byConnection),
  };
};

/**
 * One key per socket (JSON, expiring after `ttlMs`) plus a sorted set of socket ids scored by
 * expiry, so listing needs no SCAN. Entries of a crashed instance are no longer touched and
 * disappear after the TTL; their ids leave the index on the next list.
 */
export const redisPresenceStore = ({ redis, prefix, ttlMs }: { redis: Redis; prefix: string; ttlMs: number }): PresenceStore => {
  const index = `${prefix}presence`;
  const key = (id: string) => `${prefix}presence:${id}`;
  return {
    put: async (entry) => {
      await redis
        .multi()
        .set(key(entry.id), JSON.stringify(entry), 'PX', ttlMs)
        .zadd(index, Date.now() + ttlMs, entry.id)
        .exec();
    },
    touch: async (ids) => {
      if (ids.length === 0) return;
      const expiresAt = Date.now() + ttlMs;
      const batch = redis.multi();
      // XX: a socket that never sent an update has no entry yet and gets none here.
      for (const id of ids) batch.pexpire(key(id), ttlMs).zadd(index, 'XX', expiresAt, id);
      await batch.exec();
    },
    remove: async (ids) => {
      if (ids.length === 0) return;
      await redis
        .multi()
        .del(...ids.map(key))
        .zrem(index, ...ids)
        .exec();
    },
    list: async () => {
      await redis.zremrangebyscore(index, '-inf', Date.now());
      const ids = await redis.zrange(index, 0, -1);
      if (ids.length === 0) return [];
      const values = await redis.mget(...ids.map(key));
      return values.flatMap(parseEntry).sort(byConnection);
    },
  };
};
