/**
 * Document numbers in series per business (issue 19): an invoice's number must be unique within
 * its series for the business (Cod fiscal art. 319 alin. (20) lit. b), yet the three invoice
 * applications (VAT payer, non-payer, foreign currency) all number "FCT-…", each with its own
 * counter, so a business using two of them issued two FCT-0001.
 *
 * A numbered form whose definition has a prefix now takes its numbers from the business's counter
 * of that series (the prefix), shared by every application of the business that uses it, whatever
 * its kind: a number printed on paper names one document of the business (a "DC-0001" estimate
 * and a "DC-0001" expense claim would be as ambiguous as two invoices). A form without a prefix
 * keeps its own counter (document_counters), as do public submissions.
 *
 * Existing series continue from the highest number their applications reached (the counters of
 * the forms whose current definition has that prefix). A series first used after this migration
 * (or whose counters were written directly, as the bench seeds do) starts above this form's
 * counter and every stored number of the series, so no number is ever given twice.
 *
 * The counter row is taken with an UPDATE first (the hot path: one statement, as 012's upsert),
 * and only a series' first use runs the INSERT with its look-up of the highest stored number.
 * Concurrent batches of two applications of one series queue on that row until commit, so their
 * numbers are distinct and without gaps. Either counter also stays above the form's own highest
 * number (one index lookup): a form whose new version adds or drops its prefix never takes a
 * number it already holds, at the price of a jump in the series in that rare case.
 */
export default /* sql */ `
create table document_series (
  business_id char(24) not null references businesses(id) on delete cascade,
  series text not null,
  last_number int not null,
  primary key (business_id, series)
);

insert into document_series (business_id, series, last_number)
select c.business_id, v.definition->'document'->'number'->>'prefix', max(c.last_number)
from document_counters c
join forms f on f.id = c.form_id
join form_versions v on v.form_id = f.id and v.version = f.current_version
where coalesce(v.definition->'document'->'number'->>'prefix', '') <> ''
group by 1, 2;

-- 018's insert_numbered_documents, numbering from the series counter when number_series is given.
drop function insert_numbered_documents(jsonb, char(24), char(24), int, int, text, text, int, text[]);
create function insert_numbered_documents(
  docs jsonb, owner char(24), form char(24), version int,
  start int, prefix text, search_prefix text, padding int, number_path text[], number_series text
) returns table (new_id char(24), new_number text, new_seq int) language plpgsql as $$
declare
  amount int := jsonb_array_length(docs);
  last_seq int;
  -- The form's highest number so far (an index lookup): a form that joins a series, or leaves
  -- one, must not take a number it already holds (documents are unique by business, form, seq).
  form_max int := coalesce((select max(d.seq) from documents d where d.business_id = owner and d.form_id = form), 0);
begin
  if number_series is null then
    insert into document_counters as c (business_id, form_id, last_number) values (owner, form, greatest(start - 1, form_max) + amount)
      on conflict (business_id, form_id) do update set last_number = greatest(c.last_number, form_max) + amount
      returning c.last_number into last_seq;
  else
    update document_series as s set last_number = greatest(s.last_number, form_max) + amount
      where s.business_id = owner and s.series = number_series
      returning s.last_number into last_seq;
    if not found then
      insert into document_series as s (business_id, series, last_number)
        values (owner, number_series, greatest(
          start - 1,
          form_max,
          coalesce((select c.last_number from document_counters c where c.business_id = owner and c.form_id = form), 0),
          coalesce((select max(d.seq) from documents d where d.business_id = owner and left(d.number, length(number_series) + 1) = number_series || '-'), 0)
        ) + amount)
        on conflict (business_id, series) do update set last_number = greatest(s.last_number, form_max) + amount
        returning s.last_number into last_seq;
    end if;
  end if;
  return query
  insert into documents as d (id, business_id, created_by, form_id, form_version, number, seq, data, reusable, facts, metadata, search_text, created_at, updated_at)
  select x.id, owner, x.created_by, form, version, n.formatted, s.value,
    case when number_path is null then x.data else jsonb_set(x.data, number_path, to_jsonb(n.formatted)) end,
    case when number_path is not null and x.in_reusable then jsonb_set(x.reusable, number_path, to_jsonb(n.formatted)) else x.reusable end,
    x.facts || jsonb_build_object('document.number', n.formatted), x.metadata,
    case when coalesce(search_prefix, '') <> '' then search_prefix || '-' || g.digits else g.digits end || ' ' || x.search_text,
    x.created_at, x.created_at
  from rows from (jsonb_to_recordset(docs) as (id char(24), created_by char(24), data jsonb, reusable jsonb, facts jsonb, metadata jsonb, search_text text, created_at timestamptz, in_reusable boolean))
    with ordinality as x(id, created_by, data, reusable, facts, metadata, search_text, created_at, in_reusable, position)
  cross join lateral (select (last_seq - amount + x.position)::int as value) s
  cross join lateral (select case when length(s.value::text) >= padding then s.value::text else lpad(s.value::text, padding, '0') end as digits) g
  cross join lateral (select case when coalesce(prefix, '') <> '' then prefix || '-' || g.digits else g.digits end as formatted) n
  order by x.position
  returning d.id, d.number, d.seq;
end $$;
`;
