import { formatMoney } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { mockApi, renderApp } from '../../../test/render-app';

const ron = (value: string) => formatMoney(value, { locale: 'en', currency: 'RON' });
const eur = (value: string) => formatMoney(value, { locale: 'en', currency: 'EUR' });
/** As Testing Library reads text: runs of white space (the no-break space of "RON 200.00") as one space. */
const text = (value: string) => value.replace(/\s+/g, ' ');

describe('pricing', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    mockApi({});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the prices of SPEC §9 on the pricing page', async () => {
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    const subscription = screen.getByRole('article', { name: 'Subscription' });
    expect(within(subscription).getByText(text(ron('200')))).toBeTruthy();
    expect(within(subscription).getByText(text(`or ${eur('40')}`))).toBeTruthy();
    expect(within(subscription).getByText(text(`Example: 4 applications cost ${ron('350')} per year.`))).toBeTruthy();
    const custom = screen.getByRole('article', { name: 'Made for you' });
    expect(within(custom).getByText(text(`${ron('800')} – ${ron('1400')}`))).toBeTruthy();
    // SPEC §9 quotes customisation in EUR too: 20 EUR per change, at most 200 EUR per application.
    expect(within(custom).getByText(text(`or ${eur('20')} · per change, at most ${ron('1000')} (${eur('200')}) per application`))).toBeTruthy();
    expect(screen.getByText('Prices exclude VAT (21%). Fixed rate: 1 EUR = 5 RON.')).toBeTruthy();
  });

  it('calculates the yearly price with VAT apart, in RON or EUR', async () => {
    const user = userEvent.setup();
    renderApp('/pricing');
    const calculator = await screen.findByRole('region', { name: 'Price calculator' });
    const net = () => within(calculator).getByTestId('calculator-net').textContent;
    const vat = () => within(calculator).getByTestId('calculator-vat').textContent;
    const gross = () => within(calculator).getByTestId('calculator-gross').textContent;
    expect([net(), vat(), gross()]).toEqual([ron('200'), ron('42'), ron('242')]);

    const count = within(calculator).getByRole('textbox', { name: 'Number of applications' });
    await user.clear(count);
    await user.type(count, '4');
    expect([net(), vat(), gross()]).toEqual([ron('350'), ron('73.50'), ron('423.50')]);

    await user.click(within(calculator).getByRole('checkbox', { name: 'Vehicle registry integration' }));
    expect(net()).toBe(ron('400'));
    expect(within(calculator).getByText('Additional applications × 3')).toBeTruthy();

    await user.click(within(calculator).getByRole('radio', { name: 'EUR' }));
    expect([net(), vat(), gross()]).toEqual([eur('80'), eur('16.80'), eur('96.80')]);
  });

  it('shows categories and pricing cards on the home page', async () => {
    renderApp('/');
    const categories = await screen.findByRole('region', { name: 'Applications for every trade' });
    expect(within(categories).getByRole('link', { name: /Car service/ }).getAttribute('href')).toBe('/catalog?category=auto-service');
    expect(within(categories).getByRole('link', { name: 'Browse the whole catalogue' }).getAttribute('href')).toBe('/catalog');
    const pricing = screen.getByRole('region', { name: 'Simple, yearly prices' });
    expect(within(pricing).getAllByText(text(ron('200'))).length).toBeGreaterThan(0);
    expect(within(pricing).getByRole('link', { name: 'All prices and the calculator' }).getAttribute('href')).toBe('/pricing');
  });
});
