import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEEK, type AppointmentDto, type WeekResponse } from '@atelier/core';
import { i18n } from '../i18n';
import { AvailableHoursWidget } from '../features/appointments/components/available-hours-widget';
import { clearSessionToken, setSessionToken } from '../lib/session/session-store';
import { apiError, jsonResponse, mockApi, renderApp, renderUi } from '../test/render-app';
import { ownerMe } from '../test/team-fixtures';
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
  client: 'Ion Popescu',
  phone: '0722123456',
  plate: 'CJ12ABC',
  reason: 'Oil change',
  deviz_id: null,
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
});
