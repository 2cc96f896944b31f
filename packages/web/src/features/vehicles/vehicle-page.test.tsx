import type { RemindersResponse, UserDto, VehicleDetailDto } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { clearSessionToken, setSessionToken } from '../../lib/session/session-store';
import { estimateDefinition } from '../../test/estimate-fixture';
import { jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { makeToken } from '../../test/tokens';
import { applySeed, roleValue } from '../documents';
import { expiryStatus, localDay } from './papers';
import { newDocumentForVehicle, seedFromVehicle } from './seed';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const me: UserDto = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', email: 'ana@example.ro', is_admin: false, created_at: '2026-01-01T10:00:00Z', trial_ends_at: '2099-01-01T00:00:00Z' };

/** A day `days` from the local today, as the page counts. */
const fromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localDay(d);
};

const doc = (n: number, date: string, km: number, total: string | null) => ({
  id: `cccccccccccccccccccccc0${n}`,
  form_id: 'dddddddddddddddddddddddd',
  form_title: 'Deviz auto',
  kind: 'estimate' as const,
  number: `DV-000${n}`,
  date,
  total,
  currency: 'RON' as const,
  plate: 'CJ12ABC',
  odometer_km: km,
  created_at: `${date}T09:00:00.000Z`,
  share_state: n === 2 ? ('approved' as const) : ('not_sent' as const),
  spv_state: n === 3 ? ('accepted' as const) : null,
});

const detail: VehicleDetailDto = {
  vehicle: {
    id: ID,
    plate: 'CJ 12 ABC',
    plate_key: 'CJ12ABC',
    plates: ['CJ12ABC', 'B07DEF'],
    vin: 'WVWZZZ1JZXW000001',
    make: 'Dacia',
    model: 'Logan',
    year: 2019,
    first_seen: '2026-01-10',
    last_seen: '2026-04-01',
    documents: 3,
    last_odometer_km: 90_000,
    last_odometer_day: '2026-04-01',
    itp_expiry: fromToday(10),
    rca_expiry: fromToday(-3),
    vignette_expiry: null,
  },
  documents: [doc(1, '2026-01-10', 100_000, '363.00'), doc(2, '2026-02-01', 120_500, '1200.50'), doc(3, '2026-04-01', 90_000, null)],
  odometer: [
    { document_id: 'cccccccccccccccccccccc01', day: '2026-01-10', km: 100_000, rollback: false, previous: null },
    { document_id: 'cccccccccccccccccccccc02', day: '2026-02-01', km: 120_500, rollback: false, previous: null },
    { document_id: 'cccccccccccccccccccccc03', day: '2026-04-01', km: 90_000, rollback: true, previous: { km: 120_500, day: '2026-02-01', document_id: 'cccccccccccccccccccccc02' } },
  ],
  rollbacks: 1,
  owner: { 'client.name': 'Ion Popescu', 'client.phone': '0722 123 456', 'vehicle.plate': 'not a client fact' },
  merges: [],
  appointments: [],
  registry: [],
};

const deviz = { id: 'dddddddddddddddddddddddd', key: 'deviz-auto-platitor-tva', version: 1, title: 'Deviz auto', description: '', category: 'auto-service', isPublic: false, access: 'allocated', addon: null, createdAt: '2026-01-01T10:00:00Z', updatedAt: '2026-01-01T10:00:00Z' };

/** The car's reminders as the reminders list answers for its keys: its ITP (from an entry sheet) and a tag's oil change. */
const carReminders: RemindersResponse = {
  today: '2026-06-15',
  upcoming_days: 30,
  total: 2,
  results: [
    {
      source: 'paper', paper: 'itp', tag_id: null, tag_name: 'ITP', interval_months: null, vehicle_key: 'CJ12ABC', plate: 'CJ12ABC', vin: null, vehicle_id: ID,
      last_document_id: 'cccccccccccccccccccccc01', last_document_number: 'FI-0001', last_form_id: 'dddddddddddddddddddddddd', last_date: null,
      due_date: '2026-06-20', state: 'upcoming', client_name: 'Ion Popescu', client_phone: '0722 123 456', client_email: null, sends: [],
    },
    {
      source: 'tag', paper: null, tag_id: 'eeeeeeeeeeeeeeeeeeeeeee2', tag_name: 'Revizie ulei', interval_months: 12, vehicle_key: 'CJ12ABC', plate: 'CJ12ABC', vin: null, vehicle_id: ID,
      last_document_id: 'cccccccccccccccccccccc02', last_document_number: 'DV-0002', last_form_id: 'dddddddddddddddddddddddd', last_date: '2026-02-01',
      due_date: '2027-02-01', state: 'later', client_name: 'Ion Popescu', client_phone: '0722 123 456', client_email: null, sends: [],
    },
  ],
};

describe('expiry status', () => {
  it('is overdue after the last valid day, due within 30 days (today included), valid beyond, unknown without a date', () => {
    expect(expiryStatus('2026-06-14', '2026-06-15')).toEqual({ status: 'overdue', days: -1 });
    expect(expiryStatus('2026-06-15', '2026-06-15')).toEqual({ status: 'due', days: 0 });
    expect(expiryStatus('2026-07-15', '2026-06-15')).toEqual({ status: 'due', days: 30 });
    expect(expiryStatus('2026-07-16', '2026-06-15')).toEqual({ status: 'valid', days: 31 });
    expect(expiryStatus(null, '2026-06-15')).toEqual({ status: 'unknown', days: null });
  });
});

describe('a new document for this car', () => {
  it("starts any application with the car's plate, VIN and make and its owner, by role (not the odometer, nor a non-client fact)", () => {
    const seed = seedFromVehicle(detail);
    expect(seed.values).toMatchObject({ 'vehicle.plate': 'CJ 12 ABC', 'vehicle.vin': 'WVWZZZ1JZXW000001', 'vehicle.make': 'Dacia', 'vehicle.year': '2019', 'client.name': 'Ion Popescu' });
    expect(seed.values['vehicle.odometer']).toBeUndefined();
    expect(seed.values['vehicle.plate']).toBe('CJ 12 ABC');
    const data = applySeed(estimateDefinition, {}, seed);
    expect(roleValue(estimateDefinition, data, 'vehicle.plate')).toBe('CJ 12 ABC');
    expect(roleValue(estimateDefinition, data, 'client.name')).toBe('Ion Popescu');
    expect(newDocumentForVehicle('dddddddddddddddddddddddd', ID)).toBe(`/documents/dddddddddddddddddddddddd?mode=edit&new=1&vehicle=${ID}`);
  });
});

describe('the vehicle page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('warns about the lower reading citing Legea 142/2023, and shows ITP due, RCA overdue, the rovinietă unknown, and the documents in order', async () => {
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, me),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      [`GET /api/user/vehicles/${ID}?locale=ro`]: () => jsonResponse(200, detail),
      'GET /api/user/forms?locale=ro': () => jsonResponse(200, [deviz]),
      'GET /api/user/vehicles?limit=10': () => jsonResponse(200, { results: [], total: 0 }),
      'GET /api/user/reminders?due=all&vehicle=CJ12ABC%2CB07DEF%2CWVWZZZ1JZXW000001&skip=0&limit=50': () => jsonResponse(200, carReminders),
    });
    renderApp(`/vehicles/${ID}`);
    expect(await screen.findByRole('heading', { name: 'CJ 12 ABC', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    // Its reminders, asked for by its plates and VIN: the ITP's expiry date beside the tag's.
    const reminders = within(await screen.findByRole('list', { name: 'Notificări' })).getAllByRole('listitem');
    expect(reminders.map((r) => within(r).getAllByText(/ITP|Revizie ulei/)[0]?.textContent)).toEqual(['ITP', 'Revizie ulei']);
    expect(within(reminders[0]!).getByText('Expiră la: 20.06.2026')).toBeTruthy();
    // On a phone a card's actions take one row: calling and WhatsApp as buttons, the rest behind one menu button.
    expect(within(reminders[1]!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Sună', 'WhatsApp']);
    expect(within(reminders[1]!).getByRole('link', { name: 'Sună' }).getAttribute('href')).toBe('tel:0722123456');
    await userEvent.click(within(reminders[1]!).getByRole('button', { name: 'Alte acțiuni pentru CJ 12 ABC' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Deschide DV-0002', 'Deviz nou']);
    // A reminder's new estimate is this car's, as "New document for this car" opens it.
    expect(within(menu).getByRole('menuitem', { name: 'Deviz nou' }).getAttribute('href')).toBe(newDocumentForVehicle(deviz.id, ID));
    await userEvent.keyboard('{Escape}');
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain('Kilometraj mai mic decât unul anterior');
    expect(warning.textContent).toContain('Legea nr. 142/2023');
    expect(screen.getByText('Mai mic decât 120.500 km din 01.02.2026')).toBeTruthy();
    expect(within(screen.getByTestId('paper-itp')).getByText('Expiră în 10 zile').closest('[data-status]')?.getAttribute('data-status')).toBe('due');
    expect(within(screen.getByTestId('paper-rca')).getByText('Expirat de 3 zile').closest('[data-status]')?.getAttribute('data-status')).toBe('overdue');
    expect(within(screen.getByTestId('paper-vignette')).getByText('Necunoscut')).toBeTruthy();
    const rows = within(screen.getByTestId('vehicle-documents')).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Deviz auto', 'Deviz auto', 'Deviz auto']);
    expect(rows[0]!.textContent).toContain('DV-0001 · 10.01.2026');
    expect(rows[1]!.textContent).toContain('Aprobat');
    expect(rows[2]!.textContent).toContain('SPV: acceptată');
    expect(rows[0]!.textContent).not.toContain('SPV');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/documents/cccccccccccccccccccccc02');
    expect(screen.getByText('A avut și: B07DEF')).toBeTruthy();
  });

  it('has no warning when the readings only rise', async () => {
    const rising = { ...detail, odometer: detail.odometer.slice(0, 2), rollbacks: 0 };
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, me),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      [`GET /api/user/vehicles/${ID}?locale=ro`]: () => jsonResponse(200, rising),
      'GET /api/user/forms?locale=ro': () => jsonResponse(200, []),
      'GET /api/user/vehicles?limit=10': () => jsonResponse(200, { results: [], total: 0 }),
    });
    renderApp(`/vehicles/${ID}`);
    expect(await screen.findByRole('heading', { name: 'CJ 12 ABC', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Kilometraj mai mic decât unul anterior')).toBeNull();
  });

  it('lists a merge with its undo, which asks the server to undo that merge', async () => {
    const MERGE = 'eeeeeeeeeeeeeeeeeeeeeee1';
    const merged = { ...detail, merges: [{ id: MERGE, other_id: 'fffffffffffffffffffffff1', other_plates: ['MM30VEC'], other_vin: null, created_at: '2026-05-02T10:00:00.000Z' }] };
    const undone = vi.fn(() => new Response(null, { status: 204 }));
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, me),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      [`GET /api/user/vehicles/${ID}?locale=ro`]: () => jsonResponse(200, merged),
      'GET /api/user/forms?locale=ro': () => jsonResponse(200, []),
      'GET /api/user/vehicles?limit=10': () => jsonResponse(200, { results: [], total: 0 }),
      [`DELETE /api/user/vehicles/${ID}/merges/${MERGE}`]: undone,
    });
    renderApp(`/vehicles/${ID}`);
    expect(await screen.findByText('Unit cu MM30VEC la 02.05.2026', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Anulează unirea' }));
    expect(await screen.findByText('Unirea a fost anulată.')).toBeTruthy();
    expect(undone).toHaveBeenCalledTimes(1);
  });
});
