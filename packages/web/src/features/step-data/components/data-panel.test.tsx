import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { DOCUMENT_ID, FORM_ID, USER_ID } from '../../../test/estimate-fixture';
import { apiError, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const entry = (name: string) => ({ document_id: DOCUMENT_ID, form_id: FORM_ID, created_at: '2026-03-02T10:00:00.000Z', data: { name, plate: 'CJ12ABC' } });

describe('data tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('shows the entries of the chosen step and searches within it', async () => {
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/step_data_overview': () => jsonResponse(200, [{ step: 'client', count: 12, last_at: '2026-03-02T10:00:00.000Z' }]),
      'GET /api/user/available_stepnames': () => jsonResponse(200, ['client', 'vehicle']),
      'GET /api/user/step_data/client?skip=0&limit=10': () => jsonResponse(200, { results: [entry('Ana Pop')], total: 12 }),
      'GET /api/user/search/client?search_term=ion&skip=0&limit=10': () => jsonResponse(200, { results: [entry('Ion Ionescu')], total: 1 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=data');
    expect(await screen.findByText('Ana Pop')).toBeTruthy();
    expect(screen.getByText('page 1 of 2')).toBeTruthy();
    expect(screen.getByDisplayValue('Client (12)')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search in this step' }), 'ion');
    expect(await screen.findByText('Ion Ionescu')).toBeTruthy();
    expect(screen.getByText('page 1 of 1')).toBeTruthy();
  });

  it('says when the steps cannot be loaded', async () => {
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/step_data_overview': () => apiError(500, 'internal_error'),
      'GET /api/user/available_stepnames': () => apiError(500, 'internal_error'),
    });
    renderApp('/dashboard?tab=data');
    expect(await screen.findByText('Failed to fetch steps.')).toBeTruthy();
  });

  it('says that past data needs a subscription, not that loading failed, once the trial is over', async () => {
    const held = () => apiError(402, 'payment_required_past_data');
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, true),
      'GET /api/user/step_data_overview': held,
      'GET /api/user/available_stepnames': held,
    });
    renderApp('/dashboard?tab=data');
    const alerts = await screen.findAllByText('Your free trial has ended: past entries need an active subscription.');
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.queryByText('Failed to fetch steps.')).toBeNull();
  });
});
