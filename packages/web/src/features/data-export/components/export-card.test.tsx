import type { DataExportDto, UserDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { bodyOf } from '../../../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const me: UserDto = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', email: 'ana@example.ro', is_admin: false, created_at: '2026-01-01T10:00:00Z', trial_ends_at: '2099-01-01T00:00:00Z' };

const base: DataExportDto = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  status: 'queued',
  done: 0,
  total: 0,
  bytes: null,
  error: null,
  created_at: '2026-11-25T10:00:00Z',
  finished_at: null,
  expires_at: null,
  requested_by: 'ana@example.ro',
};
const running: DataExportDto = { ...base, status: 'running', done: 3, total: 9 };
const done: DataExportDto = { ...base, status: 'done', done: 9, total: 9, bytes: 3 * 1024 * 1024, finished_at: '2026-11-25T10:01:00Z', expires_at: '2026-12-02T10:01:00Z' };

describe('the data export card on the account page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  const setup = (handlers: Record<string, (init: RequestInit) => Response | Promise<Response>>) => {
    const fetchMock = mockApi({
      'GET /api/user/me': () => jsonResponse(200, me),
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/sessions': () => jsonResponse(200, []),
      ...handlers,
    });
    renderApp('/account');
    return fetchMock;
  };
  const card = async (title = 'Export your data') => within((await screen.findByRole('heading', { name: title })).closest('section')!);

  it('starts an export in the page language, follows its progress and offers the ZIP when done', async () => {
    let list: DataExportDto[] = [];
    let reads = 0;
    const posted: unknown[] = [];
    setup({
      'GET /api/user/exports': () => {
        reads += 1;
        // Running at first, done on the next poll.
        if (list.length > 0 && reads > 2) list = [done];
        return jsonResponse(200, list);
      },
      'POST /api/user/export': (init) => {
        posted.push(bodyOf(init));
        list = [running];
        return jsonResponse(202, { export: running });
      },
      [`GET /api/user/exports/${done.id}/download`]: () =>
        new Response('PK', { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename=atelier-export-ana-2026-11-25.zip' } }),
    });
    const created: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    const user = userEvent.setup();
    const c = await card();
    expect(c.getByText(/every document as a PDF/)).toBeTruthy();
    await user.click(c.getByRole('button', { name: 'Prepare the export' }));
    expect(posted).toEqual([{ locale: 'en' }]);
    expect(await c.findByText('Preparing: 3 of 9 documents.')).toBeTruthy();
    expect(c.getByRole('progressbar', { name: 'Export progress: 33%' })).toBeTruthy();
    // One export at a time: the button waits for this one.
    expect((c.getByRole('button', { name: 'Prepare the export' }) as HTMLButtonElement).disabled).toBe(true);

    const download = await c.findByRole('button', { name: 'Download ZIP' }, { timeout: 6000 });
    expect(c.getByText(/^Ready: the export of/)).toBeTruthy();
    expect(c.getByText(/^3 MB, 9 documents; available until/)).toBeTruthy();
    await user.click(download);
    await waitFor(() => expect(created).toEqual(['atelier-export-ana-2026-11-25.zip']));
    click.mockRestore();
  }, 15_000);

  it('explains a second request while one is being made (409 export_running)', async () => {
    setup({
      'GET /api/user/exports': () => jsonResponse(200, []),
      'POST /api/user/export': () => apiError(409, 'export_running'),
    });
    const user = userEvent.setup();
    const c = await card();
    await user.click(c.getByRole('button', { name: 'Prepare the export' }));
    expect((await c.findByRole('alert')).textContent).toBe(i18n.t('errors.export_running'));
  });

  it('says when an export failed or its ZIP was deleted after 7 days, and a 410 on download is explained', async () => {
    setup({
      'GET /api/user/exports': () =>
        jsonResponse(200, [done, { ...base, id: 'aaaaaaaaaaaaaaaaaaaaaaa2', status: 'failed', error: 'x' }, { ...base, id: 'aaaaaaaaaaaaaaaaaaaaaaa3', status: 'expired' }]),
      [`GET /api/user/exports/${done.id}/download`]: () => apiError(410, 'export_expired'),
    });
    const user = userEvent.setup();
    const c = await card();
    const rows = await c.findAllByTestId('export-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText(/failed\. Try again/)).toBeTruthy();
    expect(within(rows[2]!).getByText(/was deleted after 7 days/)).toBeTruthy();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Download ZIP' }));
    expect((await c.findByRole('alert')).textContent).toBe(i18n.t('errors.export_expired'));
  });

  it('shows a queued export waiting, with its progress bar at 0 %, and no second one can start', async () => {
    setup({ 'GET /api/user/exports': () => jsonResponse(200, [base]) });
    const c = await card();
    const row = await c.findByTestId('export-row');
    expect(within(row).getByText(i18n.t('dataExport.queued'))).toBeTruthy();
    expect(within(row).getByRole('progressbar', { name: 'Export progress: 0%' })).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect((c.getByRole('button', { name: 'Prepare the export' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not shown to a member of the business (403 owner_only)', async () => {
    setup({ 'GET /api/user/exports': () => apiError(403, 'owner_only') });
    expect(await screen.findByRole('heading', { name: 'Active sessions' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Export your data' })).toBeNull());
    expect(screen.queryByText('Loading the exports…')).toBeNull();
  });

  it('is in Romanian for a Romanian user', async () => {
    await i18n.changeLanguage('ro');
    setup({ 'GET /api/user/exports': () => jsonResponse(200, [done]) });
    const c = await card('Exportați datele firmei');
    expect(await c.findByRole('button', { name: 'Descărcați ZIP' })).toBeTruthy();
    expect(c.getByText(/^3 MB, 9 documente; disponibil până la/)).toBeTruthy();
    expect(c.getByRole('button', { name: 'Pregătiți exportul' })).toBeTruthy();
  });
});
