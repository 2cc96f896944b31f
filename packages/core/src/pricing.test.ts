import { describe, expect, it } from 'vitest';
import { annualPrice, EUR_QUOTED_PRICES, isEurQuoted, priceAmount, PRICES, RON_PER_EUR, subscriptionPrice, VAT_RATE_PERCENT } from './pricing.js';

describe('prices (SPEC §9)', () => {
  it('keeps the list prices and the fixed rate', () => {
    expect(PRICES.firstApplication).toBe(200);
    expect(PRICES.additionalApplication).toBe(50);
    expect(RON_PER_EUR).toBe(5);
    expect(VAT_RATE_PERCENT).toBe(21);
    expect(priceAmount(PRICES.firstApplication)).toEqual({ RON: '200.00', EUR: '40.00' });
    expect(priceAmount(PRICES.customisationCapPerApplication)).toEqual({ RON: '1000.00', EUR: '200.00' });
  });

  it('quotes in EUR exactly the items SPEC §9 gives a EUR figure for', () => {
    const eur = Object.fromEntries(EUR_QUOTED_PRICES.map((item) => [item, priceAmount(PRICES[item]).EUR]));
    expect(eur).toEqual({
      firstApplication: '40.00',
      additionalApplication: '10.00',
      customisationPerChange: '20.00',
      customisationCapPerApplication: '200.00',
      registryIntegration: '10.00',
    });
    expect(isEurQuoted('logo')).toBe(false);
    expect(isEurQuoted('newApplicationPerSection')).toBe(false);
  });
});

describe('annualPrice', () => {
  it('charges 200 RON (40 EUR) for one application, VAT apart', () => {
    const price = annualPrice({ applications: 1 });
    expect(price.net).toEqual({ RON: '200.00', EUR: '40.00' });
    expect(price.vat).toEqual({ RON: '42.00', EUR: '8.40' });
    expect(price.gross).toEqual({ RON: '242.00', EUR: '48.40' });
    expect(price.lines.map((l) => l.item)).toEqual(['firstApplication']);
  });

  it('charges 350 RON for 4 applications (200 + 3 × 50)', () => {
    const price = annualPrice({ applications: 4 });
    expect(price.net.RON).toBe('350.00');
    expect(price.lines).toEqual([
      { item: 'firstApplication', quantity: 1, unit: { RON: '200.00', EUR: '40.00' }, total: { RON: '200.00', EUR: '40.00' } },
      { item: 'additionalApplications', quantity: 3, unit: { RON: '50.00', EUR: '10.00' }, total: { RON: '150.00', EUR: '30.00' } },
    ]);
    expect(price.vat.RON).toBe('73.50');
    expect(price.gross.RON).toBe('423.50');
  });

  it('gives every EUR amount as the RON amount divided by 5', () => {
    for (const applications of [1, 2, 7, 33, 250]) {
      const price = annualPrice({ applications, registryIntegration: true, entrySheet: applications % 2 === 0, customApplications: applications % 3 });
      for (const part of [price.net, price.vat, price.gross]) {
        expect(Number(part.EUR) * RON_PER_EUR).toBeCloseTo(Number(part.RON), 10);
      }
    }
  });

  it('adds the yearly add-ons', () => {
    const price = annualPrice({ applications: 2, registryIntegration: true, entrySheet: true, customApplications: 2 });
    // 200 + 50 + 50 registry + 50 entry sheet + 2 × 200 hosting
    expect(price.net).toEqual({ RON: '750.00', EUR: '150.00' });
    expect(price.vat.RON).toBe('157.50');
    expect(price.gross).toEqual({ RON: '907.50', EUR: '181.50' });
    expect(price.lines.map((l) => [l.item, l.quantity])).toEqual([
      ['firstApplication', 1],
      ['additionalApplications', 1],
      ['registryIntegration', 1],
      ['entrySheet', 1],
      ['customHosting', 2],
    ]);
  });

  it('costs nothing without applications or add-ons', () => {
    expect(annualPrice({ applications: 0 })).toMatchObject({ lines: [], net: { RON: '0.00' }, gross: { RON: '0.00', EUR: '0.00' } });
  });

  it('computes VAT exactly on large subscriptions (no float drift)', () => {
    // 200 + 299 × 50 = 15150; 21% = 3181.50
    const price = annualPrice({ applications: 300 });
    expect(price.net.RON).toBe('15150.00');
    expect(price.vat.RON).toBe('3181.50');
    expect(price.gross.RON).toBe('18331.50');
  });

  it('refuses counts that are not whole, non-negative numbers', () => {
    expect(() => annualPrice({ applications: -1 })).toThrow(RangeError);
    expect(() => annualPrice({ applications: 1.5 })).toThrow(RangeError);
    expect(() => annualPrice({ applications: 1, customApplications: Number.NaN })).toThrow(RangeError);
  });
});

describe('subscriptionPrice', () => {
  it('is the yearly price when no one-off is billed', () => {
    const price = subscriptionPrice({ applications: 4, registryIntegration: true });
    expect(price.yearly.net.RON).toBe('400.00');
    expect(price.yearly.gross).toEqual({ RON: '484.00', EUR: '96.80' });
    expect(price.oneOff).toEqual({ lines: [], net: { RON: '0.00', EUR: '0.00' }, vat: { RON: '0.00', EUR: '0.00' }, gross: { RON: '0.00', EUR: '0.00' } });
    expect(price.total).toEqual({ net: price.yearly.net, vat: price.yearly.vat, gross: price.yearly.gross });
  });

  it('keeps the logo (100 RON once) out of the yearly price, and bills both together for the period', () => {
    const price = subscriptionPrice({ applications: 1, entrySheet: true, logoOneOff: true });
    // SPEC §9: 200 + 50 RON per year; the logo 100 RON one-off.
    expect(price.yearly.lines.map((line) => line.item)).toEqual(['firstApplication', 'entrySheet']);
    expect(price.yearly.net).toEqual({ RON: '250.00', EUR: '50.00' });
    expect(price.yearly.vat.RON).toBe('52.50');
    expect(price.yearly.gross.RON).toBe('302.50');
    expect(price.oneOff.lines).toEqual([{ item: 'logo', total: { RON: '100.00', EUR: '20.00' } }]);
    expect(price.oneOff.net.RON).toBe('100.00');
    expect(price.oneOff.vat.RON).toBe('21.00');
    expect(price.oneOff.gross).toEqual({ RON: '121.00', EUR: '24.20' });
    expect(price.total.net).toEqual({ RON: '350.00', EUR: '70.00' });
    expect(price.total.vat).toEqual({ RON: '73.50', EUR: '14.70' });
    expect(price.total.gross.RON).toBe('423.50');
  });

  it('adds up to the ban: the period total is the yearly and one-off amounts as shown', () => {
    for (const applications of [0, 1, 2, 7, 1000]) {
      const { yearly, oneOff, total } = subscriptionPrice({ applications, registryIntegration: true, logoOneOff: true });
      expect(Number(total.gross.RON)).toBeCloseTo(Number(yearly.gross.RON) + Number(oneOff.gross.RON), 10);
      expect(Number(total.net.RON) + Number(total.vat.RON)).toBeCloseTo(Number(total.gross.RON), 10);
    }
  });
});
