import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { calendarDay } from './common.js';

/**
 * The statistics calls (issue 7, SPEC §2/§7 Statistics; every figure is defined in
 * docs/statistics.md). Amounts are decimal strings with exactly two decimals, summed in the
 * database as `numeric`; a range without any counted document answers `empty: true`.
 */

const money = z.string().regex(/^-?\d+\.\d{2}$/).describe('decimal string with two decimals, e.g. "1207.11"');
const count = z.number().int().min(0);
const month = z.string().regex(/^\d{4}-\d{2}$/).describe('YYYY-MM');

export const statisticsRangeDto = z
  .object({ start_date: z.string().describe('first day counted, YYYY-MM-DD'), end_date: z.string().describe('last day counted, YYYY-MM-DD') })
  .describe('the range the figures cover (the defaults filled in)');
export type StatisticsRangeDto = z.infer<typeof statisticsRangeDto>;

/** A stored option value as the forms show it. */
const optionLabelText = z
  .string()
  .describe('the option label of the forms behind the records, in the asked language (labels that differ between forms joined by " / "), else the value as stored');

const base = {
  empty: z.boolean().describe('true when no document counts in the range: show "no statistics available", not the zeros'),
  range: statisticsRangeDto,
};

/** A ranked line (top parts, labour operations, services): how often it appears and its summed value. */
export const rankedLineDto = z.object({
  name: z.string().describe('the spelling used most often (grouped case- and space-insensitively)'),
  count: count.describe('lines with this name'),
  value: money.describe('summed line values'),
});
export type RankedLineDto = z.infer<typeof rankedLineDto>;
const topLines = z.object({ by_count: z.array(rankedLineDto), by_value: z.array(rankedLineDto) });

// --- GET /user/service-statistics --------------------------------------------------------------

export const serviceStatisticsQuery = z.object({
  start_date: calendarDay.optional().describe('first day (default: the first day of the month 11 months before end_date)'),
  end_date: calendarDay.optional().describe('last day (default: today)'),
});
export type ServiceStatisticsQuery = z.infer<typeof serviceStatisticsQuery>;

const clientTypeFigures = z.object({ documents: count, revenue: money });

export const serviceStatisticsResponse = z.object({
  ...base,
  documents: count.describe('estimates and service orders dated in the range'),
  revenue: money.describe('sum of their grand totals (total.grand)'),
  average_value: money.nullable().describe('revenue / documents having a grand total; null when none has'),
  client_types: z.object({
    individual: clientTypeFigures.describe('client.type "pf"'),
    corporate: clientTypeFigures.describe('client.type "pj"'),
    unspecified: clientTypeFigures.describe('no or another client.type'),
  }),
  service_days: z.object({
    average: z.number().nullable().describe('average days from service.entry_date to service.exit_date (2 decimals); null when no document has both'),
    documents: count.describe('documents having both dates (exit not before entry)'),
  }),
  top_makes: z.array(z.object({ name: z.string(), documents: count, revenue: money })).describe('vehicle.make, up to 10, most documents first'),
  top_reasons: z.array(z.object({ name: z.string(), documents: count })).describe('service.reason, up to 10'),
  monthly: z
    .array(z.object({ month, documents: count, revenue: money, average_value: money.nullable() }))
    .describe('every month of the range, oldest first, months without documents included'),
  parts_vs_labor: z.object({ parts: money.describe('sum of total.parts'), labor: money.describe('sum of total.labor') }),
  top_parts: topLines.describe('lines of the lines.parts array, up to 10 by count and 10 by value'),
  top_labor: topLines.describe('lines of the lines.labor array, up to 10 by count and 10 by value'),
});
export type ServiceStatisticsResponse = z.infer<typeof serviceStatisticsResponse>;

// --- GET /user/invoice-statistics --------------------------------------------------------------

const localeParameter = z.enum(LOCALES).optional().describe('language of the option labels (default: Accept-Language, else ro)');

export const invoiceStatisticsQuery = serviceStatisticsQuery.extend({ locale: localeParameter });
export type InvoiceStatisticsQuery = z.infer<typeof invoiceStatisticsQuery>;

export const invoiceStatisticsResponse = z.object({
  ...base,
  income: money.describe('sum of the invoices\' grand totals'),
  customers: count.describe('distinct customers (client.cui, else client.name) invoiced in the range'),
  invoices: count,
  average_invoice: money.nullable(),
  highest_invoice: money.nullable(),
  items_per_invoice: z.number().nullable().describe('average number of lines per invoice (2 decimals)'),
  by_status: z.array(
    z.object({ status: z.string().describe('invoice.status, "" when not set'), label: optionLabelText, invoices: count, income: money }),
  ),
  weekly: z
    .array(z.object({ week_start: z.string().describe('Monday, YYYY-MM-DD'), invoices: count, income: money }))
    .describe('every ISO week touching the range, oldest first'),
  monthly: z.array(z.object({ month, invoices: count, income: money })).describe('every month of the range, oldest first'),
  top_services: topLines.describe('invoice lines (lines.items, else lines.labor and lines.parts), up to 10 by count and by value'),
  top_clients: z.array(z.object({ name: z.string(), invoices: count, income: money })).describe('up to 10, highest income first'),
  retention: z.object({
    rate: z.number().nullable().describe('returning / previous_customers (0…1, 4 decimals); null when the previous period had no customers'),
    previous_customers: count.describe('customers of the previous period of equal length'),
    returning_customers: count.describe('of those, how many were invoiced again in this range'),
    previous_range: statisticsRangeDto,
  }),
});
export type InvoiceStatisticsResponse = z.infer<typeof invoiceStatisticsResponse>;

// --- GET /user/fleet/stats ---------------------------------------------------------------------

export const fleetStatsQuery = z.object({
  plate: z.string().trim().max(20).optional().describe('one car (compared without spaces and case)'),
  from_date: calendarDay.optional().describe('first day (default: 11 months before to_date, from the 1st)'),
  to_date: calendarDay.optional().describe('last day (default: today)'),
});
export type FleetStatsQuery = z.infer<typeof fleetStatsQuery>;

const yieldFigures = { income: money, expense: money, yield: money.describe('income − expense') };

export const fleetStatsResponse = z.object({
  ...base,
  plate: z.string().nullable().describe('the filter applied, if any'),
  totals: z.object({ records: count, ...yieldFigures }),
  monthly: z.array(z.object({ month, ...yieldFigures })).describe('every month of the range, oldest first'),
  cars: z.array(z.object({ plate: z.string().describe('letters and digits, upper case: "CJ07STR"'), records: count, ...yieldFigures })).describe('per car, highest yield first'),
  plates: z.array(z.string()).describe('every plate of the user\'s fleet records, whatever their date, as in cars (for the car filter), in alphabetical order'),
});
export type FleetStatsResponse = z.infer<typeof fleetStatsResponse>;

// --- GET /user/service/finance -----------------------------------------------------------------

export const financeQuery = z.object({
  from_date: calendarDay.optional().describe('first day (default: 11 months before to_date, from the 1st)'),
  to_date: calendarDay.optional().describe('last day (default: today)'),
  category: z.string().trim().max(100).optional().describe('one category (compared case-insensitively)'),
  locale: localeParameter,
});
export type FinanceQuery = z.infer<typeof financeQuery>;

export const financeResponse = z.object({
  ...base,
  category: z.string().nullable().describe('the filter applied, if any'),
  records: count,
  income: money,
  expenses: money,
  balance: money.describe('income − expenses'),
  by_category: z
    .array(z.object({ category: z.string().describe('"" when not set'), label: optionLabelText, records: count, income: money, expenses: money, balance: money }))
    .describe('highest turnover first'),
  categories: z
    .array(z.object({ value: z.string(), label: optionLabelText }))
    .describe('every category of the user\'s finance records, whatever their date (for the category filter), by label'),
});
export type FinanceResponse = z.infer<typeof financeResponse>;

// --- the date range --------------------------------------------------------------------------

/** Longest range a statistics call accepts: five years (a leap day included). */
export const MAX_STATISTICS_DAYS = 5 * 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (value: string) => new Date(`${value}T00:00:00.000Z`).getTime();
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The time zone whose calendar days the statistics count in (a document saved at 00:30 on the 1st is in that month). */
export const STATISTICS_TIME_ZONE = 'Europe/Bucharest';

const romanianDays = new Intl.DateTimeFormat('en-CA', { timeZone: STATISTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The day ("YYYY-MM-DD") an instant falls on in Romania. */
export const romanianDay = (at: Date): string => romanianDays.format(at);

export type RangeProblem = { path: string; message: string };

/**
 * The range a call covers: `end` defaults to today, `start` to the first day of the month eleven
 * months before `end` (twelve calendar months). Refuses a start after the end and a range over
 * MAX_STATISTICS_DAYS. `previous` is the period of equal length right before (for retention).
 */
export const resolveStatisticsRange = ({ start, end, today, names = ['start_date', 'end_date'] }: { start?: string | undefined; end?: string | undefined; today: string; names?: [string, string] }):
  | { ok: true; range: StatisticsRangeDto; previous: StatisticsRangeDto; days: number }
  | { ok: false; problems: RangeProblem[] } => {
  const last = end ?? today;
  const endDate = new Date(dayOf(last));
  const first = start ?? isoDay(Date.UTC(endDate.getUTCFullYear(), endDate.getUTCMonth() - 11, 1));
  const days = Math.round((dayOf(last) - dayOf(first)) / DAY_MS) + 1;
  if (days < 1) return { ok: false, problems: [{ path: names[0], message: `must not be after ${names[1]} (${last})` }] };
  if (days > MAX_STATISTICS_DAYS) return { ok: false, problems: [{ path: names[0], message: `the range may span at most ${MAX_STATISTICS_DAYS} days (got ${days})` }] };
  const previous = { start_date: isoDay(dayOf(first) - days * DAY_MS), end_date: isoDay(dayOf(first) - DAY_MS) };
  return { ok: true, range: { start_date: first, end_date: last }, previous, days };
};
