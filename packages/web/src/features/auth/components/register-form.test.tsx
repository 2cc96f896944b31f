import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, getSession } from '../../../lib/session/session-store';
import { bodyOf } from '../../../test/fetch-calls';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

type Input = { email?: string; password?: string; confirm?: string; terms?: boolean };

const fill = async (labels: { email: string; password: string; confirm: string; terms: RegExp; submit: string }, input: Input) => {
  const user = userEvent.setup();
  const email = await screen.findByLabelText(labels.email);
  if (input.email) await user.type(email, input.email);
  if (input.password) await user.type(screen.getByLabelText(labels.password), input.password);
  if (input.confirm) await user.type(screen.getByLabelText(labels.confirm), input.confirm);
  if (input.terms) await user.click(screen.getByRole('checkbox', { name: labels.terms }));
  await user.click(screen.getByRole('button', { name: labels.submit }));
};

const en = { email: 'E-mail', password: 'Password', confirm: 'Confirm password', terms: /I agree to the terms/, submit: 'Create account' };
const ro = { email: 'E-mail', password: 'Parolă', confirm: 'Confirmați parola', terms: /Sunt de acord cu termenii/, submit: 'Creează contul' };

describe('register screen', () => {
  beforeEach(() => clearSessionToken());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the Romanian validation messages of the specification', async () => {
    await i18n.changeLanguage('ro');
    const fetchMock = mockApi({});
    renderApp('/register');
    await fill(ro, { email: 'ana@example.ro', password: 'secret123', confirm: 'secret124' });
    expect(await screen.findByText('Parolele nu se potrivesc')).toBeTruthy();
    expect(screen.getByText('Trebuie să acceptați termenii și condițiile pentru a vă înregistra')).toBeTruthy();
    // Nothing sent to the server (the footer's request for the operator's contact aside).
    expect(fetchMock.mock.calls.filter(([url]) => url !== '/api/site/operator')).toEqual([]);
  });

  it('checks the e-mail and the password length', async () => {
    await i18n.changeLanguage('en');
    mockApi({});
    renderApp('/register');
    await fill(en, { email: 'ana', password: 'short', confirm: 'short', terms: true });
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
  });

  it('shows a taken e-mail at the field', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'POST /api/user/register': () => apiError(409, 'email_taken') });
    renderApp('/register');
    await fill(en, { email: 'ana@example.ro', password: 'secret123', confirm: 'secret123', terms: true });
    expect(await screen.findByText('An account with this e-mail address already exists.')).toBeTruthy();
  });

  it('places server validation details at their fields', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'POST /api/user/register': () => apiError(400, 'validation_error', [{ path: 'email', message: 'bad' }]) });
    renderApp('/register');
    await fill(en, { email: 'ana@example.ro', password: 'secret123', confirm: 'secret123', terms: true });
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
  });

  it('says registration failed for other errors', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'POST /api/user/register': () => apiError(500, 'internal_error') });
    renderApp('/register');
    await fill(en, { email: 'ana@example.ro', password: 'secret123', confirm: 'secret123', terms: true });
    expect(await screen.findByText('Registration failed. Please try again.')).toBeTruthy();
  });

  it('registers, signs in automatically and lands on the dashboard', async () => {
    await i18n.changeLanguage('en');
    const token = makeToken();
    const fetchMock = mockApi({
      'POST /api/user/register': () => jsonResponse(201, { id: '0123456789abcdef01234567', email: 'ana@example.ro' }),
      'POST /api/user/token': () => jsonResponse(200, { access_token: token, token_type: 'bearer' }),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
    });
    renderApp('/register');
    await fill(en, { email: 'ana@example.ro', password: 'secret123', confirm: 'secret123', terms: true });
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=dashboard'));
    expect(getSession()?.token).toBe(token);
    const register = fetchMock.mock.calls.find(([url]) => url === '/api/user/register')?.[1];
    expect(bodyOf(register)).toEqual({ email: 'ana@example.ro', password: 'secret123' });
  });
});
