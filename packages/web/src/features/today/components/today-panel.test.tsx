import type { AppointmentDto, TodayResponse } from '@atelier/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyOfCall, callKeys } from '../../../test/fetch-calls';
import { jsonResponse, mockApi, renderUi, setWideScreen } from '../../../test/render-app';
import { signedInEachTest } from '../../../test/signed-in';
import { TodayPanel } from './today-panel';

const TODAY = 'GET /api/user/today?locale=en';
const id = (n: number) => `aaaaaaaaaaaaaaaaaaaaa${String(n).padStart(3, '0')}`;

const appointment = (n: number, over: Partial<AppointmentDto>): AppointmentDto => ({
  id: id(n),
  form_id: id(900),
  number: `PR-000${n}`,
  version: 1,
  date: '2026-12-02',
  start: '09:00',
  hours: 1,
  status: 'scheduled',
  stage: 'scheduled',
  client: 'Ion Popescu',
  phone: '0722 123 456',
  plate: 'CJ 12 ABC',
  reason: 'Schimb ulei',
  deviz_id: null,
  email: '',
  confirmation: null,
  ...over,
});

const day = (over: Partial<TodayResponse> = {}): TodayResponse => ({
  date: '2026-12-02',
  appointments: [appointment(1, {}), appointment(2, { start: '11:30', client: 'Maria Ionescu', plate: 'B 123 XYZ', stage: 'in_progress' })],
  workshop: {
    results: [{ vehicle_id: id(10), plate: 'CJ 12 ABC', vin: null, make: 'Dacia', model: 'Logan', client: 'Ion Popescu', since: '2026-12-01', document: { id: id(11), number: 'FI-0007', kind: 'entry-sheet' } }],
    total: 3,
  },
  waiting: { results: [{ document_id: id(20), number: 'DV-0042', kind: 'estimate', client: 'Ana Pop', phone: '0733 000 111', plate: 'CJ 99 XYZ', sent_at: '2026-12-01T08:30:00.000Z', opened: true }], total: 1 },
  spv: [],
  reminders: null,
  recent: [{ id: id(30), form_id: id(31), number: 'FI-0007', form_title: 'Entry sheet', kind: 'entry-sheet', client: 'Ion Popescu', plate: 'CJ 12 ABC', created_at: '2026-12-02T07:00:00.000Z' }],
  ...over,
});

const section = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement);

describe('Today', () => {
  signedInEachTest('0123456789abcdef01234567');
  beforeEach(() => setWideScreen());

  it("shows each section from the one call, every row a link to what it is about", async () => {
    mockApi({ [TODAY]: () => jsonResponse(200, day()) });
    renderUi(<TodayPanel />);
    const appointments = await section("Today's appointments");
    // A plate is one unbreakable piece (no-break spaces): a narrow row wraps around it, not inside it.
    expect(appointments.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      '09:00 · Ion PopescuCJ\u00a012\u00a0ABC · Schimb uleiBookedArrived',
      '11:30 · Maria IonescuB\u00a0123\u00a0XYZ · Schimb uleiIn progressDone',
    ]);
    expect(appointments.getByRole('link', { name: 'Open document PR-0001' }).getAttribute('href')).toBe(`/documents/${id(1)}`);
    const workshop = await section('Cars in the workshop');
    expect(workshop.getByRole('link', { name: 'Open car CJ 12 ABC' }).getAttribute('href')).toBe(`/vehicles/${id(10)}`);
    expect(workshop.getByText('Dacia Logan · Ion Popescu · since 12/01/2026')).toBeTruthy();
    expect(workshop.getByText('and 2 more')).toBeTruthy();
    const waiting = await section('Estimates waiting for the customer');
    expect(waiting.getByRole('link', { name: 'Open document DV-0042' }).getAttribute('href')).toBe(`/documents/${id(20)}`);
    expect(waiting.getByRole('link', { name: 'Call Ana Pop' }).getAttribute('href')).toBe('tel:0733000111');
    expect(waiting.getByText('Opened by the customer')).toBeTruthy();
    const recent = await section('Last documents');
    expect(recent.getByRole('link', { name: 'FI-0007 · Entry sheet' }).getAttribute('href')).toBe(`/documents/${id(30)}`);
    // Nothing to send to SPV and no reminders application: no such sections.
    expect(screen.queryByRole('heading', { name: 'To send to SPV' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reminders this week' })).toBeNull();
  });

  it('moves a booked car on with one tap and shows the day again', async () => {
    let answered = day();
    const fetchMock = mockApi({
      [TODAY]: () => jsonResponse(200, answered),
      [`POST /api/user/appointments/${id(1)}/stage`]: () => {
        answered = day({ appointments: [appointment(1, { stage: 'arrived' }), answered.appointments[1]!] });
        return jsonResponse(200, answered.appointments[0]);
      },
    });
    renderUi(<TodayPanel />);
    const appointments = await section("Today's appointments");
    fireEvent.click(appointments.getByRole('button', { name: 'Arrived: Ion Popescu' }));
    await waitFor(() => expect(appointments.getByRole('button', { name: 'Start work: Ion Popescu' })).toBeTruthy());
    expect(bodyOfCall(fetchMock, `POST /api/user/appointments/${id(1)}/stage`)).toEqual({ stage: 'arrived' });
    expect(callKeys(fetchMock).filter((key) => key === TODAY)).toHaveLength(2);
  });

  it('lists the invoices to send to SPV and the reminders of the week when there are some', async () => {
    mockApi({
      [TODAY]: () =>
        jsonResponse(
          200,
          day({
            spv: [{ document_id: id(50), number: 'FA-0001', issue_date: '2026-12-01', deadline: '2026-12-08', working_days_left: 1, state: 'to_send', last_error_code: null, last_error: null }],
            reminders: {
              results: [
                {
                  source: 'document', paper: null, tag_id: null, tag_name: 'ITP', interval_months: null, vehicle_key: 'CJ12ABC', plate: 'CJ12ABC', vin: null, vehicle_id: id(42),
                  last_document_id: id(40), last_document_number: 'NT-0001', last_form_id: id(41), last_date: null, due_date: '2026-12-05', state: 'upcoming',
                  client_name: 'Ion Popescu', client_phone: '0722 123 456', client_email: null, sends: [],
                },
                {
                  source: 'paper', paper: 'rca', tag_id: null, tag_name: 'RCA', interval_months: null, vehicle_key: 'B07DEF', plate: 'B07DEF', vin: null, vehicle_id: id(43),
                  last_document_id: id(44), last_document_number: 'FI-0009', last_form_id: id(41), last_date: null, due_date: '2026-12-06', state: 'upcoming',
                  client_name: 'Ana Pop', client_phone: null, client_email: null, sends: [],
                },
              ],
              total: 2,
            },
          }),
        ),
    });
    renderUi(<TodayPanel />);
    const spv = await section('To send to SPV');
    expect(spv.getByRole('link', { name: 'Open invoice FA-0001' })).toBeTruthy();
    expect(spv.getByText('1 working day')).toBeTruthy();
    const reminders = await section('Reminders this week');
    expect(reminders.getByRole('link', { name: 'Open document NT-0001' }).textContent).toBe('CJ\u00a012\u00a0ABC · ITP');
    expect(reminders.getByText('Ion Popescu · due on 12/05/2026')).toBeTruthy();
    // A car's paper is named in the screen's language, as on the reminders tab.
    expect(reminders.getByRole('link', { name: 'Open document FI-0009' }).textContent).toBe('B\u00a007\u00a0DEF · RCA (liability insurance)');
  });

  it("says a public holiday takes no appointment, and writes a document's time on the workshop's clock", async () => {
    // The browser in Bucharest: a document saved at 22:30 UTC on 1 December was saved at 00:30 on the 2nd.
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Bucharest';
    try {
      const recent = [{ ...day().recent[0]!, created_at: '2026-12-01T22:30:00.000Z' }];
      mockApi({ [TODAY]: () => jsonResponse(200, day({ date: '2026-12-01', appointments: [], recent })) });
      renderUi(<TodayPanel />);
      const appointments = await section("Today's appointments");
      expect(appointments.getByText('Today is a public holiday (National Day): no appointments.')).toBeTruthy();
      expect((await section('Last documents')).getByText('Ion Popescu · CJ 12 ABC · 12/02/2026, 00:30')).toBeTruthy();
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('asks for the day again each time it is shown, with the app\'s query defaults (an invoice sent to SPV a moment ago is not listed still)', async () => {
    let served = day({ spv: [{ document_id: id(40), number: 'FCT-0009', issue_date: '2026-12-01', deadline: '2026-12-08', working_days_left: 4, state: 'to_send', last_error_code: null, last_error: null }] });
    const fetchMock = mockApi({ [TODAY]: () => jsonResponse(200, served) });
    const Toggle = () => {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((was) => !was)}>
            toggle
          </button>
          {shown && <TodayPanel />}
        </>
      );
    };
    renderUi(<Toggle />, '/', { appDefaults: true });
    await screen.findByRole('link', { name: /FCT-0009/ });
    served = day({ spv: [] });
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /FCT-0009/ })).toBeNull());
    expect(callKeys(fetchMock).filter((key) => key === TODAY)).toHaveLength(2);
  });

  it('says when the day could not be loaded', async () => {
    mockApi({ [TODAY]: () => jsonResponse(500, { error: { code: 'internal_error', message: 'x' } }) });
    renderUi(<TodayPanel />);
    expect(await screen.findByText('The day could not be loaded.')).toBeTruthy();
  });
});
