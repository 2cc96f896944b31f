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

/** The yearly price item of each add-on that includes an application. */
export const FORM_ADDON_PRICE: Readonly<Record<FormAddon, PriceItem>> = { registry_integration: 'registryIntegration', entry_sheet: 'entrySheet' };

/** Hours within which a custom offer is answered (SPEC §9). */
export const CUSTOM_OFFER_HOURS = 24;

export type Amount = { RON: string; EUR: string };

const amount = (ron: Decimal): Amount => ({ RON: toMoneyString(ron), EUR: toMoneyString(ron.div(RON_PER_EUR)) });

/** A price list amount in both currencies, e.g. eurOf(200) = "40.00" (fixed rate, SPEC §9). */
export const priceAmount = (ron: number): Amount => amount(new Decimal(ron));

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

export type AnnualPrice = {
  lines: AnnualPriceLine[];
  net: Amount;
  vatRate: number;
  vat: Amount;
  gross: Amount;
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
  const vat = roundHalfUp(net.times(VAT_RATE_PERCENT).div(100), 2);
  return { lines, net: amount(net), vatRate: VAT_RATE_PERCENT, vat: amount(vat), gross: amount(net.plus(vat)) };
};

export type SubscriptionPriceInput = AnnualPriceInput & {
  /** Charge the one-off logo addition (SPEC §9: 100 RON once, so only when the add-on is new to the account). */
  logoOneOff?: boolean;
};

export type SubscriptionPrice = AnnualPrice & {
  /** One-off items billed with this subscription (the logo addition). */
  oneOff: { item: 'logo'; total: Amount }[];
};

/**
 * What the admin records for one subscription period: the yearly price plus the one-off logo
 * addition when it is billed now. VAT 21% on the whole net, shown apart.
 */
export const subscriptionPrice = (input: SubscriptionPriceInput): SubscriptionPrice => {
  const yearly = annualPrice(input);
  if (!input.logoOneOff) return { ...yearly, oneOff: [] };
  const logo = new Decimal(PRICES.logo);
  const net = new Decimal(yearly.net.RON).plus(logo);
  const vat = roundHalfUp(net.times(VAT_RATE_PERCENT).div(100), 2);
  return { ...yearly, oneOff: [{ item: 'logo', total: amount(logo) }], net: amount(net), vat: amount(vat), gross: amount(net.plus(vat)) };
};
