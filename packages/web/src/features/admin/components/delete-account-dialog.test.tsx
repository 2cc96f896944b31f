import type { AccountDeletedDto, AdminUserDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { bodyOf } from '../../../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderApp, setWideScreen } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const DAN = 'cccccccccccccccccccccccc';
const dan: AdminUserDto = {
  id: DAN,
  email: 'dan@example.ro',
  name: 'Dan Pop',
  role: 'owner',
  business: { id: DAN, name: 'Service Dan SRL' },
  created_at: '2026-01-01T10:00:00.000Z',
  trial_ends_at: '2026-01-31T10:00:00.000Z',
  last_seen_at: null,
  allocated_forms: 1,
  subscription: null,
};
const deleted: AccountDeletedDto = {
  business_id: DAN,
  deleted_at: '2026-11-25T10:00:00.000Z',
  deleted_by: 'admin',
  members_removed: 1,
  documents_removed: 4,
  billing_periods_kept: 0,
  billing_kept_until: null,
};

describe('admin: deleting an account on request', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setWideScreen();
    setSessionToken(makeToken({ is_admin: true, email: 'admin@atelier.local' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  const api = (remove: (init: RequestInit) => Response) => {
    let listed = [dan];
    return mockApi({
      'GET /api/forms': () => jsonResponse(200, []),
      'GET /api/forms/requests': () => jsonResponse(200, []),
      'GET /api/contact-messages?skip=0&limit=10': () => jsonResponse(200, { total: 0, unread: 0, messages: [] }),
      'GET /api/users/online': () => jsonResponse(200, { users: [] }),
      'GET /api/users?skip=0&limit=10': () => jsonResponse(200, listed),
      [`DELETE /api/users/${DAN}/account`]: (init) => {
        const answer = remove(init);
        if (answer.ok) listed = [];
        return answer;
      },
    });
  };

  it('needs a reason, confirms in a dialog, sends the reason and shows the account gone', async () => {
    const sent: unknown[] = [];
    api((init) => {
      sent.push(bodyOf(init));
      return jsonResponse(200, deleted);
    });
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    await ui.click(await screen.findByRole('tab', { name: 'Users' }));
    await ui.click(await screen.findByRole('button', { name: 'Delete the account dan@example.ro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account dan@example.ro?' });
    expect(within(dialog).getByText(/Only the record of the billed subscriptions is kept/)).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(within(dialog).getByText('Write the reason for the deletion.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await ui.type(within(dialog).getByLabelText(/Reason/), 'Cererea proprietarului din 20.11.2026');
    await ui.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('The account dan@example.ro was deleted.')).toBeTruthy();
    expect(sent).toEqual([{ reason: 'Cererea proprietarului din 20.11.2026' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete the account dan@example.ro' })).toBeNull());
  });

  it("shows the server's refusal in the dialog", async () => {
    api(() => apiError(404, 'user_not_found'));
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    await ui.click(await screen.findByRole('tab', { name: 'Users' }));
    await ui.click(await screen.findByRole('button', { name: 'Delete the account dan@example.ro' }));
    const dialog = await screen.findByRole('dialog');
    await ui.type(within(dialog).getByLabelText(/Reason/), 'cerere');
    await ui.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(i18n.t('errors.user_not_found'));
  });
});
