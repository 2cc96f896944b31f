import { parseFormDefinition, type DocumentDto } from '@atelier/core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import ro from 'virtual:texts/ro.json';
import { closedReasonText, nonWorkingReason, overbooking } from './closed-reason';
import { applySeed, roleValue } from '../documents';
import { seedForSlot, seedFromAppointment } from './seed';

const t = i18next.createInstance();
await t.init({ lng: 'ro', resources: { ro: { translation: ro } }, interpolation: { escapeValue: false } });

describe('why a day is closed', () => {
  it('names the holiday, the closed day or the day off as "1 decembrie – Ziua Națională"', () => {
    expect(closedReasonText(t.t, 'ro', '2026-12-01', { kind: 'holiday', holiday: 'national_day' })).toBe('1 decembrie – Ziua Națională');
    expect(closedReasonText(t.t, 'ro', '2026-12-04', { kind: 'closed_day', note: 'Inventar' })).toBe('4 decembrie – Inventar');
    expect(closedReasonText(t.t, 'ro', '2026-12-06', { kind: 'weekly' })).toBe('6 decembrie – zi nelucrătoare');
  });

  it('reads the server refusals: non_working_day and overbooked with their figures', () => {
    const closed = new ApiError({ status: 422, code: 'non_working_day', message: '', details: [{ path: 'date', message: '2026-12-01' }, { path: 'reason', message: 'national_day', code: 'holiday' }] });
    expect(nonWorkingReason(closed)).toEqual({ date: '2026-12-01', reason: { kind: 'holiday', holiday: 'national_day' } });
    const over = new ApiError({
      status: 409,
      code: 'overbooked',
      message: '',
      details: ['date:2026-12-02', 'available:8', 'scheduled:5', 'requested:4.5', 'over:1.5'].map((pair) => ({ path: pair.split(':')[0] ?? '', message: pair.split(':')[1] ?? '' })),
    });
    expect(overbooking(over)).toEqual({ date: '2026-12-02', available: 8, scheduled: 5, requested: 4.5, over: 1.5 });
    expect(overbooking(closed)).toBeUndefined();
  });
});

describe('pre-filling from a calendar slot or an appointment', () => {
  const parsed = parseFormDefinition({
    schemaVersion: 1,
    key: 'deviz-test',
    version: 1,
    title: 'Deviz',
    category: 'auto-service',
    document: { kind: 'estimate', currency: 'RON' },
    pdf: { layout: 'generic', title: 'DEVIZ' },
    steps: [
      { name: 'client', title: 'Client', fields: [{ name: 'name', type: 'text', label: 'Nume', role: 'client.name' }] },
      {
        name: 'vehicle',
        title: 'Vehicul',
        fields: [
          { name: 'plate', type: 'plate', label: 'Nr.', role: 'vehicle.plate' },
          { name: 'km', type: 'number', label: 'Km', role: 'vehicle.odometer' },
          { name: 'day', type: 'date', label: 'Data', role: 'appointment.date' },
        ],
      },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  const definition = parsed.definition;

  it('puts the appointment’s client and vehicle into the estimate’s fields by role, and links it', () => {
    const seed = seedFromAppointment({ id: 'a'.repeat(24), facts: { 'client.name': 'Ion Popescu', 'vehicle.plate': 'CJ12ABC', 'vehicle.odometer': '123456', 'appointment.hours': '2' } } as unknown as DocumentDto);
    expect(seed.metadata).toEqual({ appointment_id: 'a'.repeat(24) });
    expect(applySeed(definition, { client: {}, vehicle: {} }, seed)).toEqual({ client: { name: 'Ion Popescu' }, vehicle: { plate: 'CJ12ABC', km: 123456 } });
  });

  it('starts an appointment on the slot’s day, and ignores a malformed one', () => {
    const data = applySeed(definition, { client: {}, vehicle: {} }, seedForSlot('2026-12-02', '08:00'));
    expect(roleValue(definition, data, 'appointment.date')).toBe('2026-12-02');
    expect(seedForSlot('mâine', null)).toBeUndefined();
  });
});
