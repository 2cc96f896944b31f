import type { AdminFormDto, AdminFormRequestDto, AdminUserDto, ContactMessagesResponse, FormUsersResponse, SubscriptionDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { bodyOf } from '../../../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderApp, setWideScreen } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const FORM: AdminFormDto = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  key: 'deviz-auto',
  title: 'Deviz auto',
  version: 2,
  category: 'auto-service',
  isPublic: false,
  documents: 7,
  allocated_users: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};
const ANA = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const DAN = 'cccccccccccccccccccccccc';
const formUsers: FormUsersResponse = {
  users: [
    { id: ANA, email: 'ana@example.ro', has_access: true, included_by_addon: false, pending_request_id: null },
    { id: DAN, email: 'dan@example.ro', has_access: false, included_by_addon: true, pending_request_id: 'dddddddddddddddddddddddd' },
  ],
};
const request: AdminFormRequestDto = {
  id: 'dddddddddddddddddddddddd',
  form_id: FORM.id,
  status: 'pending',
  created_at: '2026-03-03T10:00:00.000Z',
  decided_at: null,
  user_id: DAN,
  user_email: 'dan@example.ro',
  form_title: 'Deviz auto',
};
const inbox: ContactMessagesResponse = {
  total: 2,
  unread: 1,
  messages: [
    { id: 'eeeeeeeeeeeeeeeeeeeeeeee', name: 'Ion', email: 'ion@example.ro', subject: 'Ofertă', message: 'Bună ziua', created_at: '2026-03-04T10:00:00.000Z', read_at: null },
    { id: 'ffffffffffffffffffffffff', name: 'Eva', email: 'eva@example.ro', subject: 'Logo', message: 'Salut', created_at: '2026-03-03T10:00:00.000Z', read_at: '2026-03-03T11:00:00.000Z' },
  ],
};
const user: AdminUserDto = {
  id: DAN,
  email: 'dan@example.ro',
  name: 'Dan Ionescu',
  role: 'owner',
  business: { id: 'dddddddddddddddddddddddd', name: 'Service Dan SRL' },
  created_at: '2026-01-01T10:00:00.000Z',
  trial_ends_at: '2026-01-31T10:00:00.000Z',
  last_seen_at: null,
  allocated_forms: 4,
  subscription: null,
};

const baseApi = () => ({
  'GET /api/forms': () => jsonResponse(200, [FORM]),
  'GET /api/forms/requests': () => jsonResponse(200, [request]),
  'GET /api/contact-messages?skip=0&limit=10': () => jsonResponse(200, inbox),
  'GET /api/users/online': () => jsonResponse(200, { users: [] }),
});

const fileInput = () => screen.getByTestId('upload-input') as HTMLInputElement;
const jsonFile = (text: string) => new File([text], 'definition.json', { type: 'application/json' });

describe('admin dashboard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setWideScreen();
    setSessionToken(makeToken({ is_admin: true, email: 'admin@atelier.local' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('lists the applications and shows the unread and pending counts on their tabs, below who is online', async () => {
    mockApi(baseApi());
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Online now' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getByText('Deviz auto')).toBeTruthy();
    expect(within(table).getByText('7')).toBeTruthy();
    expect(await screen.findByLabelText('1 pending request')).toBeTruthy();
    expect(await screen.findByLabelText('1 unread message')).toBeTruthy();
  });

  it('says so when the forms cannot be fetched', async () => {
    mockApi({ ...baseApi(), 'GET /api/forms': () => apiError(500, 'internal_error') });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Failed to fetch forms or users')).toBeTruthy();
  });

  it('uploads the file text as it is and reports a JSON syntax error by line and column', async () => {
    const sent: string[] = [];
    mockApi({
      ...baseApi(),
      'POST /api/forms': (init) => {
        sent.push(String(init.body));
        return jsonResponse(400, {
          error: { code: 'parse_error', message: 'Invalid JSON at line 3, column 1: trailing comma', details: [{ path: 'line 3, column 1', message: 'trailing comma' }], line: 3, column: 1 },
        });
      },
    });
    renderApp('/admin/dashboard');
    await screen.findByRole('table', { name: 'Applications' });
    await userEvent.setup().upload(fileInput(), jsonFile('{\n  "key": "x",\n}'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Upload failed (parse error)')).toBeTruthy();
    expect(within(alert).getByText('Line 3, column 1: trailing comma')).toBeTruthy();
    expect(sent).toEqual(['{\n  "key": "x",\n}']);
  });

  it('lists every schema problem by path', async () => {
    mockApi({
      ...baseApi(),
      'POST /api/forms': () =>
        apiError(400, 'invalid_definition', [
          { path: 'version', message: 'expected a number' },
          { path: 'steps[0].fields[1].type', message: 'unknown type "nuber"' },
        ]),
    });
    renderApp('/admin/dashboard');
    await screen.findByRole('table', { name: 'Applications' });
    await userEvent.setup().upload(fileInput(), jsonFile('{}'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The definition has 2 problems')).toBeTruthy();
    expect(within(alert).getByText('steps[0].fields[1].type: unknown type "nuber"')).toBeTruthy();
    expect(within(alert).getByText('version: expected a number')).toBeTruthy();
  });

  it('confirms a successful upload and refreshes the table', async () => {
    const fetchMock = mockApi({
      ...baseApi(),
      'POST /api/forms': () => jsonResponse(201, { id: FORM.id, key: 'mini', version: 1, title: 'Mini factură', status: 'created' }),
    });
    renderApp('/admin/dashboard');
    await screen.findByRole('table', { name: 'Applications' });
    await userEvent.setup().upload(fileInput(), jsonFile('{"key":"mini"}'));
    expect(await screen.findByText('Application created')).toBeTruthy();
    expect(screen.getByText('Mini factură, version 1')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/forms').length).toBeGreaterThan(1));
  });

  it('deletes a form only after confirmation and shows a failure', async () => {
    let deletes = 0;
    mockApi({ ...baseApi(), [`DELETE /api/forms/${FORM.id}`]: () => (deletes++, apiError(500, 'internal_error')) });
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    await ui.click(await screen.findByRole('button', { name: 'Delete Deviz auto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the application?' });
    expect(deletes).toBe(0);
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Delete form failed')).toBeTruthy();
    expect(deletes).toBe(1);
  });

  it('grants and removes access per user, and reports a failed change', async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...baseApi(),
      [`GET /api/forms/${FORM.id}/users`]: () => jsonResponse(200, formUsers),
      [`POST /api/forms/${FORM.id}/allocate`]: (init) => {
        bodies.push(bodyOf(init));
        return jsonResponse(200, { form_id: FORM.id, user_id: DAN, allocated: true, request_approved: true });
      },
      [`POST /api/forms/${FORM.id}/remove_access`]: () => apiError(500, 'internal_error'),
    });
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    await ui.click(await screen.findByRole('button', { name: 'Users and data of Deviz auto' }));
    const withAccess = await screen.findByRole('region', { name: 'With access' });
    expect(within(withAccess).getByText('ana@example.ro')).toBeTruthy();
    const without = screen.getByRole('region', { name: 'Without access' });
    expect(within(without).getByText('Requested')).toBeTruthy();
    expect(within(without).getByText('In the subscription (add-on)')).toBeTruthy();
    expect(within(withAccess).queryByText('In the subscription (add-on)')).toBeNull();
    await ui.click(within(without).getByRole('button', { name: 'Grant access to dan@example.ro' }));
    await waitFor(() => expect(bodies).toEqual([{ user_id: DAN }]));
    await ui.click(within(withAccess).getByRole('button', { name: 'Remove access for ana@example.ro' }));
    expect(await screen.findByText('Access change failed')).toBeTruthy();
  });

  it('searches the applications by title, key or category, diacritics and case ignored', async () => {
    const other: AdminFormDto = { ...FORM, id: 'abababababababababababab', key: 'foaie-parcurs', title: 'Foaie de parcurs', category: 'transport' };
    mockApi({ ...baseApi(), 'GET /api/forms': () => jsonResponse(200, [FORM, other]) });
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    const table = await screen.findByRole('table', { name: 'Applications' });
    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    await ui.type(search, 'FOAIE');
    await waitFor(() => expect(within(table).queryByText('Deviz auto')).toBeNull());
    expect(within(table).getByText('Foaie de parcurs')).toBeTruthy();
    await ui.clear(search);
    await ui.type(search, 'deviz-auto');
    expect(await within(screen.getByRole('table', { name: 'Applications' })).findByText('Deviz auto')).toBeTruthy();
    await ui.clear(search);
    await ui.type(search, 'nimic');
    expect((await screen.findByRole('status')).textContent).toBe('No application matches “nimic”.');
  });

  it('shows the applications 25 to a page, and a search starts again from its first page', async () => {
    const forms = Array.from({ length: 30 }, (_, i): AdminFormDto => ({ ...FORM, id: `${String(i).padStart(2, '0')}${'a'.repeat(22)}`, key: `app-${i + 1}`, title: `Aplicația ${i + 1}` }));
    mockApi({ ...baseApi(), 'GET /api/forms': () => jsonResponse(200, forms) });
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    const rows = async () => within(await screen.findByRole('table', { name: 'Applications' })).getAllByRole('row').slice(1);
    expect((await rows()).map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '').filter((text) => text.startsWith('Aplicația '))).toHaveLength(25);
    expect(screen.getByText('page 1 of 2')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(within(screen.getByRole('table', { name: 'Applications' })).getByText('Aplicația 30')).toBeTruthy();
    await ui.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'app-1');
    // app-1 and app-10 … app-19: one page, the first.
    await waitFor(async () => expect(await rows()).toHaveLength(11));
    expect(screen.queryByText(/^page \d+ of/)).toBeNull();
  });

  it('approves a pending request in one click', async () => {
    const calls: unknown[] = [];
    mockApi({
      ...baseApi(),
      [`POST /api/forms/${FORM.id}/allocate`]: (init) => {
        calls.push(bodyOf(init));
        return jsonResponse(200, { form_id: FORM.id, user_id: DAN, allocated: true, request_approved: true });
      },
    });
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    await ui.click(await screen.findByRole('tab', { name: /Requests/ }));
    await ui.click(await screen.findByRole('button', { name: 'Approve Deviz auto for dan@example.ro' }));
    await waitFor(() => expect(calls).toEqual([{ user_id: DAN }]));
  });

  it('marks a message read', async () => {
    const read: string[] = [];
    mockApi({
      ...baseApi(),
      'POST /api/contact-messages/eeeeeeeeeeeeeeeeeeeeeeee/read': () => {
        read.push('eeeeeeeeeeeeeeeeeeeeeeee');
        return jsonResponse(200, { ...inbox.messages[0], read_at: '2026-03-05T10:00:00.000Z' });
      },
    });
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    await ui.click(await screen.findByRole('tab', { name: /Messages/ }));
    expect(await screen.findByText('Bună ziua')).toBeTruthy();
    expect(screen.getAllByText('Unread')).toHaveLength(1);
    await ui.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(read).toHaveLength(1));
  });

  it('keeps the applications count typed in a new period when the account\'s periods answer slowly', async () => {
    mockApi({
      ...baseApi(),
      'GET /api/users?skip=0&limit=10': () => jsonResponse(200, [user]),
      [`GET /api/users/${DAN}/subscriptions`]: () => new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(200, [])), 300)),
    });
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    await ui.click(await screen.findByRole('tab', { name: 'Users' }));
    await ui.click(await screen.findByRole('button', { name: 'Subscription of dan@example.ro' }));
    const dialog = await screen.findByRole('dialog');
    // Typed as soon as the field is there; the periods arriving must not start the form again.
    const count = await within(dialog).findByLabelText('Number of applications');
    await ui.clear(count);
    await ui.type(count, '7');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((within(dialog).getByLabelText('Number of applications') as HTMLInputElement).value).toBe('7');
  });

  it('prices a subscription live with core and records it', async () => {
    const saved: unknown[] = [];
    const recorded = { id: 'abababababababababababab', business_id: 'dddddddddddddddddddddddd' } as SubscriptionDto;
    mockApi({
      ...baseApi(),
      'GET /api/users?skip=0&limit=10': () => jsonResponse(200, [user]),
      [`GET /api/users/${DAN}/subscriptions`]: () => jsonResponse(200, []),
      [`PUT /api/users/${DAN}/subscription`]: (init) => {
        saved.push(bodyOf(init));
        return jsonResponse(200, recorded);
      },
    });
    const ui = userEvent.setup();
    renderApp('/admin/dashboard');
    await ui.click(await screen.findByRole('tab', { name: 'Users' }));
    await ui.click(await screen.findByRole('button', { name: 'Subscription of dan@example.ro' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByTestId('subscription-price');
    const row = (label: string) => within(price).getByText(label).parentElement?.textContent ?? '';
    // 4 applications: 200 + 3 × 50 = 350 RON net, VAT 21% apart.
    expect(row('Price per year excl. VAT')).toContain('350.00');
    expect(row('VAT 21%')).toContain('73.50');
    expect(row('Total per year')).toContain('423.50');
    expect(price.textContent).not.toContain('One-off');
    // Each add-on says what it switches on.
    expect(within(dialog).getByRole('checkbox', { name: 'Entry sheet' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Opens the vehicle entry sheet application to this account while the period lasts.')).toBeTruthy();
    expect(within(dialog).getByText('Opens the RAR AutoPass registry application to this account while the period lasts.')).toBeTruthy();
    await ui.click(within(dialog).getByRole('checkbox', { name: 'Logo on PDFs' }));
    // The logo is billed once (SPEC §9): the yearly figures stay, the one-off comes apart, then both.
    expect(row('Total per year')).toContain('423.50');
    expect(within(price).getByText('Once, with this period')).toBeTruthy();
    expect(row('Logo addition (one-off)')).toContain('100.00');
    expect(row('Total once')).toContain('121.00');
    expect(row('Billed for this period (incl. VAT)')).toContain('544.50');
    await ui.click(within(dialog).getByRole('button', { name: 'Record subscription' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ applications: 4, addons: { registry_integration: false, entry_sheet: false, logo: true } });
  });

  describe('subscription periods', () => {
    const period = (id: string, starts: string, endsExclusive: string, overrides: Partial<SubscriptionDto> = {}): SubscriptionDto => ({
      id,
      business_id: 'dddddddddddddddddddddddd',
      starts_at: `${starts}T00:00:00.000Z`,
      ends_at: `${endsExclusive}T00:00:00.000Z`,
      applications: 1,
      addons: { registry_integration: false, entry_sheet: false, logo: false },
      price: {
        net: { RON: '200.00', EUR: '40.00' },
        vat: { RON: '42.00', EUR: '8.40' },
        gross: { RON: '242.00', EUR: '48.40' },
        vat_rate: 21,
        logo_one_off: false,
        yearly: { net: { RON: '200.00', EUR: '40.00' }, vat: { RON: '42.00', EUR: '8.40' }, gross: { RON: '242.00', EUR: '48.40' } },
        one_off: { net: { RON: '0.00', EUR: '0.00' }, vat: { RON: '0.00', EUR: '0.00' }, gross: { RON: '0.00', EUR: '0.00' } },
      },
      active: false,
      created_at: '2026-01-01T10:00:00.000Z',
      ...overrides,
    });
    const FIRST = period('a1a1a1a1a1a1a1a1a1a1a1a1', '2030-01-01', '2031-01-01');
    const SECOND = period('a2a2a2a2a2a2a2a2a2a2a2a2', '2031-01-01', '2032-01-01', { applications: 2 });

    const openEditor = async (api: Parameters<typeof mockApi>[0]) => {
      mockApi({ ...baseApi(), 'GET /api/users?skip=0&limit=10': () => jsonResponse(200, [user]), [`GET /api/users/${DAN}/subscriptions`]: () => jsonResponse(200, [SECOND, FIRST]), ...api });
      const ui = userEvent.setup();
      renderApp('/admin/dashboard');
      await ui.click(await screen.findByRole('tab', { name: 'Users' }));
      await ui.click(await screen.findByRole('button', { name: 'Subscription of dan@example.ro' }));
      const dialog = await screen.findByRole('dialog', { name: 'Subscription of dan@example.ro' });
      await within(dialog).findByRole('article', { name: '01/01/2030 – 12/31/2030' });
      return { ui, dialog };
    };

    it('corrects a period with its price recomputed live, and says when dates overlap another period', async () => {
      const saved: unknown[] = [];
      const { ui, dialog } = await openEditor({
        [`PUT /api/users/${DAN}/subscriptions/${FIRST.id}`]: (init) => {
          saved.push(bodyOf(init));
          return jsonResponse(200, FIRST);
        },
      });
      // A new period starts after the latest one: no overlap, nothing to fix.
      expect(within(dialog).queryByTestId('subscription-overlap')).toBeNull();
      await ui.click(within(dialog).getByRole('button', { name: 'Correct the period 01/01/2030 – 12/31/2030' }));
      expect(within(dialog).getByText('Correcting the period 01/01/2030 – 12/31/2030')).toBeTruthy();
      const count = within(dialog).getByLabelText('Number of applications');
      expect((count as HTMLInputElement).value).toBe('1');
      await ui.clear(count);
      await ui.type(count, '4');
      expect(within(dialog).getByTestId('subscription-price').textContent).toContain('423.50');
      await ui.click(within(dialog).getByRole('button', { name: 'Save correction' }));
      await waitFor(() => expect(saved).toEqual([{ starts_at: '2030-01-01', ends_at: '2030-12-31', applications: 4, addons: FIRST.addons }]));
      // Back to recording a new period.
      await waitFor(() => expect(within(dialog).queryByText(/^Correcting the period/)).toBeNull());

      await ui.click(within(dialog).getByRole('button', { name: 'Correct the period 01/01/2031 – 12/31/2031' }));
      const first = within(dialog).getByLabelText('First day');
      await ui.click(first);
      // The picker opens on January 2031; December 31st, 2030 is in the previous month's tail.
      await ui.click(await screen.findByRole('button', { name: '31 December 2030' }));
      expect((await within(dialog).findByTestId('subscription-overlap')).textContent).toContain('01/01/2030 – 12/31/2030');
      expect((within(dialog).getByRole('button', { name: 'Save correction' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('deletes a period after confirmation', async () => {
      const deleted: string[] = [];
      const { ui, dialog } = await openEditor({
        [`DELETE /api/users/${DAN}/subscriptions/${SECOND.id}`]: () => {
          deleted.push(SECOND.id);
          return new Response(null, { status: 204 });
        },
      });
      await ui.click(within(dialog).getByRole('button', { name: 'Delete the period 01/01/2031 – 12/31/2031' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete the period?' });
      expect(confirm.textContent).toContain('01/01/2031 – 12/31/2031');
      await ui.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(deleted).toEqual([SECOND.id]));
    });

    it('extends the free trial by some days, or to a last day, and shows the new end', async () => {
      const sent: unknown[] = [];
      const { ui, dialog } = await openEditor({
        [`PUT /api/users/${DAN}/trial`]: (init) => {
          sent.push(bodyOf(init));
          return jsonResponse(200, { trial_ends_at: '2026-03-01T00:00:00.000Z' });
        },
      });
      const trial = within(dialog).getByTestId('trial-extension');
      expect(within(trial).getByText('The trial runs until 01/31/2026 (last day).')).toBeTruthy();
      const days = within(trial).getByLabelText('Days to add');
      await ui.clear(days);
      await ui.type(days, '29');
      await ui.click(within(trial).getByRole('button', { name: 'Extend by these days' }));
      await waitFor(() => expect(sent).toEqual([{ days: 29 }]));
      expect(await within(trial).findByText('The trial runs until 02/28/2026 (last day).')).toBeTruthy();
      expect(within(trial).getByRole('status').textContent).toBe('The trial was changed; the account can use everything again at once.');
      expect((within(trial).getByRole('button', { name: 'Set the last day' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('says when the trial cannot be extended, translated', async () => {
      const { ui, dialog } = await openEditor({ [`PUT /api/users/${DAN}/trial`]: () => apiError(404, 'user_not_found') });
      const trial = within(dialog).getByTestId('trial-extension');
      await ui.click(within(trial).getByRole('button', { name: 'Extend by these days' }));
      expect((await within(trial).findByRole('alert')).textContent).toBe(i18n.t('errors.user_not_found'));
    });

    it('shows the server refusing an overlap, translated', async () => {
      const { ui, dialog } = await openEditor({
        [`PUT /api/users/${DAN}/subscriptions/${FIRST.id}`]: () => apiError(409, 'conflict'),
      });
      await ui.click(within(dialog).getByRole('button', { name: 'Correct the period 01/01/2030 – 12/31/2030' }));
      await ui.click(within(dialog).getByRole('button', { name: 'Save correction' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(i18n.t('errors.conflict'));
    });
  });
});
