import { installSql } from '../functions/index.js';

/**
 * Issue 31: a vehicle merge outlives the document whose id named a car. Car ids are the ids of the
 * documents that first named them (migration 039): once that document is deleted, the directory
 * made again (a rebuild, or an undo placing the car's documents again) gives the car the id of
 * another of its documents, and a merge naming the old id did nothing any more (the two cars came
 * apart). vehicle_merges now keeps the plates and VIN of the car merged into as well
 * (`vehicle_plates`, `vehicle_vin`, beside 039's `other_plates`, `other_vin`): vehicles_apply_merges
 * finds each side by its id while a car has it, else by what it was when merged, and names the ids
 * again. Filled here from the cars as they are: the plates of the car merged into but the other's.
 *
 * Customers' merges, anchored to a document of each side, take another of the same side when one
 * is deleted (the customers feature's deletion hook) instead of going with it; customers_rebuild
 * then names the ids of the customers made again (ids of first documents, as cars').
 *
 * A vehicle directory never filled (a database from before 039) is made here from the documents,
 * not by 043 as before: the functions' current bodies name these columns.
 */
export default /* sql */ `
alter table vehicle_merges add column vehicle_plates text[] not null default '{}', add column vehicle_vin text null;

update vehicle_merges m
set vehicle_plates = array(select p from unnest(v.plates) as p where not (p = any(m.other_plates)) order by p),
    vehicle_vin = v.vin
from vehicles v
where v.id = m.vehicle_id and v.business_id = m.business_id;

${installSql(['vehicles_apply_merges', 'customers_rebuild'])}

select vehicles_rebuild(id) from businesses where not exists (select 1 from vehicle_documents) order by id;
`;
