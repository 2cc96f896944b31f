import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { clearSessionToken, setSessionToken } from '../lib/session/session-store';
import { bodyOf } from '../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderApp } from '../test/render-app';
import { memberMe, ownerMe, team } from '../test/team-fixtures';
import { makeToken } from '../test/tokens';

const common = {
  'GET /api/user/me': () => jsonResponse(200, ownerMe),
  'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
  'GET /api/user/team': () => jsonResponse(200, team()),
};

const card = async (heading: string) => within((await screen.findByRole('heading', { name: heading })).closest('section')!);

describe('team page (owner)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('is in the owner\'s account menu and lists members (role, last seen) and open invitations, the expired one marked', async () => {
    mockApi(common);
    const user = userEvent.setup();
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    await user.click(await screen.findByRole('button', { name: /Account menu.*Ana Ionescu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Team' }));
    expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeTruthy();

    const members = await card('Members');
    const rows = members.getAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Ana Ionescu')).toBeTruthy();
    expect(within(rows[0]!).getByText('Owner')).toBeTruthy();
    expect(within(rows[0]!).getByText('You')).toBeTruthy();
    // The owner cannot be removed; the member can.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('Member')).toBeTruthy();
    expect(within(rows[1]!).getByText('Has not used the app yet')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove from team: Mihai Mecanicul' })).toBeTruthy();

    const invitations = await card('Pending invitations');
    const [open, expired] = invitations.getAllByTestId('invitation-row');
    expect(within(open!).getByText('Dan')).toBeTruthy();
    expect(within(open!).queryByText('Expired')).toBeNull();
    expect(within(expired!).getByText('vechi@example.ro')).toBeTruthy();
    expect(within(expired!).getByText('Expired')).toBeTruthy();
    expect(within(expired!).getByText(/expired on 10\/08\/2026; resend it/)).toBeTruthy();
  });

  it('checks the address before sending, then invites in the app language and says where the mail went', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      ...common,
      'POST /api/user/team/invitations': (init) => {
        sent.push(bodyOf(init));
        return jsonResponse(201, { ...team().invitations[0]!, id: 'bbbbbbbbbbbbbbbbbbbbbbb3', email: 'ion@example.ro', name: 'Ion' });
      },
    });
    const user = userEvent.setup();
    renderApp('/team');
    const form = within(await screen.findByRole('form', { name: 'Invite a colleague' }));
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(form.getByText('This field is required')).toBeTruthy();
    await user.type(form.getByLabelText(/E-mail address/), 'not-an-address');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(form.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(form.getByLabelText(/E-mail address/));
    await user.type(form.getByLabelText(/E-mail address/), ' ion@example.ro ');
    await user.type(form.getByLabelText('Name'), 'Ion');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText(/The invitation was sent to ion@example.ro/)).toBeTruthy();
    expect(sent).toEqual([{ email: 'ion@example.ro', name: 'Ion', locale: 'en' }]);
    expect(form.getByLabelText<HTMLInputElement>(/E-mail address/).value).toBe('');
  });

  it('places already_member and invitation_exists at the address, and explains the hourly limit', async () => {
    const answers = [apiError(409, 'already_member'), apiError(409, 'invitation_exists'), apiError(429, 'rate_limited')];
    mockApi({ ...common, 'POST /api/user/team/invitations': () => answers.shift()! });
    const user = userEvent.setup();
    renderApp('/team');
    const form = within(await screen.findByRole('form', { name: 'Invite a colleague' }));
    await user.type(form.getByLabelText(/E-mail address/), 'mihai@example.ro');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('This address is already a member of your team.')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText(/There is already an open invitation for this address. Resend it/)).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('You have sent too many invitations in the last hour. Please try again later.')).toBeTruthy();
  });

  it('resends and revokes an invitation', async () => {
    const calls: string[] = [];
    const bodies: unknown[] = [];
    mockApi({
      ...common,
      'POST /api/user/team/invitations/bbbbbbbbbbbbbbbbbbbbbbb2/resend': (init) => {
        calls.push('resend');
        bodies.push(bodyOf(init));
        return jsonResponse(200, { ...team().invitations[1]!, expired: false, expires_at: '2099-12-01T10:00:00Z' });
      },
      'DELETE /api/user/team/invitations/bbbbbbbbbbbbbbbbbbbbbbb1': () => {
        calls.push('revoke');
        return jsonResponse(204);
      },
    });
    const user = userEvent.setup();
    renderApp('/team');
    const invitations = await card('Pending invitations');
    await user.click(invitations.getByRole('button', { name: 'Resend the invitation to vechi@example.ro' }));
    expect(await invitations.findByText(/sent again to vechi@example.ro with a new link, valid for 7 days/)).toBeTruthy();
    await user.click(invitations.getByRole('button', { name: 'Revoke the invitation to dan@example.ro' }));
    expect(await invitations.findByText('The invitation to dan@example.ro was revoked; its link no longer works.')).toBeTruthy();
    expect(calls).toEqual(['resend', 'revoke']);
    // The new mail goes out in the app's language.
    expect(bodies).toEqual([{ locale: 'en' }]);
  });

  it('removes a member after a confirmation that says their documents stay', async () => {
    let removed = 0;
    mockApi({
      ...common,
      'DELETE /api/user/team/members/aaaaaaaaaaaaaaaaaaaaaaa1': () => {
        removed += 1;
        return jsonResponse(204);
      },
    });
    const user = userEvent.setup();
    renderApp('/team');
    const members = await card('Members');
    await user.click(members.getByRole('button', { name: 'Remove from team: Mihai Mecanicul' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Mihai Mecanicul from the team?' }));
    expect(dialog.getByText(/signed out at once.*The documents Mihai Mecanicul made stay with the business/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(removed).toBe(0);

    await user.click(members.getByRole('button', { name: 'Remove from team: Mihai Mecanicul' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from team' }));
    expect(await members.findByText('Mihai Mecanicul was removed from the team. Their documents stay with the business.')).toBeTruthy();
    expect(removed).toBe(1);
  });

  it('lets members see the statistics with one switch', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      ...common,
      'PUT /api/user/team/settings': (init) => {
        sent.push(bodyOf(init));
        return jsonResponse(200, bodyOf(init));
      },
    });
    const user = userEvent.setup();
    renderApp('/team');
    const toggle = await screen.findByRole('switch', { name: /^Members may see the statistics/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ members_see_statistics: true }]));
  });
});

describe('team page (member)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ email: 'mihai@example.ro' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('is not in a member\'s bar; opened by its address it says only the owner of the business can manage the team', async () => {
    const fetchMock = mockApi({
      'GET /api/user/me': () => jsonResponse(200, memberMe()),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/team': () => apiError(403, 'owner_only'),
    });
    renderApp('/team');
    expect(await screen.findByText('Only the owner of Service Auto Ion can manage the team (invitations and members).')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(await menu.findByRole('menuitem', { name: 'Account' })).toBeTruthy();
    expect(menu.queryByRole('menuitem', { name: 'Team' })).toBeNull();
    expect(menu.queryByRole('menuitem', { name: 'Personalization' })).toBeNull();
    expect(menu.queryByRole('menuitem', { name: 'Company profile' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/team')).toBe(false);
  });
});
