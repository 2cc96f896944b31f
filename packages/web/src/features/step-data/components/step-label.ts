import type { TFunction } from 'i18next';

const KNOWN_STEPS = ['company', 'client', 'vehicle', 'observations', 'labor', 'parts'] as const;
type KnownStep = (typeof KNOWN_STEPS)[number];

const isKnown = (step: string): step is KnownStep => (KNOWN_STEPS as readonly string[]).includes(step);

/** Step names are identifiers; the usual ones (SPEC §3) have a translated label. */
export const stepLabel = (t: TFunction, step: string): string => (isKnown(step) ? t(`data.steps.${step}`) : humanize(step));

/** `client_name` / `clientName` → "Client name". */
export const humanize = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
