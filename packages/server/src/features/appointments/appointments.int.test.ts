import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentDto, AvailabilityResponse, ClosedDayDto, DocumentDto, ErrorBody, WeekResponse, WorkingHoursResponse } from '@atelier/core';
import { appointmentData } from '../../test/appointments.js';
import { databaseKinds } from '../../test/databases.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { catalogDefinition } from '../../pdf/test-support/samples.js';
import { createFormsService } from '../forms/forms.service.js';
import { grantAccess } from '../forms/forms.repo.js';

// The week of 30 November 2026: Monday 30 (Sf. Andrei), Tuesday 1 December (Ziua Națională), then
// Wednesday 2 to Friday 4 working, the weekend closed.
const WEDNESDAY = '2026-12-02';
const THURSDAY = '2026-12-03';
const FRIDAY = '2026-12-04';


const week = (days: { weekday: number; working: boolean; available_hours: number }[]) =>
  days.map((d) => ({ ...d, open: '08:00', close: '17:00' }));
const WORKDAYS_8 = week([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, working: weekday <= 5, available_hours: weekday <= 5 ? 8 : 0 })));

describe.each(databaseKinds())('appointments on %s', (kind) => {
  let t: TestApp;
  let formId: string;
  let estimateId: string;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    formId = (await createFormsService({ db: t.database.db, now: t.clock.now }).publish(catalogDefinition('programare-interna-service.json'))).id;
    estimateId = (await makeForm(t)).id;
  });
  afterAll(async () => t.close());

  const owner = async () => {
    const user = await makeUser(t);
    await grantAccess(t.database.db, user.businessId, formId);
    await grantAccess(t.database.db, user.businessId, estimateId);
    return user;
  };
  const call = userCall;
  const book = (user: TestUser, data: ReturnType<typeof appointmentData>, confirm = false) =>
    call<DocumentDto>(user, 'POST', `/api/user/forms/${formId}/submit${confirm ? '?confirm_overbooking=true' : ''}`, { data });
  const calendar = (user: TestUser, from = '2026-11-30', to = '2026-12-06') => call<WeekResponse>(user, 'GET', `/api/user/appointments?from=${from}&to=${to}`);
  const day = (plan: WeekResponse, date: string) => plan.days.find((d) => d.date === date);

  it('keeps a working week per business: the default until the owner sets it, members read it and may not change it', async () => {
    const a = await owner();
    const member = await makeMember(t, a);
    const b = await owner();
    const initial = await call<WorkingHoursResponse>(a, 'GET', '/api/user/working-hours');
    expect(initial.status).toBe(200);
    expect(initial.body.configured).toBe(false);
    expect(initial.body.days[0]).toEqual({ weekday: 1, working: true, open: '08:00', close: '17:00', available_hours: 8 });

    const days = WORKDAYS_8.map((d) => (d.weekday === 6 ? { ...d, working: true, open: '09:00', close: '13:00', available_hours: 4 } : d.weekday === 3 ? { ...d, available_hours: 16 } : d));
    const saved = await call<WorkingHoursResponse>(a, 'PUT', '/api/user/working-hours', { days });
    expect(saved.status).toBe(200);
    expect((await call<WorkingHoursResponse>(member, 'GET', '/api/user/working-hours')).body).toEqual({ configured: true, days });
    expect((await call(member, 'PUT', '/api/user/working-hours', { days: WORKDAYS_8 })).body.error.code).toBe('owner_only');
    expect((await call<WorkingHoursResponse>(b, 'GET', '/api/user/working-hours')).body.configured).toBe(false);

    const closing = await call(a, 'PUT', '/api/user/working-hours', { days: days.map((d) => (d.weekday === 1 ? { ...d, open: '18:00' } : d)) });
    expect(closing.status).toBe(400);
    expect((await call(a, 'PUT', '/api/user/working-hours', { days: days.slice(1) })).status).toBe(400);
    expect((await call(a, 'PUT', '/api/user/working-hours', { days: days.map((d) => ({ ...d, available_hours: 25 })) })).status).toBe(400);

    const plan = (await calendar(a)).body;
    expect(day(plan, WEDNESDAY)).toMatchObject({ working: true, available_hours: 16, scheduled_hours: 0 });
    expect(day(plan, '2026-12-05')).toMatchObject({ working: true, open: '09:00', available_hours: 4 });
    expect(day(plan, '2026-12-01')).toMatchObject({ working: false, available_hours: 0, reason: { kind: 'holiday', holiday: 'national_day' } });
    expect(day(plan, '2026-11-30')?.reason).toEqual({ kind: 'holiday', holiday: 'saint_andrew' });
    expect(day(plan, '2026-12-06')?.reason).toEqual({ kind: 'weekly' });
  });

  it('closes the business\'s own days: the owner adds and removes them, another business cannot', async () => {
    const a = await owner();
    const b = await owner();
    const member = await makeMember(t, a);
    const added = await call<ClosedDayDto>(a, 'POST', '/api/user/closed-days', { date: FRIDAY, note: 'Inventar' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ date: FRIDAY, note: 'Inventar' });
    expect((await call(member, 'POST', '/api/user/closed-days', { date: THURSDAY })).status).toBe(403);
    expect((await call<ClosedDayDto[]>(member, 'GET', '/api/user/closed-days?year=2026')).body).toEqual([added.body]);
    expect((await call<ClosedDayDto[]>(b, 'GET', '/api/user/closed-days?year=2026')).body).toEqual([]);
    expect(day((await calendar(a)).body, FRIDAY)).toMatchObject({ working: false, reason: { kind: 'closed_day', note: 'Inventar' } });
    expect(day((await calendar(b)).body, FRIDAY)).toMatchObject({ working: true });

    const refused = await book(a, appointmentData({ date: FRIDAY, start: '10:00' }));
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('non_working_day');
    expect(refused.body.error.details).toEqual([
      { path: 'date', message: FRIDAY },
      { path: 'reason', message: 'Inventar', code: 'closed_day' },
    ]);

    expect((await call(b, 'DELETE', `/api/user/closed-days/${added.body.id}`)).status).toBe(404);
    expect((await call(member, 'DELETE', `/api/user/closed-days/${added.body.id}`)).status).toBe(403);
    expect((await call(a, 'DELETE', `/api/user/closed-days/${added.body.id}`)).status).toBe(204);
    expect((await book(a, appointmentData({ date: FRIDAY, start: '10:00' }))).status).toBe(201);
  });

  it('refuses a public holiday and a day off naming why', async () => {
    const a = await owner();
    const holiday = await book(a, appointmentData({ date: '2026-12-01', start: '09:00' }));
    expect(holiday.status).toBe(422);
    expect(holiday.body.error.message).toContain('public holiday');
    expect(holiday.body.error.details?.[1]).toEqual({ path: 'reason', message: 'national_day', code: 'holiday' });
    const sunday = await book(a, appointmentData({ date: '2026-12-06' }));
    expect(sunday.body.error.details?.[1]).toEqual({ path: 'reason', message: '', code: 'weekly' });
    expect((await calendar(a)).body.appointments).toEqual([]);
  });

  it('refuses an overbooking without confirmation with the figures, books it with "proceed anyway"', async () => {
    const a = await owner();
    expect((await book(a, appointmentData({ date: WEDNESDAY, start: '08:00', hours: 5 }))).status).toBe(201);
    const over = await book(a, appointmentData({ date: WEDNESDAY, start: '13:00', hours: 4.5, client: 'Maria Ionescu' }));
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('overbooked');
    expect(over.body.error.details).toEqual([
      { path: 'date', message: WEDNESDAY },
      { path: 'available', message: '8' },
      { path: 'scheduled', message: '5' },
      { path: 'requested', message: '4.5' },
      { path: 'over', message: '1.5' },
    ]);
    const confirmed = await book(a, appointmentData({ date: WEDNESDAY, start: '13:00', hours: 4.5, client: 'Maria Ionescu' }), true);
    expect(confirmed.status).toBe(201);

    const plan = (await calendar(a)).body;
    expect(day(plan, WEDNESDAY)).toMatchObject({ scheduled_hours: 9.5, available_hours: 8 });
    expect(plan.appointments.map((x) => [x.start, x.hours, x.client, x.plate, x.reason, x.status])).toEqual([
      ['08:00', 5, 'Ion Popescu', 'CJ12ABC', 'Schimb ulei și filtre', 'scheduled'],
      ['13:00', 4.5, 'Maria Ionescu', 'CJ12ABC', 'Schimb ulei și filtre', 'scheduled'],
    ]);

    // An edit that keeps the day and its hours passes on the overbooked day; one adding hours asks again.
    const doc = confirmed.body;
    const edited = await call<DocumentDto>(a, 'PUT', `/api/user/completed_forms/${doc.id}`, { data: { ...doc.data, appointment: { ...doc.data.appointment, notes: 'Vine cu 10 minute mai devreme' } }, version: doc.version });
    expect(edited.status).toBe(200);
    const longer = await call(a, 'PUT', `/api/user/completed_forms/${doc.id}`, { data: { ...doc.data, appointment: { ...doc.data.appointment, hours: 6 } }, version: edited.body.version });
    expect(longer.status).toBe(409);
    expect(longer.body.error.details?.find((d) => d.path === 'over')?.message).toBe('3');
    const completed = await call<AppointmentDto>(a, 'POST', `/api/user/appointments/${doc.id}/complete`);
    expect(completed.status).toBe(200);
    expect(completed.body.status).toBe('completed');

    const hours = await call<AvailabilityResponse>(a, 'GET', `/api/user/appointments/availability?date=${WEDNESDAY}`);
    expect(hours.body).toMatchObject({ scheduled_hours: 9.5, available_hours: 8, free: [] });
    const thursday = await call<AvailabilityResponse>(a, 'GET', `/api/user/appointments/availability?date=${THURSDAY}`);
    expect(thursday.body).toMatchObject({ working: true, scheduled_hours: 0, free: [{ from: '08:00', to: '17:00' }] });
  });

  it('lists only undated appointments with unscheduled_only and no form_id, not the estimates (which carry no appointment date either)', async () => {
    const a = await owner();
    const estimate = await call<DocumentDto>(a, 'POST', `/api/user/forms/${estimateId}/submit`, { data: estimateData() });
    expect(estimate.status).toBe(201);
    const undated = await book(a, appointmentData({ plate: 'B 98 XYZ' }));
    const dated = await book(a, appointmentData({ date: THURSDAY, start: '09:00' }));
    expect([undated.status, dated.status]).toEqual([201, 201]);
    const listed = await call<DocumentDto[]>(a, 'GET', '/api/user/completed_forms?unscheduled_only=true');
    expect(listed.body.map((d) => d.id)).toEqual([undated.body.id]);
    expect(listed.headers.get('x-total-count')).toBe('1');
    const ofEstimates = await call<DocumentDto[]>(a, 'GET', `/api/user/completed_forms?unscheduled_only=true&form_id=${estimateId}`);
    expect(ofEstimates.body).toEqual([]);
    expect((await call<DocumentDto[]>(a, 'GET', '/api/user/completed_forms')).body).toHaveLength(3);
  });

  it('keeps undated appointments apart, reschedules them and makes a deviz linked to the appointment', async () => {
    const a = await owner();
    const undated = await book(a, appointmentData({ plate: 'B 99 XYZ' }));
    expect(undated.status).toBe(201);
    const listed = await call<DocumentDto[]>(a, 'GET', '/api/user/completed_forms?unscheduled_only=true');
    expect(listed.body.map((d) => d.id)).toEqual([undated.body.id]);
    expect((await calendar(a)).body.undated.map((x) => [x.id, x.date, x.plate])).toEqual([[undated.body.id, null, 'B99XYZ']]);

    const onHoliday = await call(a, 'POST', `/api/user/appointments/${undated.body.id}/reschedule`, { date: '2026-12-01', start: '10:00' });
    expect(onHoliday.status).toBe(422);
    const moved = await call<AppointmentDto>(a, 'POST', `/api/user/appointments/${undated.body.id}/reschedule`, { date: THURSDAY, start: '10:30' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: THURSDAY, start: '10:30', hours: 1 });
    expect((await call<DocumentDto[]>(a, 'GET', '/api/user/completed_forms?unscheduled_only=true')).body).toEqual([]);
    expect((await call<DocumentDto>(a, 'GET', `/api/user/completed_forms/${undated.body.id}`)).body.data.appointment).toMatchObject({ date: THURSDAY, start: '10:30' });

    const deviz = await call<DocumentDto>(a, 'POST', `/api/user/forms/${estimateId}/submit`, { data: estimateData(), metadata: { appointment_id: undated.body.id } });
    expect(deviz.status).toBe(201);
    const linked = (await calendar(a)).body.appointments.find((x) => x.id === undated.body.id);
    expect(linked?.deviz_id).toBe(deviz.body.id);
    expect((await call(a, 'DELETE', `/api/user/completed_forms/${deviz.body.id}`)).status).toBe(204);
    expect((await calendar(a)).body.appointments.find((x) => x.id === undated.body.id)?.deviz_id).toBeNull();
    expect((await call(a, 'DELETE', `/api/user/completed_forms/${undated.body.id}`)).status).toBe(204);
    expect((await calendar(a)).body.appointments).toEqual([]);
  });

  it('never shows, moves or links another business\'s appointments', async () => {
    const a = await owner();
    const b = await owner();
    const theirs = await book(a, appointmentData({ date: THURSDAY, start: '09:00', hours: 2 }));
    expect(theirs.status).toBe(201);
    const plan = (await calendar(b)).body;
    expect(plan.appointments).toEqual([]);
    expect(day(plan, THURSDAY)?.scheduled_hours).toBe(0);
    expect((await call<AvailabilityResponse>(b, 'GET', `/api/user/appointments/availability?date=${THURSDAY}`)).body.appointments).toEqual([]);
    expect((await call(b, 'POST', `/api/user/appointments/${theirs.body.id}/reschedule`, { date: FRIDAY })).body.error.code).toBe('appointment_not_found');
    expect((await call(b, 'POST', `/api/user/appointments/${theirs.body.id}/complete`)).status).toBe(404);
    const devizB = await call<DocumentDto>(b, 'POST', `/api/user/forms/${estimateId}/submit`, { data: estimateData(), metadata: { appointment_id: theirs.body.id } });
    expect(devizB.status).toBe(201);
    expect((await calendar(a)).body.appointments[0]?.deviz_id).toBeNull();
    // B's own calendar is not A's: A's hours do not fill B's day.
    expect((await book(b, appointmentData({ date: THURSDAY, hours: 8 }))).status).toBe(201);
  });

  it('answers clear errors for bad ranges, unknown appointments and no session', async () => {
    const a = await owner();
    expect((await calendar(a, '2026-12-06', '2026-11-30')).status).toBe(400);
    expect((await calendar(a, '2026-01-01', '2026-12-31')).status).toBe(400);
    expect((await call(a, 'GET', '/api/user/appointments?from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await call(a, 'POST', '/api/user/appointments/0123456789abcdef01234567/complete')).body.error.code).toBe('appointment_not_found');
    expect((await call(a, 'POST', '/api/user/appointments/0123456789abcdef01234567/reschedule', { date: 'mâine' })).status).toBe(400);
    const anonymous = await a.client.request<ErrorBody>('GET', '/api/user/appointments?from=2026-11-30&to=2026-12-06');
    expect(anonymous.status).toBe(401);
    const noForm = await makeUser(t);
    expect((await calendar(noForm)).body.form_id).toBeNull();
    expect((await calendar(a)).body.form_id).toBe(formId);
  });

  it('lets 20 concurrent writers book one day: exactly its available hours without confirmation, no lost booking', async () => {
    const a = await owner();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(a, appointmentData({ date: WEDNESDAY, hours: 1, client: `Client ${i}` }))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 409)).toHaveLength(12);
    const plan = (await calendar(a)).body;
    expect(day(plan, WEDNESDAY)?.scheduled_hours).toBe(8);
    expect(plan.appointments).toHaveLength(8);
    const confirmed = await Promise.all(Array.from({ length: 5 }, (_, i) => book(a, appointmentData({ date: WEDNESDAY, hours: 1, client: `Urgent ${i}` }), true)));
    expect(confirmed.every((r) => r.status === 201)).toBe(true);
    expect(day((await calendar(a)).body, WEDNESDAY)?.scheduled_hours).toBe(13);
  });
});
