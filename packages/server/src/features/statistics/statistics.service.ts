import type { Kysely } from 'kysely';
import {
  resolveStatisticsRange,
  roleOptions,
  romanianDay,
  type FinanceQuery,
  type FinanceResponse,
  type FleetStatsQuery,
  type FleetStatsResponse,
  type InvoiceStatisticsQuery,
  foldForSearch,
  type FieldRole,
  type InvoiceStatisticsResponse,
  type Locale,
  type RankedLineDto,
  type ServiceStatisticsQuery,
  type ServiceStatisticsResponse,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { FormsService } from '../forms/index.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import * as stats from './statistics.repo.js';
import { fillSeries, monthsOf, weeksOf } from './series.js';

type Lines = Awaited<ReturnType<typeof stats.topLines>>;

/** The 10 most frequent and the 10 highest valued lines of one kind (all of them when merged by the database). */
const ranked = (lines: Lines, kind?: string) => {
  const of = kind === undefined ? lines : lines.filter((l) => l.line === kind);
  const dto = (l: Lines[number]): RankedLineDto => ({ name: l.name, count: l.count, value: l.value });
  return {
    by_count: of.filter((l) => l.by_count <= 10).sort((a, b) => a.by_count - b.by_count).map(dto),
    by_value: of.filter((l) => l.by_value <= 10).sort((a, b) => a.by_value - b.by_value).map(dto),
  };
};

const ZERO = '0.00';
const INVOICE_LINES = ['line:items', 'line:labor', 'line:parts'];

/** A stored option value's label: its option labels (joined when the forms differ), else the value itself. */
const labelOf = (labels: Map<string, string[]>, value: string) => labels.get(foldForSearch(value))?.join(' / ') || value;

export const createStatisticsService = ({ db, forms, now }: { db: Kysely<Database>; forms: Pick<FormsService, 'definitionOf'>; now: () => Date }) => {
  /** The range asked for (defaults filled in), or 400 with the offending parameter. */
  const rangeOf = (start: string | undefined, end: string | undefined, names: [string, string]) => {
    const result = resolveStatisticsRange({ start, end, today: romanianDay(now()), names });
    if (!result.ok) throw new AppError('validation_error', { message: 'The date range is not valid', details: result.problems });
    return result;
  };

  /** Folded option value (as the statistics keys are: no case, no diacritics) of `role` → its labels in `locale`, from the forms behind the user's records of `grp`. */
  const optionLabels = async ({ businessId, grp, role, locale }: { businessId: string; grp: stats.StatsRange['grp']; role: FieldRole; locale: Locale }) => {
    const labels = new Map<string, string[]>();
    for (const form of await stats.formsOf(db, businessId, grp)) {
      for (const option of roleOptions(await forms.definitionOf(form.form_id, form.version), role, locale)) {
        const known = labels.get(foldForSearch(option.value)) ?? [];
        if (!known.includes(option.label)) labels.set(foldForSearch(option.value), [...known, option.label]);
      }
    }
    return labels;
  };

  const service = async ({ businessId }: RequestScope, q: ServiceStatisticsQuery): Promise<ServiceStatisticsResponse> => {
    const { range } = rangeOf(q.start_date, q.end_date, ['start_date', 'end_date']);
    const span: stats.StatsRange = { businessId, grp: 'service', from: range.start_date, to: range.end_date };
    const [summary, monthly, makes, reasons, lines] = await Promise.all([
      stats.serviceSummary(db, span),
      stats.monthlyTotals(db, span),
      stats.valueTotals(db, span, 'make'),
      stats.valueTotals(db, span, 'reason'),
      stats.topLines(db, span, ['line:parts', 'line:labor']),
    ]);
    const empty = summary.documents === 0;
    return {
      empty,
      range,
      documents: summary.documents,
      revenue: summary.revenue,
      average_value: summary.average_value,
      client_types: {
        individual: { documents: summary.pf_documents, revenue: summary.pf_revenue },
        corporate: { documents: summary.pj_documents, revenue: summary.pj_revenue },
        unspecified: { documents: summary.other_documents, revenue: summary.other_revenue },
      },
      service_days: { average: summary.service_days_average, documents: summary.service_days_documents },
      top_makes: makes.map((m) => ({ name: m.name, documents: m.documents, revenue: m.amount })),
      top_reasons: reasons.map((r) => ({ name: r.name, documents: r.documents })),
      monthly: empty
        ? []
        : fillSeries(monthsOf(range), monthly, (r) => r.month, (month, r) => ({
            month,
            documents: r?.documents ?? 0,
            revenue: r?.amount ?? ZERO,
            average_value: r?.average ?? null,
          })),
      parts_vs_labor: { parts: summary.parts, labor: summary.labor },
      top_parts: ranked(lines, 'parts'),
      top_labor: ranked(lines, 'labor'),
    };
  };

  const invoices = async ({ businessId }: RequestScope, q: InvoiceStatisticsQuery, locale: Locale): Promise<InvoiceStatisticsResponse> => {
    const { range, previous } = rangeOf(q.start_date, q.end_date, ['start_date', 'end_date']);
    const span: stats.StatsRange = { businessId, grp: 'invoice', from: range.start_date, to: range.end_date };
    const [summary, customers, statuses, weekly, monthly, lines, lineCount, labels] = await Promise.all([
      stats.totals(db, span, 'all'),
      stats.invoiceCustomers(db, span, { from: previous.start_date, to: previous.end_date }),
      stats.valueTotals(db, span, 'status', { limit: undefined }),
      stats.weeklyTotals(db, span),
      stats.monthlyTotals(db, span),
      stats.topLines(db, span, INVOICE_LINES, true),
      stats.lineCount(db, span, INVOICE_LINES),
      optionLabels({ businessId, grp: 'invoice', role: 'invoice.status', locale }),
    ]);
    const invoiceCount = summary.documents;
    const empty = invoiceCount === 0;
    return {
      empty,
      range,
      income: summary.amount,
      customers: customers.customers,
      invoices: invoiceCount,
      average_invoice: summary.average,
      highest_invoice: customers.highest,
      items_per_invoice: empty ? null : Math.round((lineCount / invoiceCount) * 100) / 100,
      by_status: statuses.map((s) => ({ status: s.name, label: labelOf(labels, s.name), invoices: s.documents, income: s.amount })),
      weekly: empty ? [] : fillSeries(weeksOf(range), weekly, (r) => r.week_start, (week_start, r) => ({ week_start, invoices: r?.documents ?? 0, income: r?.amount ?? ZERO })),
      monthly: empty ? [] : fillSeries(monthsOf(range), monthly, (r) => r.month, (month, r) => ({ month, invoices: r?.documents ?? 0, income: r?.amount ?? ZERO })),
      top_services: ranked(lines),
      top_clients: customers.top ?? [],
      retention: {
        rate: customers.previous_customers === 0 ? null : Math.round((customers.returning_customers / customers.previous_customers) * 10_000) / 10_000,
        previous_customers: customers.previous_customers,
        returning_customers: customers.returning_customers,
        previous_range: previous,
      },
    };
  };

  const fleet = async ({ businessId }: RequestScope, q: FleetStatsQuery): Promise<FleetStatsResponse> => {
    const { range } = rangeOf(q.from_date, q.to_date, ['from_date', 'to_date']);
    const span: stats.StatsRange = { businessId, grp: 'finance', from: range.start_date, to: range.end_date };
    const plate = q.plate === undefined || q.plate === '' ? undefined : q.plate;
    const key = plate === undefined ? undefined : stats.plateKey(plate);
    const [total, monthly, cars, plates] = await Promise.all([
      stats.totals(db, span, 'plate', key),
      stats.monthlyTotals(db, span, 'plate', key),
      stats.valueTotals(db, span, 'plate', { order: 'balance', limit: undefined, key }),
      stats.knownValues(db, businessId, 'plate'),
    ]);
    const empty = total.documents === 0;
    const yields = (r: { income: string; expense: string; balance: string }) => ({ income: r.income, expense: r.expense, yield: r.balance });
    return {
      empty,
      range,
      plate: plate ?? null,
      totals: { records: total.documents, ...yields(total) },
      monthly: empty ? [] : fillSeries(monthsOf(range), monthly, (r) => r.month, (month, r) => ({ month, ...(r ? yields(r) : { income: ZERO, expense: ZERO, yield: ZERO }) })),
      cars: cars.map((c) => ({ plate: c.name, records: c.documents, ...yields(c) })),
      plates: plates.map((p) => p.key),
    };
  };

  const finance = async ({ businessId }: RequestScope, q: FinanceQuery, locale: Locale): Promise<FinanceResponse> => {
    const { range } = rangeOf(q.from_date, q.to_date, ['from_date', 'to_date']);
    const span: stats.StatsRange = { businessId, grp: 'finance', from: range.start_date, to: range.end_date };
    const category = q.category === undefined || q.category === '' ? undefined : q.category;
    const key = category === undefined ? undefined : stats.categoryKey(category);
    const [total, categories, known, labels] = await Promise.all([
      stats.totals(db, span, 'category', key),
      stats.valueTotals(db, span, 'category', { order: 'turnover', limit: undefined, key }),
      stats.knownValues(db, businessId, 'category'),
      optionLabels({ businessId, grp: 'finance', role: 'finance.category', locale }),
    ]);
    return {
      empty: total.documents === 0,
      range,
      category: category ?? null,
      records: total.documents,
      income: total.income,
      expenses: total.expense,
      balance: total.balance,
      by_category: categories.map((c) => ({ category: c.name, label: labelOf(labels, c.name), records: c.documents, income: c.income, expenses: c.expense, balance: c.balance })),
      categories: known
        .filter((k) => k.name !== '')
        .map((k) => ({ value: k.name, label: labelOf(labels, k.name) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    };
  };

  return { service, invoices, fleet, finance };
};

export type StatisticsService = ReturnType<typeof createStatisticsService>;
