// Apart from keys.ts: the operator's contact is on every page (the footer), and a module goes whole
// into the first page's chunk; the rest of the factory stays with the pages that use it.
export const SITE_ROOT = ['site'] as const;

export const operatorKey = () => [...SITE_ROOT, 'operator'] as const;
