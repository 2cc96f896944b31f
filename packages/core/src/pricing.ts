import type { FormAddon } from './forms/definition.js';
import { Decimal, roundHalfUp, toMoneyString } from './money/decimal.js';

/** SPEC §9 Prices: every amount the site shows or bills comes from here, in RON (the EUR twin is RON / 5). */
export const RON_PER_EUR = 5;
export const VAT_RATE_PERCENT = 21;

export const PRICES = {
  /** Per year. */
  firstApplication: 200,
  /** Per year, each application after the first (4 applications = 350 RON). */
  additionalApplication: 50,
  /** One-off, per change, capped per application. */
  customisationPerChange: 100,
  customisationCapPerApplication: 1000,
  /** One-off, per section of a new application. */
  newApplicationPerSection: 200,
  /** One-off, plus hosting per year; built in at most `fullCustomDays` days. */
  fullCustomMin: 800,
  fullCustomMax: 1400,
  fullCustomHostingPerYear: 200,
  fullCustomDays: 2,
  /** Per year. */
  registryIntegration: 50,
  /** Per year. */
  entrySheet: 50,
  /** One-off. */
  logo: 100,
  /** One-off, from the old deviz application. */
  dataImport: 100,
} as const;

export type PriceItem = keyof typeof PRICES;

/**
 * The items SPEC §9 quotes in EUR as well as RON (the others are quoted in RON only): wherever one
 * of these is shown, its EUR twin (`priceAmount(...).EUR`, RON / 5) is shown beside it.
 */
export const EUR_QUOTED_PRICES: readonly PriceItem[] = [
  'firstApplication',
  'additionalApplication',
  'customisationPerChange',
  'customisationCapPerApplication',
  'registryIntegration',
];

/** Whether SPEC §9 quotes this item in EUR too. */
export const isEurQuoted = (item: PriceItem): boolean => EUR_QUOTED_PRICES.includes(item);

/** The yearly price item of each add-on that includes an application. */
export const FORM_ADDON_PRICE: Readonly<Record<FormAddon, PriceItem>> = { registry_integration: 'registryIntegration', entry_sheet: 'entrySheet' };

/** Hours within which a custom offer is answered (SPEC §9). */
export const CUSTOM_OFFER_HOURS = 24;

export type Amount = { RON: string; EUR: string };

const amount = (ron: Decimal): Amount => ({ RON: toMoneyString(ron), EUR: toMoneyString(ron.div(RON_PER_EUR)) });

/** A price list amount (or a stored decimal string) in both currencies, e.g. 200 → EUR "40.00" (fixed rate, SPEC §9). */
export const priceAmount = (ron: number | string): Amount => amount(new Decimal(ron));

export type AnnualPriceInput = {
  /** Applications in the subscription (0 or more). */
  applications: number;
  registryIntegration?: boolean;
  entrySheet?: boolean;
  /** Full custom applications whose yearly hosting the subscription carries. */
  customApplications?: number;
};

export type AnnualPriceLine = {
  item: 'firstApplication' | 'additionalApplications' | 'registryIntegration' | 'entrySheet' | 'customHosting';
  quantity: number;
  /** Price of one, per year. */
  unit: Amount;
  total: Amount;
};

/** Net, VAT (21%, rounded half-up) and gross of an amount. */
export type PriceTotals = { net: Amount; vat: Amount; gross: Amount };

export type AnnualPrice = PriceTotals & {
  lines: AnnualPriceLine[];
  vatRate: number;
};

const totals = (net: Decimal): PriceTotals => {
  const vat = roundHalfUp(net.times(VAT_RATE_PERCENT).div(100), 2);
  return { net: amount(net), vat: amount(vat), gross: amount(net.plus(vat)) };
};

const MAX_COUNT = 10_000;

const count = (name: string, value: number | undefined): number => {
  const n = value ?? 0;
  if (!Number.isInteger(n) || n < 0 || n > MAX_COUNT) throw new RangeError(`${name} must be a whole number from 0 to ${MAX_COUNT} (got ${n})`);
  return n;
};

/**
 * The yearly subscription: 200 RON for the first application, 50 RON for each further one, plus
 * the yearly add-ons; VAT 21% on the net, shown apart. EUR amounts are the RON ones at the fixed
 * rate, so the EUR total is always RON total / 5. Decimal arithmetic throughout.
 */
export const annualPrice = (input: AnnualPriceInput): AnnualPrice => {
  const applications = count('applications', input.applications);
  const custom = count('customApplications', input.customApplications);
  const lines: AnnualPriceLine[] = [];
  const add = (item: AnnualPriceLine['item'], quantity: number, unitRon: number) => {
    if (quantity === 0) return;
    const unit = new Decimal(unitRon);
    lines.push({ item, quantity, unit: amount(unit), total: amount(unit.times(quantity)) });
  };
  add('firstApplication', Math.min(applications, 1), PRICES.firstApplication);
  add('additionalApplications', Math.max(applications - 1, 0), PRICES.additionalApplication);
  if (input.registryIntegration) add('registryIntegration', 1, PRICES.registryIntegration);
  if (input.entrySheet) add('entrySheet', 1, PRICES.entrySheet);
  add('customHosting', custom, PRICES.fullCustomHostingPerYear);

  const net = lines.reduce((sum, line) => sum.plus(line.total.RON), new Decimal(0));
  return { lines, vatRate: VAT_RATE_PERCENT, ...totals(net) };
};

export type SubscriptionPriceInput = AnnualPriceInput & {
  /** Charge the one-off logo addition (SPEC §9: 100 RON once, so only when the add-on is new to the account). */
  logoOneOff?: boolean;
};

export type OneOffPrice = PriceTotals & {
  /** One-off items billed with this period (the logo addition). */
  lines: { item: 'logo'; total: Amount }[];
};

/**
 * SPEC §9 lists yearly and one-off prices apart, and so does a period: `yearly` is what the
 * subscription costs per year (its lines, net, VAT, gross), `oneOff` what is billed once with this
 * period (the logo addition), `total` both together, billed for the period.
 */
export type SubscriptionPrice = {
  yearly: AnnualPrice;
  oneOff: OneOffPrice;
  total: PriceTotals;
  vatRate: number;
};

/** The sum of two amounts' totals, each already rounded: what the two parts add up to, to the ban. */
const sum = (a: PriceTotals, b: PriceTotals): PriceTotals => {
  const add = (x: Amount, y: Amount) => amount(new Decimal(x.RON).plus(y.RON));
  return { net: add(a.net, b.net), vat: add(a.vat, b.vat), gross: add(a.gross, b.gross) };
};

/** What the admin records for one subscription period: the yearly price and, apart, the one-off logo addition. */
export const subscriptionPrice = (input: SubscriptionPriceInput): SubscriptionPrice => {
  const yearly = annualPrice(input);
  const logo = input.logoOneOff ? new Decimal(PRICES.logo) : new Decimal(0);
  const oneOff: OneOffPrice = { lines: input.logoOneOff ? [{ item: 'logo', total: amount(logo) }] : [], ...totals(logo) };
  return { yearly, oneOff, total: sum(yearly, oneOff), vatRate: VAT_RATE_PERCENT };
};
