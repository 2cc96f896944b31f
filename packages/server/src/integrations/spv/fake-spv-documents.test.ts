import { beforeAll, describe, expect, it } from 'vitest';
import { RULE_SETS, fatalFindings, type RuleSet } from '../../features/efactura/test-support/official-rules.js';
import { DEFAULT_RECEIVED, notWellFormed, partsInvoiceXml, readDocument, ruleErrors } from './fake-spv-documents.js';

/**
 * The fake SPV's documents against the published rule sets (the same check as the e-Factura
 * export's, features/efactura/official-rules.test.ts): the suppliers' invoices it serves pass them,
 * and what it calls broken the rule sets call broken too. Reading the rule sets takes seconds.
 */
const SETS = Object.keys(RULE_SETS) as RuleSet[];
const received = DEFAULT_RECEIVED.map((invoice) =>
  partsInvoiceXml({ ...invoice, buyerCif: '12345674', buyerName: 'Service Auto Someș SRL', issueDate: '2026-11-20', dueDate: '2026-12-20' }),
);
const fatal = (xml: string) => Object.fromEntries(SETS.map((set) => [set, fatalFindings(xml, set).map((f) => `${f.id}: ${f.text}`)]));

describe('the fake SPV’s documents against the published CIUS-RO and EN 16931 rules', { timeout: 60_000 }, () => {
  beforeAll(() => void fatal(received[0] ?? ''), 120_000);

  it.each(received.map((xml, i) => [DEFAULT_RECEIVED[i]?.supplier.name, xml] as const))('%s: well-formed, 0 fatal errors, passes the fake’s own checks', (_name, xml) => {
    expect(notWellFormed(xml)).toBeUndefined();
    expect(fatal(xml)).toEqual(Object.fromEntries(SETS.map((set) => [set, []])));
    expect(ruleErrors(readDocument(xml), readDocument(xml).sellerCif)).toEqual([]);
  });

  it('what the fake refuses, CIUS-RO refuses too', () => {
    const first = DEFAULT_RECEIVED[0];
    if (!first) throw new Error('a default invoice');
    const broken = partsInvoiceXml({
      ...first,
      supplier: { ...first.supplier, county: 'Cluj' },
      lines: first.lines.map((line, i) => (i === 0 ? { ...line, name: '' } : line)),
      buyerCif: '12345674',
      buyerName: 'Service Auto Someș SRL',
      issueDate: '2026-11-20',
      dueDate: '2026-12-20',
    });
    const fake = ruleErrors(readDocument(broken), first.supplier.cif).map((m) => /\[(BR-[\w-]+)\]/.exec(m)?.[1]);
    const official = fatalFindings(broken, 'CIUS-RO 1.0.9').map((f) => f.id);
    expect(fake).toEqual(['BR-RO-110', 'BR-25']);
    for (const rule of fake) expect(official).toContain(rule);
  });
});
