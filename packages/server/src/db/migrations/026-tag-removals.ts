/**
 * Issue 17, follow-up: a tag the user took off a document by hand stays off.
 *
 * document_tag_removals: one row per (document, tag) the user removed by hand. Auto-tagging (the
 * history run, a new or an edited document) never adds such a pair again; adding the tag back by
 * hand deletes the row. Kept apart from document_tags so that every reader of document_tags (tag
 * counts, reminders, the untagged filter) stays as it is.
 *
 * reminder_settings.locale: the owner's language, which the weekly digest is written in.
 *
 * jobs_finished_idx: the runner deletes finished and failed jobs after some days (jobs.ts).
 */
export default /* sql */ `
create table document_tag_removals (
  document_id char(24) not null references documents(id) on delete cascade,
  tag_id char(24) not null references service_tags(id) on delete cascade,
  business_id char(24) not null references businesses(id) on delete cascade,
  removed_at timestamptz not null,
  primary key (document_id, tag_id)
);
create index document_tag_removals_tag_idx on document_tag_removals (tag_id);
create index document_tag_removals_business_idx on document_tag_removals (business_id);

alter table reminder_settings add column locale text not null default 'ro' check (locale in ('ro', 'en', 'it'));

create index jobs_finished_idx on jobs (finished_at) where status in ('done', 'failed');
`;
