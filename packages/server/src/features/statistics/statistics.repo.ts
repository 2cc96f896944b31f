import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * SQL only, over the typed rows of migration 005 (document_stats, document_stat_lines), always
 * filtered by user. Amounts leave the database as text of `round(sum(numeric), 2)`: exact, two
 * decimals, never a float.
 */
type Db = Kysely<Database>;
type Group = 'service' | 'invoice' | 'finance';
export type Scope = { userId: string; grp: Group; from: string; to: string };

const TOP = 10;
const money = (expression: RawBuilder<unknown>) => sql<string>`round(coalesce(${expression}, 0), 2)::text`;
/** sum / count to the ban; null when nothing was counted. */
const average = (sum: RawBuilder<unknown>, count: RawBuilder<unknown>) => sql<string | null>`round(${sum} / nullif(${count}, 0), 2)::text`;
const inScope = ({ userId, grp, from, to }: Scope, alias = 's') =>
  sql`${sql.ref(`${alias}.user_id`)} = ${userId} and ${sql.ref(`${alias}.grp`)} = ${grp} and ${sql.ref(`${alias}.day`)} between ${from}::date and ${to}::date`;

const rows = async <T>(db: Db, query: RawBuilder<T>): Promise<T[]> => (await query.execute(db)).rows;
const one = async <T>(db: Db, query: RawBuilder<T>): Promise<T> => {
  const [row] = await rows(db, query);
  if (!row) throw new Error('an aggregate returned no row');
  return row;
};

export const serviceSummary = (db: Db, scope: Scope) =>
  one(
    db,
    sql<{
      documents: number; revenue: string; with_grand: number; parts: string; labor: string;
      pf_documents: number; pf_revenue: string; pj_documents: number; pj_revenue: string; other_documents: number; other_revenue: string;
      average_value: string | null; service_days_average: number | null; service_days_documents: number;
    }>`
      select count(*)::int as documents, ${money(sql`sum(grand)`)} as revenue, count(grand)::int as with_grand,
        ${average(sql`sum(grand)`, sql`count(grand)`)} as average_value,
        ${money(sql`sum(parts)`)} as parts, ${money(sql`sum(labor)`)} as labor,
        (count(*) filter (where client_type = 'pf'))::int as pf_documents, ${money(sql`sum(grand) filter (where client_type = 'pf')`)} as pf_revenue,
        (count(*) filter (where client_type = 'pj'))::int as pj_documents, ${money(sql`sum(grand) filter (where client_type = 'pj')`)} as pj_revenue,
        (count(*) filter (where client_type is null))::int as other_documents, ${money(sql`sum(grand) filter (where client_type is null)`)} as other_revenue,
        round(avg(service_days), 2)::float8 as service_days_average, count(service_days)::int as service_days_documents
      from document_stats s where ${inScope(scope)}`,
  );

/** Documents and grand totals per month ("YYYY-MM"), months with documents only. */
export const monthlyTotals = (db: Db, scope: Scope) =>
  rows(
    db,
    sql<{ month: string; documents: number; amount: string; average: string | null }>`
      select to_char(date_trunc('month', day), 'YYYY-MM') as month, count(*)::int as documents,
        ${money(sql`sum(grand)`)} as amount, ${average(sql`sum(grand)`, sql`count(grand)`)} as average
      from document_stats s where ${inScope(scope)}
      group by 1 order by 1`,
  );

/** Invoices and income per ISO week (Monday "YYYY-MM-DD"). */
export const weeklyTotals = (db: Db, scope: Scope) =>
  rows(
    db,
    sql<{ week_start: string; documents: number; amount: string }>`
      select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week_start, count(*)::int as documents, ${money(sql`sum(grand)`)} as amount
      from document_stats s where ${inScope(scope)}
      group by 1 order by 1`,
  );

const KEYS = { make: ['make_key', 'make'], reason: ['reason_key', 'reason'], client: ['client_key', 'client_name'] } as const;

/**
 * The most frequent values of a grouped column (most documents first, or highest income), shown
 * in the spelling used most often.
 */
export const topValues = (db: Db, scope: Scope, by: keyof typeof KEYS, order: 'documents' | 'amount' = 'documents') => {
  const [key, label] = KEYS[by];
  const sort = order === 'documents' ? sql`count(*) desc, sum(grand) desc nulls last` : sql`sum(grand) desc nulls last, count(*) desc`;
  return rows(
    db,
    sql<{ name: string; documents: number; amount: string }>`
      select coalesce(mode() within group (order by ${sql.ref(label)}), min(${sql.ref(key)})) as name, count(*)::int as documents, ${money(sql`sum(grand)`)} as amount
      from document_stats s where ${inScope(scope)} and ${sql.ref(key)} is not null
      group by ${sql.ref(key)} order by ${sort}, 1 limit ${TOP}`,
  );
};

/** Per line kind, the names among the 10 most frequent or the 10 highest valued. */
export const topLines = (db: Db, scope: Scope) =>
  rows(
    db,
    sql<{ line: string; name: string; count: number; value: string; by_count: number; by_value: number }>`
      select line, name, count, value::text, by_count::int, by_value::int from (
        select line, name, count, value,
          row_number() over (partition by line order by count desc, value desc, name) as by_count,
          row_number() over (partition by line order by value desc, count desc, name) as by_value
        from (
          select line, mode() within group (order by name) as name, count(*)::int as count, round(sum(value), 2) as value
          from document_stat_lines s where ${inScope(scope)}
          group by line, name_key
        ) g
      ) r
      where by_count <= ${TOP} or by_value <= ${TOP}`,
  );

export const invoiceSummary = (db: Db, scope: Scope) =>
  one(
    db,
    sql<{ invoices: number; income: string; average: string | null; highest: string | null; customers: number; items_per_invoice: number | null }>`
      select count(*)::int as invoices, ${money(sql`sum(grand)`)} as income, ${average(sql`sum(grand)`, sql`count(grand)`)} as average,
        round(max(grand), 2)::text as highest, count(distinct client_key)::int as customers,
        round((select count(*) from document_stat_lines s where ${inScope(scope)}) / nullif(count(*), 0)::numeric, 2)::float8 as items_per_invoice
      from document_stats s where ${inScope(scope)}`,
  );

export const statusTotals = (db: Db, scope: Scope) =>
  rows(
    db,
    sql<{ status: string; documents: number; amount: string }>`
      select coalesce(status, '') as status, count(*)::int as documents, ${money(sql`sum(grand)`)} as amount
      from document_stats s where ${inScope(scope)} group by 1 order by 2 desc, 1`,
  );

/** Customers of `previous` (the period right before `scope`) and how many of them bought again in `scope`. */
export const retention = (db: Db, scope: Scope, previous: { from: string; to: string }) =>
  one(
    db,
    sql<{ previous_customers: number; returning_customers: number }>`
      select (count(*) filter (where bought_before))::int as previous_customers,
        (count(*) filter (where bought_before and bought_now))::int as returning_customers
      from (
        select client_key, bool_or(day <= ${previous.to}::date) as bought_before, bool_or(day >= ${scope.from}::date) as bought_now
        from document_stats s
        where ${inScope({ ...scope, from: previous.from })} and client_key is not null
        group by client_key
      ) c`,
  );

export type FinanceFilter = { plate?: string | undefined; category?: string | undefined; withPlate?: boolean };

const financeFilter = (f: FinanceFilter) =>
  sql.join(
    [
      sql`true`,
      ...(f.withPlate ? [sql`s.plate is not null`] : []),
      ...(f.plate !== undefined ? [sql`s.plate = stats_plate(${f.plate})`] : []),
      ...(f.category !== undefined ? [sql`lower(s.category) = lower(${f.category})`] : []),
    ],
    sql` and `,
  );

const incomeExpense = sql`${money(sql`sum(amount) filter (where finance_kind = 'income')`)} as income,
  ${money(sql`sum(amount) filter (where finance_kind = 'expense')`)} as expense,
  ${money(sql`sum(case when finance_kind = 'income' then amount else -amount end)`)} as balance`;

type IncomeExpense = { records: number; income: string; expense: string; balance: string };

/**
 * Income, expense and their difference, in total or grouped by month, plate or category (the
 * latter case-insensitively, shown in its most used spelling).
 */
export const financeTotals = (db: Db, scope: Scope, filter: FinanceFilter, by?: 'month' | 'plate' | 'category') => {
  const month = sql`to_char(date_trunc('month', day), 'YYYY-MM')`;
  const [key, group] =
    by === 'month' ? [month, month] : by === 'plate' ? [sql`plate`, sql`plate`] : by === 'category' ? [sql`mode() within group (order by category)`, sql`lower(category)`] : [sql`''`, sql`1`];
  return rows(
    db,
    sql<IncomeExpense & { key: string }>`
      select ${key} as key, count(*)::int as records, ${incomeExpense}
      from document_stats s where ${inScope(scope)} and ${financeFilter(filter)}
      group by ${group} order by 1`,
  );
};
