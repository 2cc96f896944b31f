/**
 * The catalogue's categories, in the order the catalogue shows them. A definition's `category` is
 * one of these keys; the web translates them (catalog.categories.<key>).
 */
export const CATALOG_CATEGORIES = [
  'auto-service', // car, tyre and bodywork estimates
  'repairs', // motorcycle, bicycle, equipment and machinery repair, repair offers, labour quotes
  'construction', // construction, installation, electrical, renovation, general estimates
  'workshop', // vehicle entry sheet, service order, handover record, delivery-receipt report
  'commercial', // invoices, price quotes (also the Italian templates), rental contracts
  'trip-logs', // trip logs: standard, electric vehicle, custom
  'planning', // appointments, video-editing projects
  'records', // fleet records, income and expenses, service tags and reminders, registry integration
] as const;

export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

export const isCatalogCategory = (value: string): value is CatalogCategory => (CATALOG_CATEGORIES as readonly string[]).includes(value);

/** The groups the catalogue shows: every category, then 'other' for a key outside the list. */
export const DISPLAY_CATEGORIES = [...CATALOG_CATEGORIES, 'other'] as const;
export type DisplayCategory = (typeof DISPLAY_CATEGORIES)[number];

export const isDisplayCategory = (value: unknown): value is DisplayCategory =>
  typeof value === 'string' && (DISPLAY_CATEGORIES as readonly string[]).includes(value);

/** The group a definition's category key is shown under: itself when known, otherwise 'other' (never the raw key). */
export const categoryOf = (key: string): DisplayCategory => (isCatalogCategory(key) ? key : 'other');

/**
 * The trades of SPEC §1 a catalogue application serves (browse by trade). A definition lists one or
 * more in `trades`; the web translates them (catalog.trades.<key>).
 */
export const TRADES = [
  'auto', // car repair workshops, bodywork, car air-conditioning
  'tyres', // tyre shops (vulcanizare)
  'moto-bike', // motorcycle and bicycle services
  'transport', // transporters and fleet owners
  'construction', // contractors: construction, installation, electrical, renovation
  'gsm-pc', // phone, GSM and PC repair shops, electronics and appliances
  'tailoring', // tailors and alterations
  'freelance', // freelancers and creative services
  'farming', // farmers
  'general', // any small business
] as const;

export type Trade = (typeof TRADES)[number];

export const isTrade = (value: unknown): value is Trade => typeof value === 'string' && (TRADES as readonly string[]).includes(value);
