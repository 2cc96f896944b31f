import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { USER_ID } from '../../../test/estimate-fixture';
import { apiError, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeInvoiceStatistics } from '../../../test/statistics-fixtures';
import { makeToken } from '../../../test/tokens';

/** The call of March, labels in `locale`. */
const march = (locale = 'ro') => `GET /api/user/invoice-statistics?start_date=2026-03-01&end_date=2026-03-31&locale=${locale}`;
const MARCH = march();
const banner = { 'GET /api/user/payment-banner-status': () => jsonResponse(200, false) };
const PATH = '/dashboard?tab=invoice-statistics&from=2026-03-01&to=2026-03-31';

const kpi = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement as HTMLElement;

describe('invoice statistics tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('shows every figure formatted, retention as a percent', async () => {
    mockApi({ ...banner, [MARCH]: () => jsonResponse(200, makeInvoiceStatistics()) });
    renderApp(PATH);
    await screen.findByText('Rata de retenție');
    expect(within(kpi('Total facturat (cu TVA)')).getByText('12.345,60 lei')).toBeTruthy();
    expect(within(kpi('Total facturat (cu TVA)')).getByText('Totalul facturilor, încasate sau nu')).toBeTruthy();
    expect(within(kpi('Facturi')).getByText('5')).toBeTruthy();
    expect(within(kpi('Clienți')).getByText('4')).toBeTruthy();
    expect(within(kpi('Factura medie (cu TVA)')).getByText('2.469,12 lei')).toBeTruthy();
    expect(within(kpi('Cea mai mare factură (cu TVA)')).getByText('5.000,00 lei')).toBeTruthy();
    expect(within(kpi('Articole pe factură')).getByText('2,4')).toBeTruthy();
    expect(within(kpi('Rata de retenție')).getByText(/^50\s?%$/)).toBeTruthy();
    expect(within(kpi('Rata de retenție')).getByText('2 din 4 clienți din 29.01.2026 – 28.02.2026 au revenit')).toBeTruthy();
  });

  it('shows "–" for the retention rate when the previous period had no customers', async () => {
    await i18n.changeLanguage('en');
    const retention = { rate: null, previous_customers: 0, returning_customers: 0, previous_range: { start_date: '2026-01-29', end_date: '2026-02-28' } };
    mockApi({ ...banner, [march('en')]: () => jsonResponse(200, makeInvoiceStatistics({ retention })) });
    renderApp(PATH);
    await screen.findByText('Retention rate');
    expect(within(kpi('Retention rate')).getByText('–')).toBeTruthy();
    expect(within(kpi('Retention rate')).getByText('No customers in 01/29/2026 – 02/28/2026 to compare with')).toBeTruthy();
  });

  it("names the payment states by the forms' options, else the catalogue's translated, else as written", async () => {
    mockApi({ ...banner, [MARCH]: () => jsonResponse(200, makeInvoiceStatistics()) });
    const user = userEvent.setup();
    renderApp(PATH);
    const views = await screen.findByRole('radiogroup', { name: 'Afișează După starea plății ca' });
    await user.click(within(views).getByRole('radio', { name: 'Tabel' }));
    const table = screen.getByRole('list', { name: 'După starea plății' });
    expect(within(table).getByText('Încasată')).toBeTruthy();
    expect(within(table).getByText('Neachitată')).toBeTruthy();
    expect(within(table).getByText('în litigiu')).toBeTruthy();
    expect(within(table).getByText('9.000,00 lei')).toBeTruthy();
  });

  it('shows the empty state and the error state', async () => {
    let calls = 0;
    const empty = makeInvoiceStatistics({ empty: true, invoices: 0, income: '0.00', by_status: [], weekly: [], monthly: [] });
    mockApi({ ...banner, [MARCH]: () => (++calls === 1 ? apiError(503, 'service_unavailable') : jsonResponse(200, empty)) });
    const user = userEvent.setup();
    renderApp(PATH);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nu am putut încărca statisticile.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Reîncercați' }));
    expect(await screen.findByText('Nu există statistici disponibile')).toBeTruthy();
  });
});
