import type { MonthZipJobDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalizedDatesProvider } from '../../../lib/dates-provider';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { captureDownloads } from '../../../test/downloads';
import { bodyOf } from '../../../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { MonthZipCard } from './month-zip-card';

const LIST = 'GET /api/user/efactura/month-zips';
const base: MonthZipJobDto = {
  id: 'cccccccccccccccccccccc01',
  month: '2026-03',
  locale: 'en',
  status: 'queued',
  done: 0,
  total: 0,
  error: null,
  created_at: '2026-04-02T10:00:00Z',
  finished_at: null,
  expires_at: null,
};
const running: MonthZipJobDto = { ...base, status: 'running', done: 12, total: 48 };
const done: MonthZipJobDto = { ...base, status: 'done', done: 48, total: 48, finished_at: '2026-04-02T10:02:00Z', expires_at: '2026-04-03T10:02:00Z' };

describe("the month's invoices ZIP card (History tab)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  const card = async () => within((await screen.findByRole('heading', { name: "The month's invoices for your accountant" })).closest('div.mantine-Card-root') as HTMLElement);

  it('names the month in the app\'s language, not the browser\'s', async () => {
    await i18n.changeLanguage('ro');
    mockApi({ [LIST]: () => jsonResponse(200, { results: [] }) });
    const view = renderUi(
      <LocalizedDatesProvider>
        <MonthZipCard />
      </LocalizedDatesProvider>,
    );
    const c = within((await screen.findByRole('heading', { name: 'Facturile lunii pentru contabil' })).closest('div.mantine-Card-root') as HTMLElement);
    expect(view.container.querySelector('input[type="month"]')).toBeNull();
    const label = new Intl.DateTimeFormat('ro', { month: 'long', year: 'numeric' }).format(new Date());
    expect(c.getByRole('button', { name: 'Luna' }).textContent?.toLowerCase()).toBe(label);
  });

  it('starts the chosen month in the page language, follows its progress and downloads the ZIP when done', async () => {
    let list: MonthZipJobDto[] = [];
    let reads = 0;
    const posted: unknown[] = [];
    mockApi({
      [LIST]: () => {
        reads += 1;
        // Queued, then running, then done on the following polls.
        if (list.length > 0 && reads === 3) list = [running];
        else if (list.length > 0 && reads > 3) list = [done];
        return jsonResponse(200, { results: list });
      },
      'POST /api/user/efactura/month-zips': (init) => {
        posted.push(bodyOf(init));
        list = [base];
        return jsonResponse(202, base);
      },
      [`GET /api/user/efactura/month-zips/${done.id}/file`]: () =>
        new Response('PK', { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="Facturi 2026-03.zip"' } }),
    });
    const { downloads } = captureDownloads();
    renderUi(<MonthZipCard />);
    const user = userEvent.setup();
    const c = await card();
    await user.click(c.getByRole('button', { name: 'Month' }));
    // The months of this year: back to 2026 (the clock of the machine running the test may be later).
    for (let year = new Date().getFullYear(); year > 2026; year -= 1) await user.click(await screen.findByRole('button', { name: 'Previous year' }));
    await user.click(await screen.findByRole('button', { name: 'Mar' }));
    expect(c.getByRole('button', { name: 'Month' }).textContent).toBe('March 2026');
    await user.click(c.getByRole('button', { name: 'Prepare the ZIP' }));
    expect(posted).toEqual([{ month: '2026-03', locale: 'en' }]);
    expect(await c.findByText('Invoices 2026-03 · waiting…')).toBeTruthy();
    expect(await c.findByText('Invoices 2026-03 · 12 of 48 documents', {}, { timeout: 4000 })).toBeTruthy();
    expect(c.getByRole('progressbar', { name: 'ZIP 2026-03: 25%' })).toBeTruthy();
    const download = await c.findByRole('button', { name: 'Download ZIP' }, { timeout: 4000 });
    const row = c.getByTestId('month-zip-row');
    expect(within(row).getByText('Invoices 2026-03')).toBeTruthy();
    expect(within(row).getByText(/^Ready; kept until /)).toBeTruthy();
    expect(within(row).queryByRole('progressbar')).toBeNull();
    await user.click(download);
    await waitFor(() => expect(downloads.map((d) => d.filename)).toEqual(['Facturi 2026-03.zip']));
  }, 60_000);

  it('says when a ZIP failed or was deleted after a day, and explains a 410 on download', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, { results: [done, { ...base, id: 'cccccccccccccccccccccc02', month: '2026-02', status: 'failed', error: 'x' }, { ...base, id: 'cccccccccccccccccccccc03', month: '2026-01', status: 'expired' }] }),
      [`GET /api/user/efactura/month-zips/${done.id}/file`]: () => apiError(410, 'month_zip_expired'),
    });
    renderUi(<MonthZipCard />);
    const user = userEvent.setup();
    const c = await card();
    const rows = await c.findAllByTestId('month-zip-row');
    expect(rows).toHaveLength(3);
    expect(within(c.getByRole('list', { name: 'Recent monthly ZIPs' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rows[1]!).getByText('Invoices 2026-02 · could not be made. Try again.')).toBeTruthy();
    expect(within(rows[2]!).getByText('Invoices 2026-01 · deleted after a day; prepare it again.')).toBeTruthy();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Download ZIP' }));
    const alert = await c.findByRole('alert');
    expect(alert.textContent).toContain(i18n.t('efactura.monthZipErrors.month_zip_expired'));
  });

  it('still offers to make a ZIP when the list cannot be read, and shows no list', async () => {
    mockApi({ [LIST]: () => apiError(500, 'internal') });
    renderUi(<MonthZipCard />);
    const c = await card();
    expect(await c.findByText('The monthly ZIPs could not be loaded')).toBeTruthy();
    expect(c.queryByTestId('month-zip-row')).toBeNull();
    expect(c.getByRole('button', { name: 'Prepare the ZIP' })).toBeTruthy();
  });

  it('is in Romanian for a Romanian user', async () => {
    await i18n.changeLanguage('ro');
    mockApi({ [LIST]: () => jsonResponse(200, { results: [running] }) });
    renderUi(<MonthZipCard />);
    const row = await screen.findByTestId('month-zip-row');
    expect(within(row).getByText(`${i18n.t('efactura.monthZipJob.title', { month: '2026-03' })} · ${i18n.t('efactura.monthZipJob.running', { done: 12, total: 48 })}`)).toBeTruthy();
  });
});
