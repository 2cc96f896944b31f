import type { SessionDto, UserDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { apiError, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const me: UserDto = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', email: 'ana@example.ro', is_admin: false, created_at: '2026-01-01T10:00:00Z', trial_ends_at: '2099-01-01T00:00:00Z' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const pc: SessionDto = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  current: true,
  browser: 'Chrome 131',
  os: 'Windows 10',
  device_type: 'desktop',
  ip_prefix: '203.0.113.*',
  created_at: minutesAgo(600),
  last_used_at: minutesAgo(0),
};
const phone: SessionDto = { ...pc, id: 'aaaaaaaaaaaaaaaaaaaaaaa2', current: false, browser: 'Safari 17', os: 'iOS 17', device_type: 'mobile', last_used_at: minutesAgo(5) };
const unknown: SessionDto = { ...pc, id: 'aaaaaaaaaaaaaaaaaaaaaaa3', current: false, browser: null, os: null, device_type: null, ip_prefix: null, last_used_at: minutesAgo(180) };

describe('active sessions on the account page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  const setup = (handlers: Record<string, (init: RequestInit) => Response | Promise<Response>> = {}) => {
    let list = [pc, phone, unknown];
    const calls: string[] = [];
    mockApi({
      'GET /api/user/me': () => jsonResponse(200, me),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/sessions': () => jsonResponse(200, list),
      [`DELETE /api/user/sessions/${phone.id}`]: () => {
        calls.push(`end ${phone.id}`);
        list = list.filter((s) => s.id !== phone.id);
        return jsonResponse(204);
      },
      'POST /api/user/sessions/end-others': () => {
        calls.push('end others');
        list = list.filter((s) => s.current);
        return jsonResponse(204);
      },
      ...handlers,
    });
    renderApp('/account');
    return { calls };
  };
  const card = async () => within((await screen.findByRole('heading', { name: 'Active sessions' })).closest('section')!);

  it('shows each session with its device, last use and network, this one marked and without an End button', async () => {
    setup();
    const c = await card();
    const rows = await c.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    const [mine, other, unknownRow] = rows.map((row) => within(row));
    expect(mine!.getByText('Chrome 131 · Windows 10')).toBeTruthy();
    expect(mine!.getByText('This device')).toBeTruthy();
    expect(mine!.getByText(/network 203\.0\.113\.\*/)).toBeTruthy();
    expect(mine!.queryByRole('button')).toBeNull();
    expect(other!.getByText('Safari 17 · iOS 17')).toBeTruthy();
    expect(other!.getByText('Last used 5 minutes ago')).toBeTruthy();
    expect(other!.queryByText('This device')).toBeNull();
    expect(other!.getByRole('button', { name: 'End session: Safari 17 · iOS 17' })).toBeTruthy();
    expect(unknownRow!.getByText('Unknown device')).toBeTruthy();
    expect(unknownRow!.getByText('Last used 3 hours ago')).toBeTruthy();
  });

  it('ends one session after confirmation, and the list no longer shows it', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const c = await card();
    await user.click(await c.findByRole('button', { name: 'End session: Safari 17 · iOS 17' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End this session?' }));
    expect(dialog.getByText(/Safari 17 · iOS 17 will be signed out/)).toBeTruthy();
    // Cancelling changes nothing.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(c.getByRole('button', { name: 'End session: Safari 17 · iOS 17' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'End this session?' })).getByRole('button', { name: 'End session' }));
    expect(await c.findByText('The session on Safari 17 · iOS 17 was ended.')).toBeTruthy();
    expect(calls).toEqual([`end ${phone.id}`]);
    await waitFor(() => expect(c.getAllByTestId('session-row')).toHaveLength(2));
    expect(c.queryByText('Safari 17 · iOS 17')).toBeNull();
  });

  it('ends every other session after confirmation', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const c = await card();
    await user.click(await c.findByRole('button', { name: 'End all other sessions' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'End all other sessions?' })).getByRole('button', { name: 'End all other sessions' }));
    expect(await c.findByText('All other sessions were ended.')).toBeTruthy();
    expect(calls).toEqual(['end others']);
    await waitFor(() => expect(c.getAllByTestId('session-row')).toHaveLength(1));
    expect(c.getByText('Your account is not signed in anywhere else.')).toBeTruthy();
    expect(c.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });

  it('keeps the dialog open with a translated message when ending fails', async () => {
    setup({ 'POST /api/user/sessions/end-others': () => apiError(500, 'internal_error') });
    const user = userEvent.setup();
    const c = await card();
    await user.click(await c.findByRole('button', { name: 'End all other sessions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End all other sessions?' }));
    await user.click(dialog.getByRole('button', { name: 'End all other sessions' }));
    expect(await dialog.findByRole('alert')).toBeTruthy();
    expect(dialog.getByRole('alert').textContent).toBe(i18n.t('errors.internal_error'));
  });

  it('is in Romanian for a Romanian user', async () => {
    await i18n.changeLanguage('ro');
    setup();
    const c = within((await screen.findByRole('heading', { name: 'Sesiuni active' })).closest('section')!);
    expect(await c.findByText('Acest dispozitiv')).toBeTruthy();
    expect(c.getByText('Folosită ultima dată acum 5 minute')).toBeTruthy();
    expect(c.getByRole('button', { name: 'Încheie toate celelalte sesiuni' })).toBeTruthy();
  });
});
