import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEEK, type AppointmentDto, type WeekResponse } from '@atelier/core';
import { i18n } from '../i18n';
import { AvailableHoursWidget, WorkingHoursCard } from '../features/appointments';
import { clearSessionToken, setSessionToken } from '../lib/session/session-store';
import { bodyOf } from '../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderApp, renderUi } from '../test/render-app';
import { memberMe, ownerMe } from '../test/team-fixtures';
import { makeToken } from '../test/tokens';

const WEEK = '/api/user/appointments?from=2026-11-30&to=2026-12-06';
const appointment: AppointmentDto = {
  id: 'a'.repeat(24),
  form_id: 'f'.repeat(24),
  number: 'PR0001',
  version: 1,
  date: '2026-12-02',
  start: '08:00',
  hours: 3,
  status: 'scheduled',
  stage: 'scheduled',
  client: 'Ion Popescu',
  phone: '0722123456',
  plate: 'CJ12ABC',
  reason: 'Oil change',
  deviz_id: null,
  email: 'ion@example.ro',
  confirmation: null,
};
const day = (date: string, working: boolean) => ({ date, working, open: '08:00', close: '17:00', available_hours: working ? 8 : 0, scheduled_hours: date === '2026-12-02' ? 3 : 0, reason: working ? null : { kind: 'weekly' as const } });
const week: WeekResponse = {
  form_id: 'f'.repeat(24),
  days: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((d, i) => day(d, i >= 2 && i <= 4)),
  appointments: [appointment],
  undated: [],
};
const common = {
  'GET /api/user/me': () => jsonResponse(200, ownerMe),
  'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
  'GET /api/user/forms?locale=en': () => jsonResponse(200, []),
};

describe('appointments page and hours widget: SPEC §8 messages', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('says the appointments could not be loaded', async () => {
    mockApi({ ...common, [`GET ${WEEK}`]: () => apiError(500, 'internal_error') });
    renderApp('/appointments?week=2026-11-30');
    expect(await screen.findByText('The appointments could not be loaded.')).toBeTruthy();
  });

  it('shows the week with the day’s hours, and says when a delete or a reschedule failed', async () => {
    mockApi({
      ...common,
      [`GET ${WEEK}`]: () => jsonResponse(200, week),
      [`DELETE /api/user/completed_forms/${appointment.id}`]: () => apiError(500, 'internal_error'),
      [`POST /api/user/appointments/${appointment.id}/reschedule`]: () => apiError(500, 'internal_error'),
    });
    const user = userEvent.setup();
    renderApp('/appointments?week=2026-11-30');
    // jsdom is a narrow screen: one day at a time, picked by its weekday.
    await user.click(await screen.findByText('Wed'));
    const wednesday = within(await screen.findByTestId('day-2026-12-02'));
    expect(wednesday.getByText('3 / 8 hours')).toBeTruthy();
    expect(wednesday.getByText('Ion Popescu')).toBeTruthy();

    await user.click(wednesday.getByRole('button', { name: /^Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the appointment?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText(/^Deleting the appointment failed\./)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(wednesday.getByRole('button', { name: /^Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reschedule' }));
    const move = within(await screen.findByRole('dialog', { name: 'Reschedule' }));
    await user.click(move.getByRole('button', { name: 'Reschedule' }));
    expect(await move.findByText(/^The reschedule could not be prepared\./)).toBeTruthy();
  });

  it('says the appointments application is missing when the business has none', async () => {
    mockApi({ ...common, [`GET ${WEEK}`]: () => jsonResponse(200, { ...week, form_id: null }) });
    renderApp('/appointments?week=2026-11-30');
    expect(await screen.findByText(/The internal appointments form was not found/)).toBeTruthy();
  });

  it('the hours widget says which of working hours and appointments could not be loaded', async () => {
    mockApi({ 'GET /api/user/working-hours': () => apiError(500, 'internal_error'), 'GET /api/user/appointments/availability?date=2026-12-02': () => apiError(500, 'internal_error') });
    const first = renderUi(<AvailableHoursWidget date="2026-12-02" />);
    expect(await screen.findByText('The working hours could not be loaded.')).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();
    mockApi({
      'GET /api/user/working-hours': () => jsonResponse(200, { configured: false, days: DEFAULT_WEEK }),
      'GET /api/user/appointments/availability?date=2026-12-02': () => apiError(500, 'internal_error'),
    });
    renderUi(<AvailableHoursWidget date="2026-12-02" />);
    expect(await screen.findByText('The scheduled appointments could not be loaded.')).toBeTruthy();
  });

  it('makes the private calendar link, shows it once with copy and webcal://, and revokes it after asking', async () => {
    const url = 'https://atelier.example/api/calendar/' + 'x'.repeat(43) + '.ics';
    const made = { active: true, created_at: '2026-11-27T10:00:00.000Z', last_used_at: null, url, webcal_url: url.replace('https:', 'webcal:') };
    let active = false;
    const calls = mockApi({
      ...common,
      [`GET ${WEEK}`]: () => jsonResponse(200, week),
      'GET /api/user/calendar-feed': () => jsonResponse(200, active ? { ...made, url: null, webcal_url: null } : { active: false, created_at: null, last_used_at: null, url: null, webcal_url: null }),
      'POST /api/user/calendar-feed': () => {
        active = true;
        return jsonResponse(201, made);
      },
      'DELETE /api/user/calendar-feed': () => {
        active = false;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/appointments?week=2026-11-30');
    const card = within(await screen.findByRole('region', { name: "Subscribe in your phone's calendar" }));
    await user.click(await card.findByRole('button', { name: 'Create the calendar link' }));
    expect(((await card.findByLabelText('Calendar link')) as HTMLInputElement).value).toBe(url);
    expect(card.getByRole('link', { name: /webcal:\/\// }).getAttribute('href')).toBe(made.webcal_url);
    expect(card.getByText(/shown only now/)).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Revoke link' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Revoke the calendar link?' }));
    await user.click(ask.getByRole('button', { name: 'Revoke link' }));
    expect(await card.findByText('There is no calendar link yet.')).toBeTruthy();
    expect(card.queryByLabelText('Calendar link')).toBeNull();
    expect(calls.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('hides the calendar link card from a team member', async () => {
    const calls = mockApi({ ...common, 'GET /api/user/me': () => jsonResponse(200, memberMe()), [`GET ${WEEK}`]: () => jsonResponse(200, week) });
    renderApp('/appointments?week=2026-11-30');
    await screen.findByText('Wed');
    expect(calls.mock.calls.some(([url]) => url === '/api/user/me')).toBe(true);
    expect(calls.mock.calls.some(([url]) => url === '/api/user/calendar-feed')).toBe(false);
    expect(screen.queryByRole('region', { name: "Subscribe in your phone's calendar" })).toBeNull();
  });

  it('sends the confirmation e-mail in the chosen language, says when the mail server failed, and shows it sent', async () => {
    let failures = 1;
    const bodies: unknown[] = [];
    mockApi({
      ...common,
      [`GET ${WEEK}`]: () => jsonResponse(200, bodies.length > 1 ? { ...week, appointments: [{ ...appointment, confirmation: { email: 'ion@example.ro', sent_at: '2026-11-27T10:00:00.000Z' } }] } : week),
      'GET /api/user/calendar-feed': () => jsonResponse(200, { active: false, created_at: null, last_used_at: null, url: null, webcal_url: null }),
      [`POST /api/user/appointments/${appointment.id}/confirmation`]: (init) => {
        bodies.push(bodyOf(init));
        if (failures-- > 0) return apiError(502, 'confirmation_mail_failed');
        return jsonResponse(200, { ...appointment, confirmation: { email: 'ion@example.ro', sent_at: '2026-11-27T10:00:00.000Z' } });
      },
    });
    const user = userEvent.setup();
    renderApp('/appointments?week=2026-11-30');
    await user.click(await screen.findByText('Wed'));
    const wednesday = within(await screen.findByTestId('day-2026-12-02'));
    await user.click(wednesday.getByRole('button', { name: /^Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send confirmation e-mail' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Appointment confirmation e-mail' }));
    expect((dialog.getByLabelText(/Customer's e-mail address/) as HTMLInputElement).value).toBe('ion@example.ro');
    await user.click(dialog.getByRole('combobox', { name: 'Language of the e-mail' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(dialog.getByRole('button', { name: 'Send confirmation' }));
    expect(await dialog.findByText(/could not be sent \(the mail server is not answering\)/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Send confirmation' }));
    expect(await wednesday.findByTestId('appointment-confirmation')).toBeTruthy();
    expect(wednesday.getByTestId('appointment-confirmation').textContent).toMatch(/^Confirmation sent to ion@example.ro on /);
    expect(bodies).toEqual([{ email: 'ion@example.ro', locale: 'en' }, { email: 'ion@example.ro', locale: 'en' }]);
  });

  it('shows a team member the working hours read-only, the owner editable', async () => {
    mockApi({ 'GET /api/user/working-hours': () => jsonResponse(200, { configured: true, days: DEFAULT_WEEK }), 'GET /api/user/closed-days': () => jsonResponse(200, [{ id: 'c'.repeat(24), date: '2026-12-24', note: 'Inventory' }]) });
    const member = renderUi(<WorkingHoursCard readOnly />);
    const summary = within(await screen.findByTestId('working-hours-summary'));
    expect(summary.getByRole('rowheader', { name: 'Monday' })).toBeTruthy();
    expect(summary.getAllByText('08:00–17:00')).toHaveLength(5);
    expect(summary.getAllByText('Closed')).toHaveLength(2);
    expect(await screen.findByText(/Inventory/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save working hours' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reopen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add closed day' })).toBeNull();
    expect(screen.queryByLabelText(/^Opens at/)).toBeNull();
    member.unmount();
    renderUi(<WorkingHoursCard />);
    expect(await screen.findByRole('button', { name: 'Save working hours' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Reopen/ })).toBeTruthy();
  });
});
