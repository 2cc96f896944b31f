import type { CompanyLookupDto } from '@atelier/core';
import { AppError } from '../../errors.js';
import { companyFromAnaf } from './anaf-map.js';
import { anafAnswer, anafFoundItem, type AnafRequestItem } from './anaf-types.js';

export const ANAF_URL_DEFAULT = 'https://webservicesp.anaf.ro/api/PlatitorTvaRest/v9/tva';
/** ANAF's instructions for the synchronous service: at most 100 CUIs per request, one request per second. */
export const ANAF_BATCH_MAX = 100;
export const ANAF_INTERVAL_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AnafClient = {
  /** The company with this CUI (digits only), null when ANAF does not know it; AppError company_lookup_unavailable when ANAF does not answer. */
  lookup: (cui: string) => Promise<CompanyLookupDto | null>;
};

type Waiting = { cui: string; resolve: (value: CompanyLookupDto | null) => void; reject: (error: unknown) => void };

/**
 * ANAF's VAT-payer register. Lookups wait in one queue: each request to ANAF takes up to 100 of
 * them and requests leave at most one per second, so a burst of lookups (a dozen people typing
 * CUIs) becomes a few batched requests, never more than ANAF allows. Answers are kept a day
 * (VAT status changes take effect from a date, a day's staleness is what ANAF's own pages show);
 * concurrent lookups of one CUI share one answer. The cache and the pacing are per server process.
 */
export const createAnafClient = ({
  url,
  timeoutMs,
  now = () => new Date(),
  intervalMs = ANAF_INTERVAL_MS,
  cacheMs = DAY_MS,
}: {
  url: string;
  timeoutMs: number;
  now?: () => Date;
  intervalMs?: number;
  cacheMs?: number;
}): AnafClient => {
  const cache = new Map<string, { at: number; value: CompanyLookupDto | null }>();
  const inFlight = new Map<string, Promise<CompanyLookupDto | null>>();
  const queue: Waiting[] = [];
  let lastSent = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let sending = false;

  const day = () => now().toISOString().slice(0, 10);

  const send = async (batch: Waiting[]) => {
    const cuis = [...new Set(batch.map((w) => w.cui))];
    const body: AnafRequestItem[] = cuis.map((cui) => ({ cui: Number(cui), data: day() }));
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`ANAF answered ${response.status}`);
      const answer = anafAnswer.parse(await response.json());
      const found = new Map<string, CompanyLookupDto>();
      for (const raw of answer.found) {
        const item = anafFoundItem.safeParse(raw);
        if (item.success) found.set(String(item.data.date_generale.cui), companyFromAnaf(item.data));
      }
      const at = now().getTime();
      for (const cui of cuis) cache.set(cui, { at, value: found.get(cui) ?? null });
      for (const w of batch) w.resolve(found.get(w.cui) ?? null);
    } catch (error) {
      const failure = new AppError('company_lookup_unavailable', { message: `ANAF did not answer: ${error instanceof Error ? error.message : String(error)}` });
      for (const w of batch) w.reject(failure);
    }
  };

  const pump = () => {
    if (timer || sending || queue.length === 0) return;
    const wait = Math.max(0, lastSent + intervalMs - Date.now());
    timer = setTimeout(() => {
      timer = undefined;
      const batch: Waiting[] = [];
      const taken = new Set<string>();
      // Up to 100 different CUIs; a CUI asked twice rides along.
      while (queue.length > 0 && (taken.size < ANAF_BATCH_MAX || taken.has(queue[0]?.cui ?? ''))) {
        const next = queue.shift() as Waiting;
        taken.add(next.cui);
        batch.push(next);
      }
      lastSent = Date.now();
      sending = true;
      void send(batch).finally(() => {
        sending = false;
        pump();
      });
    }, wait);
    timer.unref?.();
  };

  const lookup = (cui: string): Promise<CompanyLookupDto | null> => {
    const cached = cache.get(cui);
    if (cached && now().getTime() - cached.at < cacheMs) return Promise.resolve(cached.value);
    const pending = inFlight.get(cui);
    if (pending) return pending;
    const promise = new Promise<CompanyLookupDto | null>((resolve, reject) => {
      queue.push({ cui, resolve, reject });
      pump();
    }).finally(() => inFlight.delete(cui));
    inFlight.set(cui, promise);
    return promise;
  };

  return { lookup };
};
