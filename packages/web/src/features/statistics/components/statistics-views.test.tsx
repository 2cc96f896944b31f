import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { USER_ID } from '../../../test/estimate-fixture';
import { currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeFinance, makeFleetStats, makeServiceStatistics } from '../../../test/statistics-fixtures';
import { makeToken } from '../../../test/tokens';

const banner = { 'GET /api/user/payment-banner-status': () => jsonResponse(200, false) };
const RANGE = 'from=2026-03-01&to=2026-03-31';

describe('statistics tab: fleet and income versus expenses', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('switches to the fleet view, lists the cars and picks one of the known plates', async () => {
    mockApi({
      ...banner,
      'GET /api/user/service-statistics?start_date=2026-03-01&end_date=2026-03-31': () => jsonResponse(200, makeServiceStatistics()),
      'GET /api/user/fleet/stats?from_date=2026-03-01&to_date=2026-03-31': () => jsonResponse(200, makeFleetStats()),
      'GET /api/user/fleet/stats?from_date=2026-03-01&to_date=2026-03-31&plate=B22ABC': () =>
        jsonResponse(200, makeFleetStats({ plate: 'B22ABC', totals: { records: 1, income: '0.00', expense: '1000.00', yield: '-1000.00' }, cars: [] })),
    });
    const user = userEvent.setup();
    renderApp(`/dashboard?tab=statistics&${RANGE}`);
    await screen.findByText('1.207,11 lei');
    await user.click(screen.getByRole('radio', { name: 'Flotă' }));
    const cars = await screen.findByRole('list', { name: 'Pe mașină' });
    expect(within(cars).getByText('CJ 01 XYZ')).toBeTruthy();
    // A phone: one card per car, sorted by the same buttons as the wide table's header.
    const order = () => within(cars).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent);
    expect(order()).toEqual(['CJ 01 XYZ', 'B 22 ABC']);
    const byYield = screen.getByRole('button', { name: 'Randament' });
    await user.click(byYield);
    expect(order()).toEqual(['CJ 01 XYZ', 'B 22 ABC']);
    await user.click(byYield);
    expect(order()).toEqual(['B 22 ABC', 'CJ 01 XYZ']);
    expect(within(cars).getByText('2.799,50 lei')).toBeTruthy();
    expect(within(cars).getByText('-1.000,00 lei')).toBeTruthy();
    expect(currentLocation.path).toContain('view=fleet');
    const filter = screen.getByLabelText('Mașina (nr. înmatriculare)', { selector: 'input' });
    expect((filter as HTMLInputElement).value).toBe('Toate mașinile');
    await user.clear(filter);
    await user.type(filter, 'b22');
    await user.click(await screen.findByRole('option', { name: 'B 22 ABC' }));
    expect(await screen.findByText('-1.000,00 lei', { selector: 'p' })).toBeTruthy();
    expect(currentLocation.path).toContain('plate=B22ABC');
  });

  it('shows income, expenses, balance and the categories by their labels, an unnamed one translated', async () => {
    mockApi({
      ...banner,
      'GET /api/user/service/finance?from_date=2026-03-01&to_date=2026-03-31&locale=ro': () => jsonResponse(200, makeFinance()),
      'GET /api/user/service/finance?from_date=2026-03-01&to_date=2026-03-31&category=fuel&locale=ro': () =>
        jsonResponse(200, makeFinance({ category: 'fuel', records: 1, income: '0.00', expenses: '45.10', balance: '-45.10', by_category: [{ category: 'fuel', label: 'Combustibil', records: 1, income: '0.00', expenses: '45.10', balance: '-45.10' }] })),
    });
    const user = userEvent.setup();
    renderApp(`/dashboard?tab=statistics&view=finance&${RANGE}`);
    expect(await screen.findByText('3.249,75 lei')).toBeTruthy();
    expect(screen.getByText('1.750,25 lei')).toBeTruthy();
    const views = screen.getByRole('radiogroup', { name: 'Afișează Pe categorii ca' });
    await user.click(within(views).getByRole('radio', { name: 'Tabel' }));
    const table = screen.getByRole('list', { name: 'Pe categorii' });
    expect(within(table).getByText('Fără categorie')).toBeTruthy();
    expect(within(table).getByText('4.249,75 lei')).toBeTruthy();
    expect(within(table).getByText('Service și reparații')).toBeTruthy();
    await user.click(screen.getByLabelText('Categorie', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Combustibil' }));
    expect(await screen.findByText('-45,10 lei', { selector: 'p' })).toBeTruthy();
    expect(currentLocation.path).toContain('category=fuel');
  });
});
