import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { USER_ID } from '../../../test/estimate-fixture';
import { apiError, jsonResponse, mockApi, renderApp, setWideScreen } from '../../../test/render-app';
import { emptyServiceStatistics, makeServiceStatistics } from '../../../test/statistics-fixtures';
import { captureDownloads } from '../../../test/downloads';
import { makeToken } from '../../../test/tokens';

const MARCH = 'GET /api/user/service-statistics?start_date=2026-03-01&end_date=2026-03-31';
const banner = { 'GET /api/user/payment-banner-status': () => jsonResponse(200, false) };

describe('statistics tab (estimates)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearSessionToken();
  });

  it('shows the figures formatted for Romanian: 1.207,11 lei, the count, the top make', async () => {
    mockApi({ ...banner, [MARCH]: () => jsonResponse(200, makeServiceStatistics()) });
    renderApp('/dashboard?tab=statistics&from=2026-03-01&to=2026-03-31');
    // Estimates are not money received: the figure says what it is and that VAT is in it.
    expect(screen.queryByText('Încasări')).toBeNull();
    const revenue = (await screen.findByText('Valoare totală (cu TVA)', { selector: 'p' })).closest('div');
    expect(within(revenue as HTMLElement).getByText('1.207,11 lei')).toBeTruthy();
    expect(within(revenue as HTMLElement).getByText('Totalul de plată al devizelor și comenzilor, nu încasări')).toBeTruthy();
    expect(screen.getByText('Valoare medie (cu TVA)', { selector: 'p' })).toBeTruthy();
    expect(within((screen.getByText('Documente', { selector: 'p' }).closest('div') ?? document.body) as HTMLElement).getByText('3')).toBeTruthy();
    expect(screen.getByText('402,37 lei')).toBeTruthy();
    expect(screen.getByText('2,5 zile')).toBeTruthy();
    expect(screen.getByText('Dacia')).toBeTruthy();
    expect(screen.getByText('Revizie')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Perioada' }).textContent).toBe('01.03.2026 – 31.03.2026');
  });

  it('shows a chart card as a table sorted by the clicked column', async () => {
    setWideScreen();
    await i18n.changeLanguage('en');
    mockApi({ ...banner, [MARCH]: () => jsonResponse(200, makeServiceStatistics()) });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=statistics&from=2026-03-01&to=2026-03-31');
    const views = await screen.findByRole('radiogroup', { name: 'Show Top car makes as' });
    await user.click(within(views).getByRole('radio', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Top car makes' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent);
    expect(names()).toEqual(['Dacia', 'Škoda']);
    expect(within(table).getByText('RON 707.11')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Total value (incl. VAT)' }));
    expect(names()).toEqual(['Dacia', 'Škoda']);
    await user.click(within(table).getByRole('button', { name: 'Total value (incl. VAT)' }));
    expect(names()).toEqual(['Škoda', 'Dacia']);
    expect(within(table).getByRole('columnheader', { name: 'Total value (incl. VAT)' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('exports a table as CSV in the order shown, amounts as the API sent them', async () => {
    await i18n.changeLanguage('en');
    mockApi({ ...banner, [MARCH]: () => jsonResponse(200, makeServiceStatistics()) });
    const { downloads } = captureDownloads();
    const user = userEvent.setup();
    renderApp('/dashboard?tab=statistics&from=2026-03-01&to=2026-03-31');
    const views = await screen.findByRole('radiogroup', { name: 'Show Top car makes as' });
    await user.click(within(views).getByRole('radio', { name: 'Table' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV – Top car makes' }));
    expect(downloads.map((file) => [file.filename, file.type])).toEqual([['top-makes-2026-03-01_2026-03-31.csv', 'text/csv;charset=utf-8']]);
    expect(await downloads[0]?.text).toBe('"Make","Documents","Total value (incl. VAT)"\r\n"Dacia","2","707.11"\r\n"Škoda","1","500.00"\r\n');
  });

  it('asks for twelve months up to today by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12, 0));
    const fetchMock = mockApi({ ...banner, 'GET /api/user/service-statistics?start_date=2025-04-01&end_date=2026-03-15': () => jsonResponse(200, makeServiceStatistics()) });
    renderApp('/dashboard?tab=statistics');
    expect(await screen.findByText('1.207,11 lei')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('start_date=2025-04-01&end_date=2026-03-15'))).toBe(true);
  });

  it('says there are no statistics, and how to get some, when the range is empty', async () => {
    mockApi({ ...banner, [MARCH]: () => jsonResponse(200, emptyServiceStatistics()) });
    renderApp('/dashboard?tab=statistics&from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('Nu există statistici disponibile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mergeți la aplicațiile dumneavoastră' })).toBeTruthy();
    expect(screen.queryByText('0,00 lei')).toBeNull();
  });

  it('shows a translated error with a retry that loads again', async () => {
    let calls = 0;
    mockApi({ ...banner, [MARCH]: () => (++calls === 1 ? apiError(500, 'internal_error') : jsonResponse(200, makeServiceStatistics())) });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=statistics&from=2026-03-01&to=2026-03-31');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nu am putut încărca statisticile.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Reîncercați' }));
    expect(await screen.findByText('1.207,11 lei')).toBeTruthy();
  });

  it('asks again for the range picked in the calendar', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      ...banner,
      [MARCH]: () => jsonResponse(200, makeServiceStatistics()),
      'GET /api/user/service-statistics?start_date=2026-03-02&end_date=2026-03-20': () =>
        jsonResponse(200, makeServiceStatistics({ range: { start_date: '2026-03-02', end_date: '2026-03-20' }, documents: 1, revenue: '99.50' })),
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=statistics&from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('RON 1,207.11')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Period' }));
    await user.click(await screen.findByRole('button', { name: '2 March 2026' }));
    await user.click(screen.getByRole('button', { name: '20 March 2026' }));
    expect(await screen.findByText('RON 99.50')).toBeTruthy();
  });
});
