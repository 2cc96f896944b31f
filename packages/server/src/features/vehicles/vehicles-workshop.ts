import { sql, type Kysely } from 'kysely';
import { formatPlate, WORKSHOP_CLOSING_KINDS, WORKSHOP_OPENING_KINDS, type DocumentKind, type WorkshopCarDto } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { RequestScope } from '../../http/request-user.js';

type WorkshopRow = {
  vehicle_id: string;
  document_id: string;
  number: string;
  kind: DocumentKind;
  day: string;
  client: string | null;
  plate_key: string | null;
  vin: string | null;
  make: string | null;
  model: string | null;
  total: string;
};

const kinds = (list: readonly string[]) => sql.join(list.map((kind) => sql`${kind}`));

/**
 * Cars in the workshop (Today, issue 31), from the directory's links between documents and cars:
 * a car is in while its newest entry sheet or service order (kinds WORKSHOP_OPENING_KINDS, dated
 * within the window) has no handover record or invoice (WORKSHOP_CLOSING_KINDS) for the same car
 * dated after it (or the same day and saved after it). The exit date an entry sheet or order
 * carries (`service.exit_date`) is the handover planned at intake in every catalog application
 * ("Data estimată predare", "Termen de predare", required on the order), not the car's leaving:
 * it neither takes the car out nor keeps it in. One statement: the business's car documents of the window by
 * vehicle_documents_business_day_idx, each car's later documents by vehicle_documents_vehicle_idx,
 * their kinds from the links (migration 043): only the opening documents themselves are read.
 */
export const carsInWorkshop = async (db: Kysely<Database>, { businessId }: RequestScope, { since, limit }: { since: string; limit: number }) => {
  const rows = (
    await sql<WorkshopRow>`
      with opened as (
        select distinct on (l.vehicle_id) l.vehicle_id, l.document_id, l.day, l.created_at, d.number, l.kind, nullif(d.facts ->> 'client.name', '') as client
        from vehicle_documents l
        join documents d on d.id = l.document_id
        where l.business_id = ${businessId} and l.day >= ${since}::date and l.kind in (${kinds(WORKSHOP_OPENING_KINDS)})
        order by l.vehicle_id, l.day desc, l.created_at desc
      )
      select o.vehicle_id, o.document_id, o.number, o.kind, o.day::text as day, o.client, v.plate_key, v.vin, v.make, v.model, count(*) over () as total
      from opened o
      join vehicles v on v.id = o.vehicle_id
      where not exists (
        select 1 from vehicle_documents c
        where c.vehicle_id = o.vehicle_id and (c.day, c.created_at) > (o.day, o.created_at) and c.kind in (${kinds(WORKSHOP_CLOSING_KINDS)}))
      order by o.day desc, o.created_at desc, o.vehicle_id
      limit ${limit}`.execute(db)
  ).rows;
  const results: WorkshopCarDto[] = rows.map((row) => ({
    vehicle_id: row.vehicle_id,
    plate: row.plate_key === null ? null : formatPlate(row.plate_key),
    vin: row.vin,
    make: row.make,
    model: row.model,
    client: row.client,
    since: row.day,
    document: { id: row.document_id, number: row.number, kind: row.kind },
  }));
  return { results, total: Number(rows[0]?.total ?? 0) };
};
