import { DEFAULT_LOCALE, isLocale, type Locale } from '@atelier/core';
import type { FastifyRequest } from 'fastify';

/**
 * The language of an answer: `?locale=` when given, else the first of ro/en/it in
 * Accept-Language (by q-value), else ro.
 */
export const requestLocale = (request: FastifyRequest, explicit?: Locale): Locale => {
  if (explicit) return explicit;
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
};
