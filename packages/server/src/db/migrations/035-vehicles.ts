import { installSql } from '../functions/index.js';

/**
 * Issue 31: the vehicle directory, a table derived from the documents' facts (DESIGN.md "Derived
 * directories"): never the source of truth, rebuilt from the documents by `vehicles_rebuild` (and
 * `npm run vehicles:rebuild`), kept current by the vehicles feature's document hooks.
 *
 * vehicles: one car of a business: its newest plate (keyed as core's plateKey: upper case, no
 * spaces, dashes or dots) and every plate its documents wrote, its VIN, make, model, year, the
 * dates of its first and newest documents, how many there are, its newest odometer reading, and
 * `search` (its plate keys and VINs) for the list's search by fragment.
 * vehicle_documents: which document names which car, with what the document said of it when saved
 * (plate key, VIN, make, model, year, odometer reading, its date): the page's timeline is one index
 * range, and a car's identity (a VIN ties the plates it had) is worked out from these rows alone.
 *
 * The functions do the work in the database so that a save adds one statement (the hook's) and a
 * migration can fill the table from the documents already there (039 does, after adding its columns).
 */
export default /* sql */ `
create table vehicles (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  plate_key text null,
  plates text[] not null default '{}',
  vin text null,
  make text null,
  model text null,
  year integer null,
  first_seen date not null,
  last_seen date not null,
  documents integer not null default 0,
  last_odometer_km integer null,
  last_odometer_day date null,
  search text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- The list, newest first.
create index vehicles_business_idx on vehicles (business_id, last_seen desc, id desc);
-- Search by a fragment of a plate or VIN (three characters or more use it).
create index vehicles_search_idx on vehicles using gin (business_id, search gin_trgm_ops);

create table vehicle_documents (
  document_id char(24) primary key references documents(id) on delete cascade,
  vehicle_id char(24) not null references vehicles(id) on delete cascade,
  business_id char(24) not null references businesses(id) on delete cascade,
  plate_key text null,
  vin text null,
  make text null,
  model text null,
  year integer null,
  odometer_km integer null,
  day date not null,
  created_at timestamptz not null
);
create index vehicle_documents_vehicle_idx on vehicle_documents (vehicle_id, day, created_at, document_id);
create index vehicle_documents_plate_idx on vehicle_documents (business_id, plate_key) where plate_key is not null;
create index vehicle_documents_vin_idx on vehicle_documents (business_id, vin) where vin is not null;

${installSql(['vehicle_plate_key', 'vehicle_vin_key', 'vehicle_odometer_km', 'vehicle_document_day', 'vehicles_refresh', 'vehicles_place_document', 'vehicles_sync_document', 'vehicles_rebuild'])}

-- Filled from the documents already there by migration 039 (vehicles_rebuild's current body names its columns).
`;
