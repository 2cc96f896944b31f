import type { OperatorSettingsDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { bodyOfCall } from '../../../test/fetch-calls';
import { jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { AdminTabs } from './admin-tabs';

const OPERATOR = 'GET /api/admin/operator';
// The server's configuration sets the company name only: no way of contact.
const unset: OperatorSettingsDto = { saved: {}, configured: ['name'], served: { name: 'Atelier Soft SRL' }, updated_at: null };

describe("the admin dashboard and the operator's contact details", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken({ is_admin: true }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('warns while no way of contact is set, opens the form, refuses a bad phone, saves the details and the warning goes', async () => {
    const calls = mockApi({
      [OPERATOR]: () => jsonResponse(200, unset),
      'PUT /api/admin/operator': () =>
        jsonResponse(200, {
          saved: { phone: '0722 123 456', email: 'contact@atelier-soft.ro' },
          configured: ['name'],
          served: { name: 'Atelier Soft SRL', phone: '0722 123 456', email: 'contact@atelier-soft.ro' },
          updated_at: '2026-11-28T22:00:00.000Z',
        } satisfies OperatorSettingsDto),
    });
    const user = userEvent.setup();
    renderUi(<AdminTabs />);
    const warning = within(await screen.findByRole('alert'));
    expect(warning.getByText('Vizitatorii nu au cum să vă contacteze')).toBeTruthy();
    await user.click(warning.getByRole('button', { name: 'Completați datele' }));

    // What the configuration sets is shown, read-only, and says so.
    const name = (await screen.findByLabelText('Denumire firmă')) as HTMLInputElement;
    expect(name.value).toBe('Atelier Soft SRL');
    expect(name.readOnly).toBe(true);
    expect(screen.getByText('Setat de configurația serverului')).toBeTruthy();

    await user.type(screen.getByLabelText('Telefon'), '12345');
    await user.type(screen.getByLabelText('E-mail de contact'), 'contact@atelier-soft.ro');
    await user.click(screen.getByRole('button', { name: 'Salvați datele' }));
    expect(screen.getByText('Introduceți un număr de telefon românesc, de ex. 0722 123 456 sau +40 722 123 456.')).toBeTruthy();
    expect(calls.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText('Telefon'));
    await user.type(screen.getByLabelText('Telefon'), '0722 123 456');
    await user.click(screen.getByRole('button', { name: 'Salvați datele' }));
    await screen.findByText('Datele operatorului au fost salvate.');
    // The configured name is not sent: the server's configuration keeps it.
    expect(bodyOfCall(calls, 'PUT /api/admin/operator')).toEqual({ email: 'contact@atelier-soft.ro', phone: '0722 123 456' });
    await waitFor(() => expect(screen.queryByText('Vizitatorii nu au cum să vă contacteze')).toBeNull());
    // Typing key by key: slow on a busy machine.
  }, 60_000);

  it('shows no warning when a way of contact is served', async () => {
    mockApi({ [OPERATOR]: () => jsonResponse(200, { saved: {}, configured: ['email'], served: { email: 'contact@atelier-soft.ro' }, updated_at: null } satisfies OperatorSettingsDto) });
    renderUi(<AdminTabs />);
    await screen.findByRole('tab', { name: 'Date operator' });
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/api/admin/operator')).toBe(true));
    expect(screen.queryByText('Vizitatorii nu au cum să vă contacteze')).toBeNull();
  });
});
