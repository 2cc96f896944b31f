/**
 * Issue 31: the expiry dates a car's papers carry (roles vehicle.itp_expiry, vehicle.rca_expiry,
 * vehicle.vignette_expiry: the ITP, the RCA insurance, the rovinietă) are reminders, one per car
 * and paper, from the newest document that carries it (a renewal written later wins).
 *
 * - paper_reminders holds that newest date per (business, vehicle, paper), with the client and
 *   contact of its document, as service_reminders does per tag: the reminders list, Today and the
 *   reminder e-mails read one index range scan. The reminders' document hook keeps it current on
 *   every save, edit and deletion (features/reminders/paper-reminders.ts); this migration fills it
 *   from the documents there are.
 * - documents_papers_vehicle_idx: a car's documents that carry such a date, by the reminders'
 *   vehicle key (the plate in upper case, letters and digits, else the VIN), for that hook.
 * - reminder_sends records a paper's e-mail or SMS by `paper` (with the vehicle key), exactly one of
 *   tag, document and paper; once per due date and channel, so a renewed date is reminded again.
 */
// Romanian diacritics and their plain letters, as tags.repo's FOLD_FROM / FOLD_TO (the reminders' search).
const FOLD_FROM = 'ĂăÂâÎîȘșŞşȚțŢţ';
const FOLD_TO = 'AaAaIiSsSsTtTt';

/** As reminders.repo's DOCUMENT_VEHICLE (the same expression, so that the hook's look-up uses the index). */
const VEHICLE_KEY = /* sql */ `coalesce(nullif(regexp_replace(upper(coalesce(d.facts ->> 'vehicle.plate', '')), '[^A-Z0-9]', '', 'g'), ''),
  regexp_replace(upper(coalesce(d.facts ->> 'vehicle.vin', '')), '[^A-Z0-9]', '', 'g'))`;

export default /* sql */ `
create table paper_reminders (
  business_id char(24) not null references businesses(id) on delete cascade,
  vehicle_key text not null,
  paper text not null check (paper in ('itp', 'rca', 'vignette')),
  document_id char(24) not null references documents(id) on delete cascade,
  due_date date not null,
  plate text null,
  vin text null,
  client_name text null,
  client_phone text null,
  client_email text null,
  search text not null,
  primary key (business_id, vehicle_key, paper)
);
create index paper_reminders_due_idx on paper_reminders (business_id, due_date);
create index paper_reminders_document_idx on paper_reminders (document_id);

create index documents_papers_vehicle_idx on documents (business_id, (${VEHICLE_KEY.replaceAll('d.facts', 'facts')}))
  where facts ?| array['vehicle.itp_expiry', 'vehicle.rca_expiry', 'vehicle.vignette_expiry'];

alter table reminder_sends add column paper text null check (paper in ('itp', 'rca', 'vignette'));
alter table reminder_sends drop constraint reminder_sends_one_source;
alter table reminder_sends add constraint reminder_sends_one_source check (num_nonnulls(tag_id, document_id, paper) = 1);
create unique index reminder_sends_paper_once_idx on reminder_sends (business_id, vehicle_key, paper, due_date, channel) where paper is not null;

-- The papers' dates the documents carry already, each car's newest per paper (as the hook's refresh).
insert into paper_reminders (business_id, vehicle_key, paper, document_id, due_date, plate, vin, client_name, client_phone, client_email, search)
select distinct on (d.business_id, k.key, p.paper) d.business_id, k.key, p.paper, d.id, stats_day(left(p.due, 10)),
  nullif(d.facts ->> 'vehicle.plate', ''), nullif(d.facts ->> 'vehicle.vin', ''),
  nullif(d.facts ->> 'client.name', ''), nullif(d.facts ->> 'client.phone', ''), nullif(lower(d.facts ->> 'client.email'), ''),
  lower(translate(concat_ws(' ', k.key, d.facts ->> 'vehicle.plate', d.facts ->> 'vehicle.vin', d.facts ->> 'client.name'), '${FOLD_FROM}', '${FOLD_TO}'))
from documents d
cross join lateral (select ${VEHICLE_KEY} as key) k
cross join lateral (values ('itp', d.facts ->> 'vehicle.itp_expiry'), ('rca', d.facts ->> 'vehicle.rca_expiry'), ('vignette', d.facts ->> 'vehicle.vignette_expiry')) p(paper, due)
where d.facts ?| array['vehicle.itp_expiry', 'vehicle.rca_expiry', 'vehicle.vignette_expiry'] and k.key <> '' and stats_day(left(p.due, 10)) is not null
order by d.business_id, k.key, p.paper, vehicle_document_day(d.facts, d.created_at) desc, d.created_at desc, d.id desc;
`;
