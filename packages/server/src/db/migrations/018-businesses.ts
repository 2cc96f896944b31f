/**
 * Businesses own the data (issue 14). A workshop is several people: the business account owns the
 * documents, counters, applications, subscriptions, logo, profile, application requests and
 * statistics, and people are its members (role owner or member). Admins have no business.
 *
 * - Every existing non-admin account becomes the owner of a one-member business whose id IS the
 *   user's id: ids are random char(24), so every stored user_id stays a valid business_id and the
 *   data moves by renaming columns, not by rewriting rows. Its name comes from the company profile.
 *   An admin who owns data (none is expected) gets a business too, so that nothing is lost.
 * - `user_id` becomes `business_id` (foreign key to businesses, deleted with it) in the business's
 *   tables; documents record who made them (`created_by`), application requests who asked
 *   (`requested_by`), both kept as null when that person's row is gone.
 * - The statistics tables keep no foreign key (005: the delete trigger must still find their rows).
 * - The functions of 005/010/012 that name user_id are re-created with business_id: stats_refresh
 *   and stats_buckets_apply are rewritten from their stored definitions (as 007 does), and the
 *   migration fails if any still names user_id; insert_numbered_documents is replaced, each
 *   document of a batch carrying its own `created_by` (a batch is one business's form, so its
 *   documents may come from several members).
 * - trial_ends_at and auto_lock_minutes move from users to businesses.
 * - invitations: the owner's invitations by e-mail (single use, token stored hashed); at most one
 *   open invitation per business and address.
 */
export default /* sql */ `
create table businesses (
  id char(24) primary key,
  name text not null default '',
  created_at timestamptz not null default now(),
  trial_ends_at timestamptz not null,
  auto_lock_minutes integer not null default 0,
  members_see_statistics boolean not null default false
);

insert into businesses (id, name, created_at, trial_ends_at, auto_lock_minutes)
select u.id, coalesce((select p.name from company_profiles p where p.user_id = u.id), ''), u.created_at, u.trial_ends_at, u.auto_lock_minutes
from users u
where not u.is_admin
  or exists (select from documents d where d.user_id = u.id)
  or exists (select from document_counters c where c.user_id = u.id)
  or exists (select from form_access a where a.user_id = u.id)
  or exists (select from form_requests r where r.user_id = u.id)
  or exists (select from subscriptions s where s.user_id = u.id)
  or exists (select from user_logos l where l.user_id = u.id)
  or exists (select from company_profiles p where p.user_id = u.id);

alter table users
  add column business_id char(24) references businesses(id),
  add column role text check (role in ('owner', 'member')),
  add column name text not null default '';
update users set business_id = id, role = 'owner' where not is_admin;
create index users_business_idx on users (business_id);

alter table users drop column trial_ends_at, drop column auto_lock_minutes;

alter table user_logos rename to business_logos;
alter table business_logos rename constraint user_logos_pkey to business_logos_pkey;

alter table documents rename column user_id to business_id;
alter table documents drop constraint documents_user_id_fkey;
alter table documents add constraint documents_business_id_fkey foreign key (business_id) references businesses(id) on delete cascade;
alter table document_counters rename column user_id to business_id;
alter table document_counters drop constraint document_counters_user_id_fkey;
alter table document_counters add constraint document_counters_business_id_fkey foreign key (business_id) references businesses(id) on delete cascade;
alter table form_access rename column user_id to business_id;
alter table form_access drop constraint form_access_user_id_fkey;
alter table form_access add constraint form_access_business_id_fkey foreign key (business_id) references businesses(id) on delete cascade;
alter table subscriptions rename column user_id to business_id;
alter table subscriptions drop constraint subscriptions_user_id_fkey;
alter table subscriptions add constraint subscriptions_business_id_fkey foreign key (business_id) references businesses(id) on delete cascade;
alter table business_logos rename column user_id to business_id;
alter table business_logos drop constraint user_logos_user_id_fkey;
alter table business_logos add constraint business_logos_business_id_fkey foreign key (business_id) references businesses(id) on delete cascade;
alter table company_profiles rename column user_id to business_id;
alter table company_profiles drop constraint company_profiles_user_id_fkey;
alter table company_profiles add constraint company_profiles_business_id_fkey foreign key (business_id) references businesses(id) on delete cascade;
alter table form_requests rename column user_id to business_id;
alter table form_requests drop constraint form_requests_user_id_fkey;
alter table form_requests add constraint form_requests_business_id_fkey foreign key (business_id) references businesses(id) on delete cascade;
alter table document_stats rename column user_id to business_id;
alter table document_stat_lines rename column user_id to business_id;
alter table stat_buckets rename column user_id to business_id;

alter index documents_user_created_idx rename to documents_business_created_idx;
alter index documents_user_form_created_idx rename to documents_business_form_created_idx;
alter index documents_user_search_idx rename to documents_business_search_idx;
alter index form_requests_user_idx rename to form_requests_business_idx;
alter index subscriptions_user_idx rename to subscriptions_business_idx;
alter index document_stats_user_grp_day_idx rename to document_stats_business_grp_day_idx;
alter index document_stat_lines_user_grp_day_idx rename to document_stat_lines_business_grp_day_idx;

-- The statistics functions of 005 (stats_refresh as 007 left it): every user_id they name is a
-- column renamed above (documents, document_stats, document_stat_lines, stat_buckets).
do $$
declare
  fn text;
  definition text;
begin
  foreach fn in array array['stats_refresh(char[], boolean)', 'stats_buckets_apply(char[], integer)'] loop
    definition := pg_get_functiondef(fn::regprocedure);
    if position('user_id' in definition) = 0 then
      raise exception '% does not name user_id as migration 005 wrote it', fn;
    end if;
    execute replace(definition, 'user_id', 'business_id');
  end loop;
  -- This schema's functions: another schema of the same server may be at an older migration.
  if exists (select from pg_proc where pronamespace = current_schema()::regnamespace and proname in ('stats_refresh', 'stats_buckets_apply', 'stats_refresh_planned') and prosrc like '%user_id%') then
    raise exception 'a statistics function still names user_id';
  end if;
end $$;

alter table documents add column created_by char(24) references users(id) on delete set null;
alter table form_requests add column requested_by char(24) references users(id) on delete set null;
-- Who made them is known only as the account that owned them; the statistics do not change.
alter table documents disable trigger documents_stats_update;
update documents set created_by = business_id where exists (select from users u where u.id = documents.business_id);
alter table documents enable trigger documents_stats_update;
update form_requests set requested_by = business_id where exists (select from users u where u.id = form_requests.business_id);

-- 012's insert_numbered_documents with the business as owner and each document's maker.
drop function insert_numbered_documents(jsonb, char(24), char(24), int, int, text, text, int, text[]);
create function insert_numbered_documents(
  docs jsonb, owner char(24), form char(24), version int,
  start int, prefix text, search_prefix text, padding int, number_path text[]
) returns table (new_id char(24), new_number text, new_seq int) language plpgsql as $$
declare
  amount int := jsonb_array_length(docs);
  last_seq int;
begin
  insert into document_counters as c (business_id, form_id, last_number) values (owner, form, start + amount - 1)
    on conflict (business_id, form_id) do update set last_number = c.last_number + amount
    returning c.last_number into last_seq;
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

create table invitations (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  email text not null,
  name text not null default '',
  locale text not null default 'ro',
  invited_by char(24) references users(id) on delete set null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by char(24) references users(id) on delete set null,
  revoked_at timestamptz
);
create unique index invitations_open_email_idx on invitations (business_id, lower(email)) where accepted_at is null and revoked_at is null;
`;
