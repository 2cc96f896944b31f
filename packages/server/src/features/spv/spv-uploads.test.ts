import { describe, expect, it } from 'vitest';
import { spvFacts } from '../efactura/efactura.service.js';
import type { EInvoice } from '../efactura/invoice-model.js';
import { SPV_TUNING, delayAt, spvSchedules } from './spv-uploads.js';

const MINUTE = 60_000;

describe('SPV schedules', () => {
  it('asks the status after 1, 2, 5, 10, 30 minutes, then every hour', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => delayAt(SPV_TUNING.pollMs, n) / MINUTE)).toEqual([1, 2, 5, 10, 30, 60, 60, 60]);
  });

  it('ANAF_SPV_POLL_SECONDS scales every SPV wait: the status checks\' first wait, the later ones, the retries and the looks for a lost answer in proportion', () => {
    expect(spvSchedules(60)).toEqual({ pollMs: SPV_TUNING.pollMs, retryMs: SPV_TUNING.retryMs, lostMs: SPV_TUNING.lostMs });
    expect(spvSchedules(1)).toEqual({ pollMs: [1000, 2000, 5000, 10_000, 30_000, 60_000], retryMs: [1000, 2000, 5000, 10_000, 30_000], lostMs: [2000, 10_000, 30_000, 60_000] });
    expect(spvSchedules(120).pollMs.map((ms) => ms / MINUTE)).toEqual([2, 4, 10, 20, 60, 120]);
  });

  it('tries a failed upload again after 1, 2, 5, 10, 30 minutes, then gives up; a lost answer is looked for over 102 minutes', () => {
    expect(SPV_TUNING.retryMs.map((ms) => ms / MINUTE)).toEqual([1, 2, 5, 10, 30]);
    expect(SPV_TUNING.lostMs.reduce((sum, ms) => sum + ms, 0) / MINUTE).toBe(102);
    expect(delayAt([], 3)).toBe(60 * MINUTE);
    expect(delayAt([5], -1)).toBe(5);
  });
});

describe("an invoice's SPV facts", () => {
  const invoice = (buyer: Partial<EInvoice['buyer']>, seller: Partial<EInvoice['seller']> = { vatId: 'RO18547290' }) =>
    ({ number: 'FCT-1', issueDate: '2026-03-20', seller: { name: 'S', street: 's', city: 'c', country: 'RO', ...seller }, buyer: { name: 'B', street: 's', city: 'c', country: 'RO', ...buyer } }) as EInvoice;
  const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>';

  it('is B2C for an individual buyer (a CNP or 13 zeros), B2B for a company', () => {
    expect(spvFacts(invoice({ legalId: '0000000000000' }), xml)).toMatchObject({ b2c: true, cif: '18547290', creditNote: false, foreignBuyer: false });
    expect(spvFacts(invoice({ legalId: '1850203123456' }), xml).b2c).toBe(true);
    expect(spvFacts(invoice({ legalId: '4266367', vatId: 'RO4266367' }), xml).b2c).toBe(false);
    expect(spvFacts(invoice({ legalId: '4266367' }), xml).b2c).toBe(false);
  });

  it("reads the seller's CIF in digits, a CreditNote from the XML and a buyer abroad", () => {
    expect(spvFacts(invoice({ legalId: '4266367' }, { taxRegistrationId: '4266367' }), xml).cif).toBe('4266367');
    expect(spvFacts(invoice({ legalId: '4266367' }), '<?xml version="1.0"?><CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/>').creditNote).toBe(true);
    expect(spvFacts(invoice({ legalId: 'IT123', country: 'IT' }), xml).foreignBuyer).toBe(true);
  });
});
