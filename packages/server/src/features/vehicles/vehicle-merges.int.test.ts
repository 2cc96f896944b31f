import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, FormDefinitionInput, VehicleDetailDto, VehicleMergeDto, VehiclesResponse } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { DATE_FIELD, estimateData, makeForm, stepsWith } from '../../test/forms.js';
import { httpClient, userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createVehiclesService } from './vehicles.service.js';

/** The test estimate with the document's date, the odometer and the papers' expiry dates (their roles). */
const withPapers = (): Partial<FormDefinitionInput> => ({
  key: 'deviz-acte-test',
  steps: stepsWith({
    client: [DATE_FIELD],
    vehicle: [
      { name: 'km', type: 'number', label: 'Km', role: 'vehicle.odometer' },
      { name: 'itp', type: 'date', label: 'ITP', role: 'vehicle.itp_expiry' },
      { name: 'rca', type: 'date', label: 'RCA', role: 'vehicle.rca_expiry' },
      { name: 'vignette', type: 'date', label: 'Rovinietă', role: 'vehicle.vignette_expiry' },
    ],
  }),
});

type Car = { plate: string; date: string; vin?: string; km?: number; itp?: string; rca?: string; vignette?: string; client?: string };

describe.each(databaseKinds())('vehicle merges, papers and the page on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  let mihai: TestUser;
  let form: string;

  const save = (user: TestUser, { plate, date, vin = '', km, itp, rca, vignette, client }: Car): Promise<DocumentDto> => {
    t.clock.advance(1000);
    const base = estimateData({ vehicle: { plate, vin, ...(km === undefined ? {} : { km }), ...(itp ? { itp } : {}), ...(rca ? { rca } : {}), ...(vignette ? { vignette } : {}) } }) as Record<
      string,
      Record<string, unknown>
    >;
    return makeDocument({ user, formId: form, data: { ...base, client: { ...base.client, date, ...(client ? { name: client } : {}) } } });
  };
  const page = async (user: TestUser, id: string) => {
    const res = await userCall<VehicleDetailDto>(user, 'GET', `/api/user/vehicles/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const find = async (user: TestUser, query: string) => {
    const res = await userCall<VehiclesResponse>(user, 'GET', `/api/user/vehicles?query=${encodeURIComponent(query)}&limit=100`);
    expect(res.status, res.text).toBe(200);
    return res.body.results;
  };
  const merge = (user: TestUser, id: string, otherId: string) => userCall<VehicleMergeDto>(user, 'POST', `/api/user/vehicles/${id}/merges`, { other_id: otherId });
  const undo = (user: TestUser, id: string, mergeId: string) => userCall(user, 'DELETE', `/api/user/vehicles/${id}/merges/${mergeId}`);
  const rows = async (businessId: string) => {
    // A new document is placed just after its save answered: wait for the placings in flight.
    await t.app.placings.idle();
    return {
      vehicles: (await sql`select id, plate_key, plates, vin, documents, itp_expiry::text, rca_expiry::text, vignette_expiry::text from vehicles where business_id = ${businessId} order by id`.execute(t.database.db)).rows,
      links: (await sql`select document_id, vehicle_id from vehicle_documents where business_id = ${businessId} order by document_id`.execute(t.database.db)).rows,
    };
  };
  const rebuild = (businessId: string) => createVehiclesService({ db: t.database.db }).rebuild({ businessId });
  /** Every column of the business's cars and their links, as the hooks or a rebuild wrote them (the placings in flight first). */
  const everything = async (businessId: string) => {
    await t.app.placings.idle();
    return {
      vehicles: (await sql`select id, plate_key, plates, vin, make, model, year, first_seen::text, last_seen::text, documents, last_odometer_km,
        last_odometer_day::text, itp_expiry::text, rca_expiry::text, vignette_expiry::text, search from vehicles where business_id = ${businessId} order by id`.execute(t.database.db)).rows,
      links: (await sql`select * from vehicle_documents where business_id = ${businessId} order by document_id`.execute(t.database.db)).rows,
    };
  };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    mihai = await makeMember(t, ana);
    form = (await makeForm(t, withPapers())).id;
  });
  afterAll(async () => t?.close());

  it("keeps each paper's expiry from the newest document that carries it (a later renewal wins, a document without it changes nothing)", async () => {
    const first = await save(ana, { plate: 'CJ 12 ABC', date: '2026-01-10', km: 100_000, itp: '2026-06-30', rca: '2026-03-01', vignette: '2026-12-31', client: 'Ion Popescu' });
    await save(ana, { plate: 'cj12abc', date: '2026-02-01', km: 101_000, rca: '2027-03-01' });
    // Written later but dated earlier: not the newest by date.
    await save(ana, { plate: 'CJ-12-ABC', date: '2026-01-05', itp: '2025-06-30' });
    await save(ana, { plate: 'CJ 12 ABC', date: '2026-03-01', km: 99_000, client: 'Maria Popescu' });
    const detail = await page(ana, first.id);
    expect(detail.vehicle).toMatchObject({ itp_expiry: '2026-06-30', rca_expiry: '2027-03-01', vignette_expiry: '2026-12-31', documents: 4 });
    expect(detail.rollbacks).toBe(1);
    // Whom a new document for this car is made out to: the newest document's client.
    expect(detail.owner).toMatchObject({ 'client.name': 'Maria Popescu' });
    expect(detail.owner['vehicle.plate']).toBeUndefined();
    expect(detail.documents.every((d) => d.share_state === 'not_sent')).toBe(true);
    expect([detail.merges, detail.appointments, detail.registry]).toEqual([[], [], []]);
  });

  it("lists the car's appointments, registry sends and SPV states from their modules", async () => {
    const [car] = await find(ana, 'cj12abc');
    const before = await page(ana, car!.id);
    const [a, b] = before.documents;
    await sql`insert into appointment_slots (document_id, business_id, day, start_at, hours, status) values (${a!.id}, ${ana.businessId}, '2026-01-10', '09:30', 2, 'scheduled')`.execute(t.database.db);
    await sql`insert into registry_records (document_id, business_id, autopass_id, state, payload, sent_at, updated_at) values (${b!.id}, ${ana.businessId}, 'AP-77', 'sent', '{}', now(), now())`.execute(t.database.db);
    // Two uploads of the same invoice to SPV: the page says where the latest stands.
    for (const [id, state, at] of [['0123456789abcdef0123aaa1', 'rejected', '2026-02-02T10:00:00Z'], ['0123456789abcdef0123aaa2', 'accepted', '2026-02-03T10:00:00Z']]) {
      await sql`insert into spv_uploads (id, business_id, document_id, number, issue_date, state, trigger, created_at, updated_at)
        values (${id}, ${ana.businessId}, ${b!.id}, ${b!.number}, '2026-02-01', ${state}, 'manual', ${at}, ${at})`.execute(t.database.db);
    }
    const after = await page(ana, car!.id);
    expect(after.appointments).toEqual([{ document_id: a!.id, day: '2026-01-10', start: '09:30', hours: 2, status: 'scheduled' }]);
    expect(after.registry).toEqual([{ document_id: b!.id, state: 'sent', autopass_id: 'AP-77', sent_at: expect.any(String) }]);
    expect(after.documents.map((d) => d.spv_state)).toEqual([null, 'accepted', null, null]);
    // Another business asking for the same car sees nothing of it.
    expect((await userCall(bogdan, 'GET', `/api/user/vehicles/${car!.id}`)).status).toBe(404);
  });

  it('merges a re-plated car without a VIN into another, keeps it through a rebuild, and undoes it', async () => {
    const old = await save(ana, { plate: 'MM 30 VEC', date: '2026-01-01', km: 50_000 });
    await save(ana, { plate: 'MM 30 VEC', date: '2026-02-01', km: 52_000 });
    const fresh = await save(ana, { plate: 'B 99 NEW', date: '2026-03-01', km: 55_000, itp: '2027-03-01' });
    const separate = await rows(ana.businessId);
    expect((await find(ana, 'mm30vec')).map((v) => v.id)).toEqual([old.id]);

    const made = await merge(ana, fresh.id, old.id);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ other_id: old.id, other_plates: ['MM30VEC'], other_vin: null });
    const merged = await page(ana, fresh.id);
    expect(merged.vehicle).toMatchObject({ plate: 'B 99 NEW', plates: ['B99NEW', 'MM30VEC'], documents: 3, itp_expiry: '2027-03-01' });
    expect(merged.merges.map((m) => m.id)).toEqual([made.body.id]);
    expect(merged.odometer.map((p) => p.km)).toEqual([50_000, 52_000, 55_000]);
    expect((await userCall(ana, 'GET', `/api/user/vehicles/${old.id}`)).status).toBe(404);
    expect((await find(ana, 'mm30')).map((v) => v.id)).toEqual([fresh.id]);

    // A new document with the old plate finds the merged car; a rebuild makes the same rows again.
    const later = await save(ana, { plate: 'mm-30-vec', date: '2026-04-01', km: 56_000 });
    expect((await page(ana, fresh.id)).documents.map((d) => d.id)).toContain(later.id);
    const kept = await rows(ana.businessId);
    await rebuild(ana.businessId);
    expect(await rows(ana.businessId)).toEqual(kept);

    // Undone: the old car is back under its own id with its documents (the later one too: it wrote its plate).
    expect((await undo(ana, fresh.id, made.body.id)).status).toBe(204);
    const back = await page(ana, old.id);
    expect(back.documents.map((d) => d.plate)).toEqual(['MM30VEC', 'MM30VEC', 'MM30VEC']);
    expect((await page(ana, fresh.id)).vehicle).toMatchObject({ plates: ['B99NEW'], documents: 1 });
    expect((await page(ana, fresh.id)).merges).toEqual([]);
    const undone = await rows(ana.businessId);
    expect(undone.vehicles.length).toBe(separate.vehicles.length);
    await rebuild(ana.businessId);
    expect(await rows(ana.businessId)).toEqual(undone);
    // Undone twice: the merge is gone.
    expect((await undo(ana, fresh.id, made.body.id)).status).toBe(404);
  });

  it('keeps a merge when the documents whose ids named both cars are deleted and the directory is made again, and undoes it then', async () => {
    const oldFirst = await save(ana, { plate: 'VS 01 VEC', date: '2026-07-01', km: 70_000 });
    const oldSecond = await save(ana, { plate: 'VS 01 VEC', date: '2026-07-02', km: 71_000 });
    const newFirst = await save(ana, { plate: 'VS 02 NEW', date: '2026-07-03', km: 72_000 });
    const newSecond = await save(ana, { plate: 'VS 02 NEW', date: '2026-07-04', km: 73_000 });
    const made = await merge(ana, newFirst.id, oldFirst.id);
    expect(made.status, made.text).toBe(201);
    // The documents whose ids the two cars have are deleted: the cars keep their ids until the directory is made again.
    for (const doc of [oldFirst, newFirst]) expect((await userCall(ana, 'DELETE', `/api/user/completed_forms/${doc.id}`)).status).toBe(204);
    expect((await page(ana, newFirst.id)).documents.map((d) => d.id)).toEqual([oldSecond.id, newSecond.id]);
    await rebuild(ana.businessId);
    // One car still, now under the id of its first document left; the merge names the new ids.
    expect((await find(ana, 'vs0')).map((v) => v.id)).toEqual([newSecond.id]);
    const rebuilt = await page(ana, newSecond.id);
    expect(rebuilt.documents.map((d) => d.id)).toEqual([oldSecond.id, newSecond.id]);
    expect(rebuilt.merges.map((m) => [m.id, m.other_id, m.other_plates])).toEqual([[made.body.id, oldSecond.id, ['VS01VEC']]]);
    // Made again, it is the same directory; undone, the old car is apart again.
    const kept = await rows(ana.businessId);
    await rebuild(ana.businessId);
    expect(await rows(ana.businessId)).toEqual(kept);
    expect((await undo(ana, newSecond.id, made.body.id)).status).toBe(204);
    expect((await find(ana, 'vs01vec')).map((v) => [v.id, v.documents])).toEqual([[oldSecond.id, 1]]);
    expect((await page(ana, newSecond.id)).vehicle).toMatchObject({ plates: ['VS02NEW'], documents: 1 });
  });

  it('follows a car merged into one later merged into a third, and undoes the first merge alone', async () => {
    const a = await save(ana, { plate: 'AB 01 AAA', date: '2026-05-01' });
    const b = await save(ana, { plate: 'AB 02 BBB', date: '2026-05-02' });
    const c = await save(ana, { plate: 'AB 03 CCC', date: '2026-05-03' });
    const first = await merge(ana, b.id, a.id);
    expect(first.status, first.text).toBe(201);
    t.clock.advance(1000);
    const second = await merge(mihai, c.id, b.id);
    expect(second.status, second.text).toBe(201);
    const all = await page(ana, c.id);
    expect([all.vehicle.documents, all.merges.map((m) => m.id)]).toEqual([3, [first.body.id, second.body.id]]);
    const kept = await rows(ana.businessId);
    await rebuild(ana.businessId);
    expect(await rows(ana.businessId)).toEqual(kept);
    // Two merges of one instant, applied in the other order, end the same (the rebuild goes on until nothing moves).
    await sql`update vehicle_merges set created_at = ${new Date('2026-01-01T00:00:00Z')}, id = case when id = ${first.body.id} then 'ffffffffffffffffffffff01' else 'ffffffffffffffffffffff00' end
      where id in (${first.body.id}, ${second.body.id})`.execute(t.database.db);
    await rebuild(ana.businessId);
    expect(await rows(ana.businessId)).toEqual(kept);
    await sql`update vehicle_merges set id = case when id = 'ffffffffffffffffffffff01' then ${first.body.id} else ${second.body.id} end, created_at = now()
      where id in ('ffffffffffffffffffffff00', 'ffffffffffffffffffffff01')`.execute(t.database.db);
    // The first merge undone from the car that holds them both: A is apart again, B stays with C.
    expect((await undo(mihai, c.id, first.body.id)).status).toBe(204);
    expect((await page(ana, c.id)).vehicle.plates).toEqual(['AB03CCC', 'AB02BBB']);
    expect((await page(ana, a.id)).vehicle.plates).toEqual(['AB01AAA']);
    expect((await page(ana, c.id)).merges.map((m) => m.id)).toEqual([second.body.id]);
  });

  it('rebuilds at once, plate by plate, exactly the directory that placing the documents one by one makes (tricky plates, VINs and merges)', async () => {
    const cora = await makeUser(t);
    const [v1, v2, v3, v4, v5, v6] = ['WVWZZZ1JZXW000011', 'WVWZZZ1JZXW000012', 'WVWZZZ1JZXW000013', 'WVWZZZ1JZXW000014', 'WVWZZZ1JZXW000015', 'WVWZZZ1JZXW000016'];
    // One car written three ways, its VIN on one document only, one dated before the first (one car: placed at once).
    const first = await save(cora, { plate: 'CJ 12 ABC', date: '2026-02-01', km: 100 });
    await save(cora, { plate: 'cj12abc', date: '2026-03-01', vin: v1, km: 200 });
    await save(cora, { plate: 'CJ-12-ABC', date: '2026-01-15' });
    // Re-registered (a VIN with two plates); a VIN written before its plate; a plate that moved to another car (two VINs);
    // (its document's application has no plate); a plate-only car joined later by a VIN first seen with another plate; a plain plate-only car; a car merged by the user.
    await save(cora, { plate: 'B 07 DEF', date: '2026-01-01', vin: v2 });
    await save(cora, { plate: 'IS 07 DEF', date: '2026-04-01', vin: v2.toLowerCase() });
    const vinOnly = await save(cora, { plate: 'TM 01 TMP', date: '2026-01-02', vin: v3 });
    await save(cora, { plate: 'SV 33 AAA', date: '2026-01-03' });
    await save(cora, { plate: 'sv 33 aaa', date: '2026-01-04', vin: v3 });
    await save(cora, { plate: 'BV 10 XXX', date: '2026-01-05', vin: v4 });
    await save(cora, { plate: 'BV 10 XXX', date: '2026-01-06' });
    await save(cora, { plate: 'BV-10-XXX', date: '2026-01-07', vin: v5 });
    await save(cora, { plate: 'MM 30 CCC', date: '2026-01-08' });
    await save(cora, { plate: 'SB 44 XYZ', date: '2026-01-09', vin: v6 });
    await save(cora, { plate: 'MM 30 CCC', date: '2026-01-10', vin: v6 });
    const lone = await save(cora, { plate: 'AG 55 ZZZ', date: '2026-01-11' });
    await save(cora, { plate: 'ag55zzz', date: '2026-01-12' });
    expect((await merge(cora, first.id, lone.id)).status).toBe(201);

    const db = t.database.db;
    await sql`update documents set facts = facts - 'vehicle.plate' where id = ${vinOnly.id}`.execute(db);
    // Document by document, in the order saved (the rebuild before it placed plates at once), then the merges.
    await sql`delete from vehicles where business_id = ${cora.businessId}`.execute(db);
    const ids = (await sql<{ id: string }>`select id from documents where business_id = ${cora.businessId} order by created_at, id`.execute(db)).rows;
    for (const { id } of ids) await sql`select vehicles_place_document(${cora.businessId}, ${id})`.execute(db);
    await sql`select vehicles_apply_merges(${cora.businessId}), vehicles_refresh(${cora.businessId}, null)`.execute(db);
    const oneByOne = await everything(cora.businessId);
    expect(oneByOne.vehicles.length).toBe(6);

    // At once: the CJ 12 ABC and AG 55 ZZZ documents are placed by plate, the others one by one.
    await sql`delete from vehicles where business_id = ${cora.businessId}`.execute(db);
    expect((await sql<{ n: number }>`select vehicles_place_plates(${cora.businessId}) as n`.execute(db)).rows[0]?.n).toBe(5);
    expect(await rebuild(cora.businessId)).toBe(6);
    expect(await everything(cora.businessId)).toEqual(oneByOne);
  });

  it("keeps a car's row as a rebuild makes it, save by save: the newest document of a known car in one update, the rest recounted", async () => {
    const dana = await makeUser(t);
    const vin = 'WVWZZZ1JZXW000021';
    /** The car's row after `step` as the hooks kept it, then as a rebuild makes it from the same documents: the same. */
    const asRebuilt = async (step: string) => {
      const kept = await everything(dana.businessId);
      await rebuild(dana.businessId);
      expect(await everything(dana.businessId), step).toEqual(kept);
      return kept.vehicles as { documents: number; last_seen: string; last_odometer_km: number | null; itp_expiry: string | null; vin: string | null }[];
    };
    const first = await save(dana, { plate: 'CJ 12 ABC', date: '2026-01-10', km: 100_000, itp: '2026-06-30' });
    await asRebuilt('a new car');
    // The newest, by plates the car had (one update of its row): counted, its day the last, its facts the newest, what it lacks kept.
    await save(dana, { plate: 'cj12abc', date: '2026-02-01', km: 101_000, rca: '2027-03-01' });
    await save(dana, { plate: 'CJ-12-ABC', date: '2026-02-01', vignette: '2026-12-31' });
    expect((await asRebuilt('the newest, twice'))[0]).toMatchObject({ documents: 3, last_seen: '2026-02-01', last_odometer_km: 101_000, itp_expiry: '2026-06-30' });
    // A VIN the car lacked (recounted), then the newest with that VIN (one update again).
    await save(dana, { plate: 'CJ 12 ABC', date: '2026-03-01', vin, km: 103_000 });
    await asRebuilt('a new VIN');
    await save(dana, { plate: 'CJ 12 ABC', date: '2026-04-01', vin: vin.toLowerCase(), itp: '2027-04-01' });
    expect((await asRebuilt('the newest with its VIN'))[0]).toMatchObject({ documents: 5, last_seen: '2026-04-01', itp_expiry: '2027-04-01', vin });
    // Dated before the car's newest (recounted): not the newest reading nor the newest ITP.
    const older = await save(dana, { plate: 'CJ 12 ABC', date: '2026-01-05', km: 99_000, itp: '2025-06-30' });
    expect((await asRebuilt('an older document'))[0]).toMatchObject({ documents: 6, last_seen: '2026-04-01', last_odometer_km: 103_000, itp_expiry: '2027-04-01' });
    // An edit that makes it the newest, then its deletion.
    const edited = await userCall<DocumentDto>(dana, 'PUT', `/api/user/completed_forms/${older.id}`, {
      data: { ...older.data, client: { ...(older.data.client as Record<string, unknown>), date: '2026-05-01' } },
      version: older.version,
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await asRebuilt('an edit'))[0]).toMatchObject({ documents: 6, last_seen: '2026-05-01', last_odometer_km: 99_000, itp_expiry: '2025-06-30' });
    expect((await userCall(dana, 'DELETE', `/api/user/completed_forms/${older.id}`)).status).toBe(204);
    expect((await asRebuilt('a deletion'))[0]).toMatchObject({ documents: 5, last_seen: '2026-04-01', last_odometer_km: 103_000, itp_expiry: '2027-04-01' });
    expect((await page(dana, first.id)).vehicle.documents).toBe(5);
  });

  it('refuses a merge with itself or an unknown car, and keeps businesses apart; no session is 401', async () => {
    const mine = await save(ana, { plate: 'SB 10 AAA', date: '2026-06-01' });
    const other = await save(ana, { plate: 'SB 11 BBB', date: '2026-06-02' });
    const theirs = await save(bogdan, { plate: 'IS 10 XYZ', date: '2026-06-03' });
    const same = await merge(ana, mine.id, mine.id);
    expect([same.status, (same.body as unknown as { error: { code: string } }).error.code]).toEqual([400, 'vehicle_merge_same']);
    expect((await merge(ana, mine.id, theirs.id)).status).toBe(404);
    expect((await merge(bogdan, theirs.id, mine.id)).status).toBe(404);
    expect((await merge(bogdan, mine.id, other.id)).status).toBe(404);
    expect((await userCall(ana, 'POST', `/api/user/vehicles/${mine.id}/merges`, { other_id: 'nope' })).status).toBe(400);
    const made = await merge(ana, mine.id, other.id);
    expect(made.status).toBe(201);
    expect((await undo(bogdan, mine.id, made.body.id)).status).toBe(404);
    expect((await undo(bogdan, theirs.id, made.body.id)).status).toBe(404);
    const anonymous = httpClient(t.url);
    expect((await anonymous.request('POST', `/api/user/vehicles/${mine.id}/merges`, { json: { other_id: other.id } })).status).toBe(401);
    expect((await anonymous.request('DELETE', `/api/user/vehicles/${mine.id}/merges/${made.body.id}`)).status).toBe(401);
    // Still merged: none of the refused calls changed anything.
    expect((await page(ana, mine.id)).vehicle.documents).toBe(2);
  });
});
