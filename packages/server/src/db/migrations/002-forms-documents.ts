export default /* sql */ `
create extension if not exists pg_trgm;
create extension if not exists btree_gin;

create table forms (
  id char(24) primary key,
  key text not null unique,
  current_version int not null,
  title text not null,
  description text not null default '',
  category text not null,
  is_public boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table form_versions (
  form_id char(24) not null references forms(id) on delete cascade,
  version int not null,
  definition jsonb not null,
  created_at timestamptz not null default now(),
  primary key (form_id, version)
);

create table form_access (
  user_id char(24) not null references users(id) on delete cascade,
  form_id char(24) not null references forms(id) on delete cascade,
  granted_at timestamptz not null default now(),
  primary key (user_id, form_id)
);

create table document_counters (
  user_id char(24) not null references users(id) on delete cascade,
  form_id char(24) not null references forms(id) on delete cascade,
  last_number int not null,
  primary key (user_id, form_id)
);

create table documents (
  id char(24) primary key,
  user_id char(24) not null references users(id) on delete cascade,
  form_id char(24) not null references forms(id),
  form_version int not null,
  number text not null,
  seq int not null,
  data jsonb not null,
  -- data without the fields that belong to this document only (number, dates): what pre-fill
  -- and the Data view offer again, de-duplicated
  reusable jsonb not null default '{}',
  facts jsonb not null default '{}',
  metadata jsonb not null default '{}',
  search_text text not null default '',
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, form_id, seq),
  foreign key (form_id, form_version) references form_versions(form_id, version)
);
create index documents_user_created_idx on documents (user_id, created_at desc, id desc);
create index documents_user_form_created_idx on documents (user_id, form_id, created_at desc, id desc);
-- One GIN index over (user, trigrams): a search only ever visits its own user's matches.
create index documents_user_search_idx on documents using gin (user_id, search_text gin_trgm_ops);
`;
