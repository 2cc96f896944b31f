import type { CompanyLookupDto } from '@atelier/core';
import { AppError } from '../../errors.js';
import { companyFromAnaf } from './anaf-map.js';
import { localAnafPacer, memoryAnafCache, type AnafCache, type AnafPacer } from './anaf-store.js';
import { anafAnswer, anafFoundItem, type AnafRequestItem } from './anaf-types.js';

export const ANAF_URL_DEFAULT = 'https://webservicesp.anaf.ro/api/PlatitorTvaRest/v9/tva';
/** ANAF's instructions for the synchronous service: at most 100 CUIs per request, one request per second. */
export const ANAF_BATCH_MAX = 100;
export const ANAF_INTERVAL_MS = 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export type AnafClient = {
  /** The company with this CUI (digits only), null when ANAF does not know it; AppError company_lookup_unavailable when ANAF does not answer. */
  lookup: (cui: string) => Promise<CompanyLookupDto | null>;
};

type Waiting = { cui: string; resolve: (value: CompanyLookupDto | null) => void; reject: (error: unknown) => void };

/**
 * A request reaches ANAF some milliseconds after its turn was taken, and not always as fast as the
 * previous one: turns are this share of the interval further apart, so that two requests sent a
 * turn apart never arrive closer than the interval.
 */
const SLACK = 0.1;
/** The time between two turns of the pacer (shared or not) for requests `intervalMs` apart. */
export const anafTurnMs = (intervalMs: number): number => Math.round(intervalMs * (1 + SLACK));

/**
 * ANAF's VAT-payer register. Lookups wait in one queue: each request to ANAF takes up to 100 of
 * them and requests leave at most one per interval, so a burst of lookups (a dozen people typing
 * CUIs) becomes a few batched requests, never more than ANAF allows. Answers are kept a day
 * (VAT status changes take effect from a date, a day's staleness is what ANAF's own pages show);
 * concurrent lookups of one CUI share one answer. With the database's cache and a shared pacer
 * (app.ts: Redis or the database), both hold for every process and instance together: a request
 * leaves only on a turn no other process has, and a CUI one process fetched is answered from the
 * cache on all of them.
 */
export const createAnafClient = ({
  url,
  timeoutMs,
  now = () => new Date(),
  intervalMs = ANAF_INTERVAL_MS,
  cacheMs = DAY_MS,
  cache = memoryAnafCache({ now, cacheMs }),
  pacer = localAnafPacer(anafTurnMs(intervalMs)),
}: {
  url: string;
  timeoutMs: number;
  now?: () => Date;
  intervalMs?: number;
  cacheMs?: number;
  cache?: AnafCache;
  /** Whose turn it is to send; the client's own turns are `intervalMs` apart whatever the pacer says. */
  pacer?: AnafPacer;
}): AnafClient => {
  const inFlight = new Map<string, Promise<CompanyLookupDto | null>>();
  /** Lookups of this tick, checked against the cache in one read. */
  let checking: Waiting[] = [];
  const queue: Waiting[] = [];
  let lastSent = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let sending = false;
  /** How soon to ask for a turn again when another process has it. */
  const retryMs = Math.max(10, Math.round(intervalMs / 10));

  const day = () => now().toISOString().slice(0, 10);
  const unavailable = (error: unknown) => new AppError('company_lookup_unavailable', { message: `ANAF did not answer: ${error instanceof Error ? error.message : String(error)}` });

  /** Answers what the cache has (another process may have fetched it meanwhile); the rest stay waiting. */
  const answerCached = async (waiting: Waiting[]): Promise<Waiting[]> => {
    const cached = await cache.get([...new Set(waiting.map((w) => w.cui))]);
    const rest: Waiting[] = [];
    for (const w of waiting) {
      if (cached.has(w.cui)) w.resolve(cached.get(w.cui) ?? null);
      else rest.push(w);
    }
    return rest;
  };

  const send = async (batch: Waiting[]) => {
    const cuis = [...new Set(batch.map((w) => w.cui))];
    const asked = day();
    const body: AnafRequestItem[] = cuis.map((cui) => ({ cui: Number(cui), data: asked }));
    let found: Map<string, CompanyLookupDto>;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`ANAF answered ${response.status}`);
      const answer = anafAnswer.parse(await response.json());
      found = new Map();
      for (const raw of answer.found) {
        const item = anafFoundItem.safeParse(raw);
        if (item.success) found.set(String(item.data.date_generale.cui), companyFromAnaf(item.data));
      }
    } catch (error) {
      for (const w of batch) w.reject(unavailable(error));
      return;
    }
    for (const w of batch) w.resolve(found.get(w.cui) ?? null);
    // The answers are out; keeping them is for the next lookups (a failure only costs a request).
    await cache.put(new Map(cuis.map((cui) => [cui, found.get(cui) ?? null])), asked).catch(() => undefined);
  };

  const pump = () => {
    if (timer || sending || queue.length === 0) return;
    const wait = Math.max(0, lastSent + intervalMs - Date.now());
    timer = setTimeout(() => {
      sending = true;
      const batch: Waiting[] = [];
      void (async () => {
        if (intervalMs > 0 && !(await pacer.take())) return false;
        lastSent = Date.now();
        const taken = new Set<string>();
        // Up to 100 different CUIs; a CUI asked twice rides along.
        while (queue.length > 0 && (taken.size < ANAF_BATCH_MAX || taken.has(queue[0]?.cui ?? ''))) {
          const next = queue.shift() as Waiting;
          taken.add(next.cui);
          batch.push(next);
        }
        const missing = await answerCached(batch);
        if (missing.length > 0) await send(missing);
        return true;
      })()
        .catch((error: unknown) => {
          // The pacer or the cache failed (database or Redis down): the lookups waiting fail, typing goes on.
          for (const w of [...batch, ...queue.splice(0)]) w.reject(unavailable(error));
          return true;
        })
        .then((sent) => {
          sending = false;
          timer = undefined;
          if (sent) pump();
          else {
            timer = setTimeout(() => {
              timer = undefined;
              pump();
            }, retryMs);
            timer.unref?.();
          }
        });
    }, wait);
    timer.unref?.();
  };

  const check = () => {
    const waiting = checking;
    checking = [];
    answerCached(waiting).then(
      (rest) => {
        queue.push(...rest);
        pump();
      },
      (error: unknown) => {
        for (const w of waiting) w.reject(unavailable(error));
      },
    );
  };

  const lookup = (cui: string): Promise<CompanyLookupDto | null> => {
    const pending = inFlight.get(cui);
    if (pending) return pending;
    const promise = new Promise<CompanyLookupDto | null>((resolve, reject) => {
      if (checking.length === 0) setImmediate(check);
      checking.push({ cui, resolve, reject });
    }).finally(() => inFlight.delete(cui));
    inFlight.set(cui, promise);
    return promise;
  };

  return { lookup };
};
