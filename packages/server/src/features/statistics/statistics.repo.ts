import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bucketSpans } from './series.js';

/**
 * SQL only, over the pre-aggregated `stat_buckets` of migration 005 (whole months from month
 * buckets, the ends of the range from day buckets), and over `document_stats` for what does not
 * add up (distinct customers, the highest invoice); always filtered by user. Amounts leave the
 * database as text of `round(sum(numeric), 2)`: exact, two decimals, never a float.
 */
type Db = Kysely<Database>;
/** What a statistics query covers: the business, the group of applications and the days (from, to). */
export type StatsRange = { businessId: string; grp: 'service' | 'invoice' | 'finance'; from: string; to: string };

const TOP = 10;
const money = (expression: RawBuilder<unknown>) => sql<string>`round(coalesce(${expression}, 0), 2)::text`;
/** sum / count to the ban; null when nothing was counted. */
const average = (sum: RawBuilder<unknown>, count: RawBuilder<unknown>) => sql<string | null>`round(${sum} / nullif(${count}, 0), 2)::text`;

/**
 * The buckets of `dim` (one of them, or several) that together cover the span's range once, as a
 * derived table: one branch per dimension and span, so each is one range of the primary key
 * (user, grp, dim, period, start) instead of a filter over every bucket of the dimension.
 */
const buckets = ({ businessId, grp, from, to }: StatsRange, dim: string | string[], key?: RawBuilder<unknown>) => {
  const spans = bucketSpans({ start_date: from, end_date: to });
  const ranges: [string, string, string][] = [...(spans.months ? [['m', ...spans.months] as [string, string, string]] : []), ...spans.days.map(([a, z]) => ['d', a, z] as [string, string, string])];
  const branches = (Array.isArray(dim) ? dim : [dim]).flatMap((d) =>
    ranges.map(
      ([period, a, z]) =>
        sql`select * from stat_buckets where business_id = ${businessId} and grp = ${grp} and dim = ${d} and period = ${period} and start between ${a}::date and ${z}::date${key ? sql` and key = ${key}` : sql``}`,
    ),
  );
  return sql`(${sql.join(branches, sql` union all `)}) b`;
};

const rows = async <T>(db: Db, query: RawBuilder<T>): Promise<T[]> => (await query.execute(db)).rows;
const one = async <T>(db: Db, query: RawBuilder<T>): Promise<T> => {
  const [row] = await rows(db, query);
  if (!row) throw new Error('an aggregate returned no row');
  return row;
};

export const serviceSummary = (db: Db, span: StatsRange) => {
  const all = sql`b.dim = 'all'`;
  const type = (t: string) => sql`b.dim = 'client_type' and b.key = ${t}`;
  return one(
    db,
    sql<{
      documents: number; revenue: string; average_value: string | null; parts: string; labor: string;
      pf_documents: number; pf_revenue: string; pj_documents: number; pj_revenue: string; other_documents: number; other_revenue: string;
      service_days_average: number | null; service_days_documents: number;
    }>`
      select coalesce(sum(documents) filter (where ${all}), 0)::int as documents, ${money(sql`sum(grand) filter (where ${all})`)} as revenue,
        ${average(sql`sum(grand) filter (where ${all})`, sql`sum(with_grand) filter (where ${all})`)} as average_value,
        ${money(sql`sum(parts) filter (where ${all})`)} as parts, ${money(sql`sum(labor) filter (where ${all})`)} as labor,
        coalesce(sum(documents) filter (where ${type('pf')}), 0)::int as pf_documents, ${money(sql`sum(grand) filter (where ${type('pf')})`)} as pf_revenue,
        coalesce(sum(documents) filter (where ${type('pj')}), 0)::int as pj_documents, ${money(sql`sum(grand) filter (where ${type('pj')})`)} as pj_revenue,
        coalesce(sum(documents) filter (where ${type('')}), 0)::int as other_documents, ${money(sql`sum(grand) filter (where ${type('')})`)} as other_revenue,
        round(sum(service_days) filter (where ${all}) / nullif(sum(with_service_days) filter (where ${all}), 0), 2)::float8 as service_days_average,
        coalesce(sum(with_service_days) filter (where ${all}), 0)::int as service_days_documents
      from ${buckets(span, ['all', 'client_type'])}`,
  );
};

type Period = { documents: number; amount: string; average: string | null; income: string; expense: string; balance: string };
const periodFigures = sql`coalesce(sum(documents), 0)::int as documents, ${money(sql`sum(grand)`)} as amount, ${average(sql`sum(grand)`, sql`sum(with_grand)`)} as average,
  ${money(sql`sum(income)`)} as income, ${money(sql`sum(expense)`)} as expense, ${money(sql`sum(income) - sum(expense)`)} as balance`;

/** The figures of the whole range for `dim` (all documents, or the plated ones, one plate…). */
export const totals = (db: Db, span: StatsRange, dim: string, key?: RawBuilder<unknown>) =>
  one(db, sql<Period>`select ${periodFigures} from ${buckets(span, dim, key)}`);

/** Figures per month ("YYYY-MM") of `dim` (all documents, or one plate), months with documents only. */
export const monthlyTotals = (db: Db, span: StatsRange, dim = 'all', key?: RawBuilder<unknown>) =>
  rows(
    db,
    sql<Period & { month: string }>`
      select to_char(b.start, 'YYYY-MM') as month, ${periodFigures}
      from ${buckets(span, dim, key)}
      group by 1 order by 1`,
  );

/** Documents and amounts per ISO week (Monday "YYYY-MM-DD"), from the day buckets. */
export const weeklyTotals = (db: Db, { businessId, grp, from, to }: StatsRange) =>
  rows(
    db,
    sql<Period & { week_start: string }>`
      select to_char(date_trunc('week', b.start), 'YYYY-MM-DD') as week_start, ${periodFigures}
      from stat_buckets b
      where b.business_id = ${businessId} and b.grp = ${grp} and b.dim = 'all' and b.period = 'd' and b.start between ${from}::date and ${to}::date
      group by 1 order by 1`,
  );

/**
 * A dimension's values with their figures, each shown in its most used spelling: the 10 with most
 * documents (or highest amount, or highest income − expense), or all of them (`limit` undefined).
 */
export const valueTotals = (db: Db, span: StatsRange, dim: string, { order = 'documents', limit = TOP, key }: { order?: 'documents' | 'amount' | 'balance' | 'turnover'; limit?: number | undefined; key?: RawBuilder<unknown> } = {}) => {
  const sort = { documents: sql`documents desc, sum(grand) desc`, amount: sql`sum(grand) desc, documents desc`, balance: sql`sum(income) - sum(expense) desc`, turnover: sql`sum(income) + sum(expense) desc` }[order];
  return rows(
    db,
    sql<Period & { name: string }>`
      select (array_agg(label order by documents desc, label))[1] as name,
        sum(documents)::int as documents, ${money(sql`sum(grand)`)} as amount, ${average(sql`sum(grand)`, sql`sum(with_grand)`)} as average,
        ${money(sql`sum(income)`)} as income, ${money(sql`sum(expense)`)} as expense, ${money(sql`sum(income) - sum(expense)`)} as balance
      from (
        select b.key, b.label, sum(b.documents) as documents, sum(b.with_grand) as with_grand, sum(b.grand) as grand, sum(b.income) as income, sum(b.expense) as expense
        from ${buckets(span, dim, key)}
        group by b.key, b.label
      ) l
      group by key having sum(documents) > 0
      order by ${sort}, 1${limit === undefined ? sql`` : sql` limit ${limit}`}`,
  );
};

/**
 * Per line kind (`line:parts`, `line:labor`, or all of `dims` merged as one), the names among the
 * 10 most frequent or the 10 highest valued; documents = lines, grand = their summed value.
 */
export const topLines = (db: Db, span: StatsRange, dims: string[], merge = false) =>
  rows(
    db,
    sql<{ line: string; name: string; count: number; value: string; by_count: number; by_value: number }>`
      select line, name, count, value::text, by_count::int, by_value::int from (
        select line, name, count, value,
          row_number() over (partition by line order by count desc, value desc, name) as by_count,
          row_number() over (partition by line order by value desc, count desc, name) as by_value
        from (
          select line, (array_agg(label order by n desc, label))[1] as name, sum(n)::int as count, round(sum(v), 2) as value
          from (
            select ${merge ? sql`''` : sql`substr(b.dim, 6)`} as line, b.key, b.label, sum(b.documents) as n, sum(b.grand) as v
            from ${buckets(span, dims)}
            group by 1, b.key, b.label
          ) l
          group by line, key having sum(n) > 0
        ) g
      ) r
      where by_count <= ${TOP} or by_value <= ${TOP}`,
  );

/**
 * What does not add up across buckets, in one pass over the invoices' own rows of this range and
 * the previous one: distinct customers, the highest invoice, the top clients by income and the
 * retention (customers of `previous` who bought again in the range).
 */
export const invoiceCustomers = async (db: Db, { businessId, from, to }: StatsRange, previous: { from: string; to: string }) =>
  one(
    db,
    sql<{ customers: number; highest: string | null; previous_customers: number; returning_customers: number; top: { name: string; invoices: number; income: string }[] | null }>`
      with c as (
        select client_key,
          bool_or(day < ${from}::date) as bought_before, bool_or(day >= ${from}::date) as bought_now,
          count(*) filter (where day >= ${from}::date) as invoices,
          sum(grand) filter (where day >= ${from}::date) as income,
          max(grand) filter (where day >= ${from}::date) as highest,
          mode() within group (order by client_name) as name
        from document_stats s
        where s.business_id = ${businessId} and s.grp = 'invoice' and s.day between ${previous.from}::date and ${to}::date
        group by client_key
      )
      select (count(*) filter (where bought_now and client_key is not null))::int as customers,
        round(max(highest), 2)::text as highest,
        (count(*) filter (where bought_before and client_key is not null))::int as previous_customers,
        (count(*) filter (where bought_before and bought_now and client_key is not null))::int as returning_customers,
        (select json_agg(json_build_object('name', coalesce(t.name, ''), 'invoices', t.invoices, 'income', round(t.income, 2)::text) order by t.income desc, t.invoices desc, t.name)
          from (select * from c where bought_now and client_key is not null order by income desc, invoices desc, name limit ${TOP}) t) as top
      from c`,
  );

/** The key a plate filter compares with (as stored: letters and digits, upper case). */
export const plateKey = (plate: string) => sql`stats_plate(${plate})`;
/** The key a category filter compares with (as stored: lower case). */
export const categoryKey = (category: string) => sql`lower(${category})`;

/** How many named lines of these kinds the range holds. */
export const lineCount = async (db: Db, span: StatsRange, dims: string[]): Promise<number> =>
  (await one(db, sql<{ n: number }>`select coalesce(sum(b.documents), 0)::int as n from ${buckets(span, dims)}`)).n;

/** Every value of a finance dimension (plate, category) in the user's records, whatever their date, in its most used spelling. */
export const knownValues = (db: Db, businessId: string, dim: 'plate' | 'category') =>
  rows(
    db,
    sql<{ key: string; name: string }>`
      select key, (array_agg(label order by documents desc, label))[1] as name
      from (
        select key, label, sum(documents) as documents from stat_buckets
        where business_id = ${businessId} and grp = 'finance' and dim = ${dim} and period = 'm'
        group by key, label
      ) l
      group by key having sum(documents) > 0
      order by 2`,
  );

/**
 * The forms (at their current version) the user has documents of, of the kinds that feed a group:
 * where the option labels of its records are. One index probe per form of those kinds
 * (documents_user_form_created_idx), not a pass over the user's documents.
 */
export const formsOf = (db: Db, businessId: string, grp: StatsRange['grp']) => {
  const kinds = sql`coalesce(v.kind, '') in ('estimate', 'order')`;
  const kind = { service: kinds, invoice: sql`v.kind = 'invoice'`, finance: sql`not (${kinds} or coalesce(v.kind, '') = 'invoice')` }[grp];
  return rows(
    db,
    sql<{ form_id: string; version: number }>`
      select f.id as form_id, f.current_version as version
      from forms f join stat_form_versions v on v.form_id = f.id and v.version = f.current_version
      where ${kind} and exists (select 1 from documents d where d.business_id = ${businessId} and d.form_id = f.id)
      order by f.id`,
  );
};
