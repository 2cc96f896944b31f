import { installSql } from '../functions/index.js';

/**
 * Issue 31: the vehicle directory keeps the papers' expiry dates and the user's merges.
 *
 * vehicle_documents and vehicles: the ITP, RCA and rovinietă expiry dates (roles
 * vehicle.itp_expiry, vehicle.rca_expiry, vehicle.vignette_expiry): each document's as it wrote
 * them, and on the car the newest known of each (from the newest document that carries it).
 *
 * vehicle_merges: the user's decision that two cars of the directory are one (a re-plated car
 * whose documents carry no VIN): `other_id` is placed into `vehicle_id`. The directory is derived,
 * this table is not: the rebuild (vehicles_rebuild) places the documents and then applies the
 * merges in the order they were made, so a merge survives it; its undo deletes the row and places
 * the car's documents again (vehicles_replace). Car ids are the ids of the documents that first
 * named them, the same after a rebuild, so the merge names cars by id. `other_plates` and
 * `other_vin` say what the merged car was, for its undo on the page.
 *
 * Migration 035's own fill of the directory is left to 043 (it was this one's until 043 added
 * vehicle_documents.kind): the functions' current bodies name the columns added by both.
 */
export default /* sql */ `
alter table vehicle_documents add column itp_expiry date null, add column rca_expiry date null, add column vignette_expiry date null;
alter table vehicles add column itp_expiry date null, add column rca_expiry date null, add column vignette_expiry date null;

create table vehicle_merges (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  vehicle_id char(24) not null,
  other_id char(24) not null,
  other_plates text[] not null default '{}',
  other_vin text null,
  created_by char(24) null references users(id) on delete set null,
  created_at timestamptz not null
);
create index vehicle_merges_business_idx on vehicle_merges (business_id, created_at, id);

${installSql(['vehicles_refresh', 'vehicles_place_document', 'vehicles_apply_merges', 'vehicles_rebuild', 'vehicles_replace'])}

-- Filled from the documents already there by migration 043 (vehicles_place_document's current body names its column).
`;
