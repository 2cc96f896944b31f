import { TITLE_LOOKUP, type Locale } from '@atelier/core';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiRequest, queryString } from '../../lib/api-client';

/** Whose form: an account's (`/user/forms/{id}`, with the token) or a public one (no token). */
export type TitleSource = 'user' | 'public';

type TitleRequest = (input: { source: TitleSource; id: string; locale: Locale | undefined; signal: AbortSignal }) => Promise<unknown>;

// Only the two places a title may be: the answer's `title`, else `form_schema.title`.
const titled = z.object({ title: z.string().optional(), form_schema: z.object({ title: z.string().optional() }).loose().optional() }).loose();

const titleOf = (answer: unknown): string => {
  const parsed = titled.safeParse(answer);
  if (!parsed.success) return '';
  return parsed.data.title || parsed.data.form_schema?.title || '';
};

// A public form's title comes in the asked language; an account's form answers in its own.
const requestForm: TitleRequest = ({ source, id, locale, signal }) =>
  apiRequest({
    path: source === 'user' ? `/user/forms/${id}` : `/forms/open/forms/${id}${queryString({ locale })}`,
    schema: titled,
    auth: source === 'user',
    signal,
  });

/**
 * SPEC §7-§9 title lookup: a form's title, given up after `timeoutMs`; at most `cacheSize`
 * titles are kept, the oldest evicted first. A failure (timeout, 404, network) is remembered as
 * an empty title and never thrown: a missing title must not break the page asking for it.
 */
export const createTitleLookup = ({
  request = requestForm,
  timeoutMs = TITLE_LOOKUP.timeoutMs,
  cacheSize = TITLE_LOOKUP.cacheSize,
}: { request?: TitleRequest; timeoutMs?: number; cacheSize?: number } = {}) => {
  // Promises, so that two pages asking at once share one request; insertion order is age.
  const cache = new Map<string, Promise<string>>();

  const fetchTitle = async (source: TitleSource, id: string, locale: Locale | undefined): Promise<string> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return titleOf(await request({ source, id, locale, signal: controller.signal }));
    } catch {
      return '';
    } finally {
      clearTimeout(timer);
    }
  };

  const keyOf = (source: TitleSource, id: string, locale?: Locale) => `${source}:${locale ?? ''}:${id}`;

  const lookup = (source: TitleSource, id: string, locale?: Locale): Promise<string> => {
    const key = keyOf(source, id, locale);
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = fetchTitle(source, id, locale);
    cache.set(key, pending);
    while (cache.size > cacheSize) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return pending;
  };

  return { lookup, size: () => cache.size, has: (source: TitleSource, id: string, locale?: Locale) => cache.has(keyOf(source, id, locale)) };
};

export const titleLookup = createTitleLookup();

/** The looked-up title ('' on failure), undefined while it is being fetched. */
export const useFormTitle = (source: TitleSource, id: string | undefined, locale?: Locale): string | undefined => {
  const [title, setTitle] = useState<{ key: string; value: string }>();
  const key = `${source}:${locale ?? ''}:${id ?? ''}`;
  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    void titleLookup.lookup(source, id, locale).then((value) => live && setTitle({ key, value }));
    return () => {
      live = false;
    };
  }, [source, id, locale, key]);
  return title?.key === key ? title.value : undefined;
};

/** Sets the browser tab's title while the page is shown ("<title> · Atelier"), then restores it. */
export const useTabTitle = (title: string | undefined, suffix: string): void => {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} · ${suffix}`;
    return () => {
      document.title = previous;
    };
  }, [title, suffix]);
};
