import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { odometerKm, plateKey, vinKey, type DocumentDto, type FormDefinitionInput, type VehicleDetailDto, type VehiclesResponse } from '@atelier/core';
import { migrate } from '../../db/migrate.js';
import { openDatabase } from '../../db/connection.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { DATE_FIELD, estimateData, makeForm, stepsWith } from '../../test/forms.js';
import { httpClient, userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { CATCH_UP_MS } from '../documents/derived-directory.js';

const VIN = 'WVWZZZ1JZXW000001';

/** The test estimate with the document's date and the odometer reading (roles document.date, vehicle.odometer). */
const withDateAndOdometer = (): Partial<FormDefinitionInput> => ({
  key: 'deviz-vehicule-test',
  steps: stepsWith({ client: [DATE_FIELD], vehicle: [{ name: 'km', type: 'number', label: 'Km', role: 'vehicle.odometer' }] }),
});

describe.each(databaseKinds())('the vehicle directory on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  let mihai: TestUser;
  let form: string;
  const docs: Record<string, DocumentDto> = {};

  const data = ({ plate, vin = '', km, date, make = 'Dacia' }: { plate: string; vin?: string; km?: number; date: string; make?: string }) => {
    const base = estimateData({ vehicle: { plate, vin, make, ...(km === undefined ? {} : { km }) } }) as Record<string, Record<string, unknown>>;
    return { ...base, client: { ...base.client, date } };
  };
  // A second apart, as saves are: a rebuild replays them in the order they were saved.
  const save = (user: TestUser, fields: Parameters<typeof data>[0]) => {
    t.clock.advance(1000);
    return makeDocument({ user, formId: form, data: data(fields) });
  };
  const list = async (user: TestUser, query = '') => {
    const res = await userCall<VehiclesResponse>(user, 'GET', `/api/user/vehicles${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const page = async (user: TestUser, id: string) => {
    const res = await userCall<VehicleDetailDto>(user, 'GET', `/api/user/vehicles/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const byPlate = async (user: TestUser, plate: string) => (await list(user, '?limit=100')).results.find((v) => v.plates.includes(plate));
  /** The directory's rows as a rebuild must make them again (the times it wrote them aside). */
  const rows = async (businessId: string) => {
    // A new document is placed just after its save answered: wait for the placings in flight.
    await t.app.placings.idle();
    return {
      vehicles: (
        await sql`select id, plate_key, plates, vin, make, model, year, first_seen::text, last_seen::text, documents, last_odometer_km, last_odometer_day::text, search
          from vehicles where business_id = ${businessId} order by id`.execute(t.database.db)
      ).rows,
      links: (await sql`select * from vehicle_documents where business_id = ${businessId} order by document_id`.execute(t.database.db)).rows,
    };
  };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    mihai = await makeMember(t, ana);
    form = (await makeForm(t, withDateAndOdometer())).id;
    docs.entry = await save(ana, { plate: 'CJ 12 ABC', km: 100_000, date: '2026-01-10' });
    docs.estimate = await save(mihai, { plate: 'cj12abc', km: 101_500, date: '2026-02-01' });
    docs.invoice = await save(ana, { plate: 'CJ-12-ABC', km: 103_000, date: '2026-03-05', vin: VIN });
    docs.other = await save(ana, { plate: 'B 123 XYZ', km: 50_000, date: '2026-01-20', make: 'Ford' });
    docs.bogdan = await save(bogdan, { plate: 'IS 99 ZZZ', date: '2026-01-05' });
  });
  afterAll(async () => t?.close());

  it('keys a plate as core does, in the database too (three ways of writing CJ 12 ABC are one key)', async () => {
    const plates = ['CJ 12 ABC', 'cj12abc', 'CJ-12-ABC', ' cj.12.abc ', 'CJ\u00a012\u00a0ABC', 'CJ 123 PROBĂ', 'cj 123 probă', 'M-AB 1234', '', '  '];
    const vins = ['1m8gdm9axkp042788', 'WVW ZZZ 1JZ XW000001', '1M8GDM9A1KP042788', 'WVWZZZ1JZXW00000O', 'WVWZZZ1JZXW0000', ''];
    const kms = ['123456', '123456.7', '123 456', '0', '9999999', '', '-5', 'abc', '10000000', '1e6'];
    const db = t.database.db;
    for (const p of plates) expect((await sql<{ k: string | null }>`select vehicle_plate_key(${p}) as k`.execute(db)).rows[0]?.k ?? undefined, p).toBe(plateKey(p));
    for (const v of vins) expect((await sql<{ k: string | null }>`select vehicle_vin_key(${v}) as k`.execute(db)).rows[0]?.k ?? undefined, v).toBe(vinKey(v));
    for (const k of kms) expect((await sql<{ k: number | null }>`select vehicle_odometer_km(${k}) as k`.execute(db)).rows[0]?.k ?? undefined, k).toBe(odometerKm(k));
  });

  it('makes one vehicle of three documents for CJ 12 ABC typed three ways, with its documents in time order', async () => {
    const found = await list(ana, '?query=cj12');
    expect(found.total).toBe(1);
    const car = found.results[0]!;
    expect(car).toMatchObject({ plate: 'CJ 12 ABC', plate_key: 'CJ12ABC', plates: ['CJ12ABC'], vin: VIN, make: 'Dacia', documents: 3, first_seen: '2026-01-10', last_seen: '2026-03-05', last_odometer_km: 103_000, last_odometer_day: '2026-03-05' });
    // A vehicle takes the id of the document that first named it.
    expect(car.id).toBe(docs.entry!.id);
    const detail = await page(ana, car.id);
    expect(detail.documents.map((d) => d.id)).toEqual([docs.entry!.id, docs.estimate!.id, docs.invoice!.id]);
    expect(detail.documents[0]).toMatchObject({ form_title: expect.any(String), kind: 'estimate', number: docs.entry!.number, date: '2026-01-10', total: docs.entry!.facts['total.grand'], currency: 'RON', odometer_km: 100_000 });
    expect(detail.odometer.map((p) => [p.km, p.rollback])).toEqual([[100_000, false], [101_500, false], [103_000, false]]);
    expect(detail.rollbacks).toBe(0);
  });

  it('lists the newest first, finds by a fragment of a VIN, and pages with the total', async () => {
    const all = await list(ana);
    expect(all.results.map((v) => v.plate)).toEqual(['CJ 12 ABC', 'B 123 XYZ']);
    expect((await list(ana, '?query=zzz1jz')).results.map((v) => v.plate)).toEqual(['CJ 12 ABC']);
    expect((await list(ana, '?query=b 123')).results.map((v) => v.plate)).toEqual(['B 123 XYZ']);
    expect(await list(ana, '?query=nothing')).toEqual({ results: [], total: 0 });
    const second = await list(ana, '?skip=1&limit=1');
    expect([second.results.map((v) => v.plate), second.total]).toEqual([['B 123 XYZ'], 2]);
    expect(await list(ana, '?skip=5&limit=1')).toEqual({ results: [], total: 2 });
  });

  it('warns about a reading lower than an earlier one (Legea 142/2023)', async () => {
    docs.lower = await save(ana, { plate: 'CJ 12 ABC', km: 90_000, date: '2026-04-01' });
    const detail = await page(ana, docs.entry!.id);
    expect(detail.rollbacks).toBe(1);
    expect(detail.odometer.at(-1)).toEqual({ document_id: docs.lower.id, day: '2026-04-01', km: 90_000, rollback: true, previous: { km: 103_000, day: '2026-03-05', document_id: docs.invoice!.id } });
    expect(detail.vehicle.last_odometer_km).toBe(90_000);
  });

  it('ties a new plate to the car whose VIN it carries (re-registration), keeping both plates', async () => {
    docs.reregistered = await save(ana, { plate: 'B 07 DEF', km: 110_000, date: '2026-05-01', vin: 'wvw zzz 1jz xw000001' });
    const car = await page(ana, docs.entry!.id);
    expect(car.vehicle).toMatchObject({ plate: 'B 07 DEF', plates: ['B07DEF', 'CJ12ABC'], vin: VIN, documents: 5, last_odometer_km: 110_000 });
    expect((await list(ana, '?query=b07')).results.map((v) => v.id)).toEqual([docs.entry!.id]);
    expect((await list(ana, '?query=cj12')).results.map((v) => v.id)).toEqual([docs.entry!.id]);
  });

  it('joins to a VIN the documents that wrote only its plate before', async () => {
    const plateOnly = await save(ana, { plate: 'MM 30 CCC', date: '2026-01-01' });
    const vinOnly = await save(ana, { plate: 'SB 44 XYZ', date: '2026-02-01', vin: '1M8GDM9AXKP042788' });
    expect((await list(ana, '?query=mm30')).results.map((v) => v.id)).toEqual([plateOnly.id]);
    await save(ana, { plate: 'MM 30 CCC', date: '2026-03-01', vin: '1M8GDM9AXKP042788' });
    const merged = await list(ana, '?query=1m8gdm');
    expect(merged.results.map((v) => [v.id, v.plates, v.documents])).toEqual([[vinOnly.id, ['MM30CCC', 'SB44XYZ'], 3]]);
    expect((await list(ana, '?query=mm30')).total).toBe(1);
  });

  it('follows edits and deletions: the car moves with its plate, loses deleted documents, and goes with its last one', async () => {
    const other = (await byPlate(ana, 'B123XYZ'))!;
    expect(other.documents).toBe(1);
    // The B 123 XYZ estimate is corrected to CJ 12 ABC: it moves, and B 123 XYZ has no document left.
    const edited = await userCall<DocumentDto>(ana, 'PUT', `/api/user/completed_forms/${docs.other!.id}`, { data: data({ plate: 'CJ 12 ABC', km: 102_000, date: '2026-02-15' }), version: docs.other!.version });
    expect(edited.status, edited.text).toBe(200);
    expect(await byPlate(ana, 'B123XYZ')).toBeUndefined();
    expect((await page(ana, docs.entry!.id)).documents.map((d) => d.id)).toContain(docs.other!.id);
    expect((await page(ana, docs.entry!.id)).vehicle.documents).toBe(6);
    // Deleting documents: the counts follow, and the last one takes the car away.
    expect((await userCall(mihai, 'DELETE', `/api/user/completed_forms/${docs.lower!.id}`)).status).toBe(204);
    const after = await page(ana, docs.entry!.id);
    expect([after.vehicle.documents, after.rollbacks]).toEqual([5, 0]);
    const lone = await save(ana, { plate: 'CT 55 TTT', date: '2026-06-01' });
    expect((await list(ana, '?query=ct55')).total).toBe(1);
    expect((await userCall(ana, 'DELETE', `/api/user/completed_forms/${lone.id}`)).status).toBe(204);
    expect((await list(ana, '?query=ct55')).total).toBe(0);
    expect((await userCall(ana, 'GET', `/api/user/vehicles/${lone.id}`)).status).toBe(404);
  });

  // PostgreSQL: another connection holds the directory's lock, so the placing waits (PGlite has one connection).
  it.runIf(kind === 'postgres')("answers a save before placing it, and the business's next request waits for the placing", async () => {
    const holder = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', poolSize: 1 });
    try {
      await holder.db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        await sql`select pg_advisory_xact_lock(hashtext('vehicles:' || ${ana.businessId}::text))`.execute(connection);
        let holding = true;
        try {
          // The placing waits for the lock; the save answers all the same.
          const saved = await save(ana, { plate: 'HD 07 LCK', date: '2026-04-01' });
          expect(saved.number).not.toBe('');
          let answered = false;
          const listed = list(ana, '?query=hd07lck').then((body) => ((answered = true), body));
          // Another business's requests do not wait for this one's placings.
          expect((await list(bogdan)).total).toBeGreaterThan(0);
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(answered).toBe(false);
          await sql`commit`.execute(connection);
          holding = false;
          expect((await listed).results.map((v) => v.plate)).toEqual(['HD 07 LCK']);
        } finally {
          if (holding) await sql`rollback`.execute(connection);
        }
      });
    } finally {
      await holder.close();
    }
  });

  it('rebuilds from scratch the same rows the hooks kept', async () => {
    const kept = await rows(ana.businessId);
    expect(kept.vehicles.length).toBeGreaterThan(1);
    const { createVehiclesService } = await import('./vehicles.service.js');
    const service = createVehiclesService({ db: t.database.db });
    await sql`delete from vehicles where business_id = ${ana.businessId}`.execute(t.database.db);
    expect(await service.rebuild({ businessId: ana.businessId })).toBe(kept.vehicles.length);
    const rebuilt = await rows(ana.businessId);
    expect(rebuilt).toEqual(kept);
    const all = await service.rebuildAll();
    expect(all.businesses).toBeGreaterThanOrEqual(2);
    expect(await rows(ana.businessId)).toEqual(kept);
  });

  it('is filled by its migration from the documents already there (as on a database from before it)', async () => {
    const kept = [await rows(ana.businessId), await rows(bogdan.businessId)];
    const db = t.database.db;
    await sql`drop table vehicle_documents, vehicles, vehicle_merges`.execute(db);
    for (const name of ['vehicles_replace', 'vehicles_rebuild', 'vehicles_place_plates', 'vehicles_apply_merges', 'vehicles_sync_document', 'vehicles_place_document', 'vehicles_refresh', 'vehicle_document_day', 'vehicle_odometer_km', 'vehicle_vin_key', 'vehicle_plate_key']) {
      await sql`drop function ${sql.id(name)}`.execute(db);
    }
    await sql`delete from schema_migrations where id in ('035-vehicles', '039-vehicle-merges', '043-directory-saves', '046-merge-anchors')`.execute(db);
    expect(await migrate(db)).toEqual(['035-vehicles', '039-vehicle-merges', '043-directory-saves', '046-merge-anchors']);
    expect([await rows(ana.businessId), await rows(bogdan.businessId)]).toEqual(kept);
  });

  it("keeps businesses apart: another business's vehicle is 404 and its list its own; a member reads; no session is 401", async () => {
    expect((await userCall(bogdan, 'GET', `/api/user/vehicles/${docs.entry!.id}`)).status).toBe(404);
    expect((await userCall<{ error: { code: string } }>(bogdan, 'GET', `/api/user/vehicles/${docs.entry!.id}`)).body.error.code).toBe('not_found');
    expect((await list(bogdan)).results.map((v) => v.plate)).toEqual(['IS 99 ZZZ']);
    expect((await list(bogdan, '?query=cj12')).total).toBe(0);
    expect((await page(mihai, docs.entry!.id)).vehicle.plate).toBe('B 07 DEF');
    expect((await list(mihai, '?query=cj12')).total).toBe(1);
    const anonymous = httpClient(t.url);
    expect((await anonymous.request('GET', '/api/user/vehicles')).status).toBe(401);
    expect((await anonymous.request('GET', `/api/user/vehicles/${docs.entry!.id}`)).status).toBe(401);
    expect((await userCall(ana, 'GET', '/api/user/vehicles/not-an-id')).status).toBe(400);
  });

  it('places again, at the next start, the newest documents whose placing a stop cut short', async () => {
    // An instance whose saves are never placed stands for one stopped between a save's commit and its placing.
    const stopped = await startTestApp({ kind, database: t.database, appDeps: { directoryHooks: false } });
    const owner = await makeUser(t);
    const submit = async (plate: string) => {
      const res = await httpClient(stopped.url).request<DocumentDto>('POST', `/api/user/forms/${form}/submit`, { token: owner.token, json: { data: data({ plate, date: '2026-04-01' }) } });
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    // After every document of the other tests (the owner's session still valid).
    stopped.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const older = await submit('SB 10 VEC');
    stopped.clock.advance(CATCH_UP_MS + 60_000);
    const newest = await submit('SB 11 NOU');
    await stopped.close();
    expect((await rows(owner.businessId)).links).toEqual([]);

    const started = await startTestApp({ kind, database: t.database });
    try {
      await started.app.placings.idle();
      // The newest one (and any saved in the CATCH_UP_MS before it) is placed; one saved earlier was placed long ago, or waits for a rebuild.
      expect((await rows(owner.businessId)).links).toMatchObject([{ document_id: newest.id }]);
      const [car] = (await userCall<VehiclesResponse>(owner, 'GET', '/api/user/vehicles')).body.results;
      expect(car?.plate).toBe('SB 11 NOU');
      expect(older.id).not.toBe(newest.id);
    } finally {
      await started.close();
    }
  });
});
