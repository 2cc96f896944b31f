/**
 * Which tags a document's text names: tag names and aliases against the labour and parts lines and
 * the reason, case- and diacritics-insensitive, whole words only ("ulei" is in "Schimb ulei motor",
 * not in "uleiere"; "schimb ulei" needs both words in that order).
 */

/** Lower case, no diacritics (ș ş → s, ț ţ → t, ă â → a, î → i), words separated by one space. */
export const foldWords = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

export type MatchableTag = { id: string; name: string; aliases: string };

/** The phrases a tag matches: its name and each comma-separated alias, folded. */
export const tagPhrases = (tag: Pick<MatchableTag, 'name' | 'aliases'>): string[] =>
  [...new Set([tag.name, ...tag.aliases.split(',')].map(foldWords).filter(Boolean))];

export type TagMatcher = (text: string) => string[];

/** A matcher for a business's tags: answers the ids of the tags whose phrases occur in `text`. */
export const tagMatcher = (tags: readonly MatchableTag[]): TagMatcher => {
  const phrases = tags.map((tag) => ({ id: tag.id, phrases: tagPhrases(tag).map((p) => ` ${p} `) }));
  return (text) => {
    const words = ` ${foldWords(text)} `;
    if (words.length <= 2) return [];
    return phrases.filter((tag) => tag.phrases.some((p) => words.includes(p))).map((tag) => tag.id);
  };
};

/** The roles read for matching (DESIGN.md field roles). */
export const MATCHED_ROLES = ['lines.labor', 'lines.parts', 'service.reason'] as const;

export const matchedText = (facts: Record<string, string | undefined>): string => MATCHED_ROLES.map((role) => facts[role] ?? '').join(' \n ');

/** Plate (upper case, letters and digits only), else VIN; undefined when the document names neither. */
export const vehicleKey = (facts: Record<string, string | undefined>): string | undefined => {
  const plate = (facts['vehicle.plate'] ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (plate) return plate;
  const vin = (facts['vehicle.vin'] ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return vin || undefined;
};

const DAY = /^(\d{4}-\d{2}-\d{2})/;

/** The service's date: exit, else document date, else entry date (YYYY-MM-DD), else the day it was saved. */
export const serviceDate = (facts: Record<string, string | undefined>, createdAt: Date): string => {
  for (const role of ['service.exit_date', 'document.date', 'service.entry_date']) {
    const day = DAY.exec(facts[role] ?? '')?.[1];
    if (day && !Number.isNaN(Date.parse(day))) return day;
  }
  return createdAt.toISOString().slice(0, 10);
};
