import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { apiRequest } from '../../../lib/api-client';
import { dismissPaymentRequired } from '../../../lib/payment-required';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { USER_ID } from '../../../test/estimate-fixture';
import { apiError, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const MESSAGES = {
  payment_required_content:
    'Your free trial has ended: creating new documents and editing saved ones needs an active subscription. The documents already made stay available to view and download.',
  payment_required_features: 'Your free trial has ended: statistics, the vehicle registry, reminders and the logo need an active subscription.',
  payment_required_past_data: 'Your free trial has ended: pre-filling from past entries and the data view need an active subscription.',
};

const expectNotice = async (message: string) => {
  const notice = await screen.findByTestId('payment-required');
  expect(within(notice).getByText(message)).toBeTruthy();
  expect(within(notice).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  expect(within(notice).getByRole('link', { name: 'Price calculator' }).getAttribute('href')).toBe('/pricing');
  return notice;
};

describe('payment-required notice (SPEC §2, §4 Trial)', () => {
  beforeEach(async () => {
    dismissPaymentRequired();
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it.each(Object.entries(MESSAGES))('explains %s with the way to subscribe, whichever call the server refused', async (code, message) => {
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, true),
      'POST /api/user/forms/0123456789abcdef01234567/submit': () => apiError(402, code),
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('payment-required')).toBeNull();
    await act(async () => {
      await expect(apiRequest({ path: '/user/forms/0123456789abcdef01234567/submit', method: 'POST', body: { json: {} } })).rejects.toMatchObject({ status: 402, code });
    });
    await expectNotice(message);
  });

  it('shows the past-data message on the data tab, in Romanian too, and closes', async () => {
    await i18n.changeLanguage('ro');
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, true),
      'GET /api/user/step_data_overview': () => apiError(402, 'payment_required_past_data'),
      'GET /api/user/available_stepnames': () => apiError(402, 'payment_required_past_data'),
    });
    renderApp('/dashboard?tab=data');
    const notice = await screen.findByTestId('payment-required');
    expect(
      within(notice).getByText('Perioada de probă gratuită s-a încheiat: precompletarea din înregistrările anterioare și vizualizarea datelor necesită un abonament activ.'),
    ).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Contactați-ne' }).getAttribute('href')).toBe('/contact');
    expect(within(notice).getByRole('link', { name: 'Calculator de preț' }).getAttribute('href')).toBe('/pricing');
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Închide' }));
    expect(screen.queryByTestId('payment-required')).toBeNull();
  });

  it('is not shown for the add-on refusal (402 payment_required) or other errors', async () => {
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'PUT /api/user/logo': () => apiError(402, 'payment_required'),
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      await expect(apiRequest({ path: '/user/logo', method: 'PUT', body: { json: {} } })).rejects.toMatchObject({ code: 'payment_required' });
    });
    expect(screen.queryByTestId('payment-required')).toBeNull();
  });
});
