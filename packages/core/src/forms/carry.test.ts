import { describe, expect, it } from 'vitest';
import { carriedLines, carriedValues, isSameVisitRole, lineTargetOf, mergeData, takesLinesOf, type SourceLine } from './carry.js';
import type { ArrayField, FormData, FormDefinition } from './definition.js';
import { formatProblems, parseFormDefinition } from './parse.js';
import { catalogFiles, fileName } from './test-support/fixtures.js';

const catalog = (name: string): FormDefinition => {
  const entry = Object.entries(catalogFiles).find(([path]) => fileName(path) === `${name}.json`);
  if (!entry) throw new Error(`no catalogue file ${name}`);
  const result = parseFormDefinition(JSON.parse(JSON.stringify(entry[1])));
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result.definition;
};

const deviz = catalog('deviz-auto-platitor-tva');
const order = catalog('comanda-service');
const invoice = catalog('factura-platitor-tva');
const constructionEstimate = catalog('deviz-constructii-platitor-tva');

const estimate: FormData = {
  company: { number: 'DV-0007', date: '2026-11-20', valid_until: '2026-12-20', name: 'Service Someș' },
  client: { type: 'pj', name: 'Transport Ardeal SRL', cui: 'RO18547290', contact: 'Ana', phone: '0722 123 456' },
  vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450, fuel: 'motorina', entry_date: '2026-11-20' },
  labor: { items: [{ operation: 'Înlocuire plăcuțe frână', code: 'OP-1', hours: 1.5, rate: '180.00', discount: 10, value: '243.00', technician: 'Mihai Șerban' }] },
  parts: { items: [{ code: 'P1', name: 'Plăcuțe frână ATE', qty: 1, unit: 'set', price: '210.00', value: '210.00', source: 'new' }] },
};

const linesOf = (definition: FormDefinition, data: FormData): SourceLine[] =>
  definition.steps.flatMap((step) =>
    step.fields.flatMap((field) => {
      if (field.type !== 'array') return [];
      const rows = (data[step.name]?.[field.name] ?? []) as Record<string, string | number>[];
      return rows.map((row) => ({ role: field.role as SourceLine['role'], item: (field as ArrayField).item, row }));
    }),
  );

describe('what a new document takes over from another (by role)', () => {
  it('takes the client and vehicle of an estimate into a service order, whatever their steps are called, and nothing of the document itself', () => {
    const values = carriedValues({ source: { definition: deviz, data: estimate }, target: order });
    expect(values).toEqual({
      client: { type: 'pj', name: 'Transport Ardeal SRL', cui: 'RO18547290', phone: '0722 123 456' },
      vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450, fuel: 'motorina' },
    });
    // An invoice names the car by its plate, VIN and odometer only (its optional vehicle step).
    expect(carriedValues({ source: { definition: deviz, data: estimate }, target: invoice })).toEqual({
      client: { type: 'pj', name: 'Transport Ardeal SRL', cui: 'RO18547290', phone: '0722 123 456' },
      vehicle: { plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450 },
    });
  });

  it('leaves out a choice the target does not offer', () => {
    const values = carriedValues({ source: { definition: deviz, data: { ...estimate, vehicle: { ...estimate.vehicle, fuel: 'hidrogen' } } }, target: order });
    expect(values.vehicle).not.toHaveProperty('fuel');
  });

  it('puts parts into parts and labour into the works of a service order, column by column (technician → mechanic), computed values never', () => {
    expect(carriedLines({ target: order, lines: linesOf(deviz, estimate) })).toEqual({
      request: { works: [{ operation: 'Înlocuire plăcuțe frână', mechanic: 'Mihai Șerban', hours: 1.5 }] },
      parts: { items: [{ code: 'P1', name: 'Plăcuțe frână ATE', qty: 1, unit: 'set' }] },
    });
  });

  it("puts parts and labour into an invoice's lines: operation → name, hours → qty, rate → price, by the hour, the VAT rate's default", () => {
    const data = carriedLines({ target: invoice, lines: linesOf(deviz, estimate) });
    expect(data).toEqual({
      lines: {
        items: [
          { code: 'OP-1', name: 'Înlocuire plăcuțe frână', unit: 'ora', qty: 1.5, price: '180.00', discount: 10, vat_rate: '21' },
          { code: 'P1', name: 'Plăcuțe frână ATE', unit: 'set', qty: 1, price: '210.00', vat_rate: '21' },
        ],
      },
    });
  });

  it('knows which applications take the lines of another', () => {
    expect(takesLinesOf(deviz, order)).toBe(true);
    expect(takesLinesOf(deviz, invoice)).toBe(true);
    // A construction estimate has only lines.items: a service order has no such array.
    expect(takesLinesOf(constructionEstimate, order)).toBe(false);
    expect(lineTargetOf(invoice, 'lines.labor')).toMatchObject({ step: 'lines', field: { name: 'items' } });
    expect(lineTargetOf(order, 'lines.items')).toBeUndefined();
  });

  it('merges carried values over a starting data, step by step', () => {
    expect(mergeData({ client: { type: 'pf' }, parts: { items: [] } }, { client: { name: 'Ion' }, parts: { items: [{ name: 'Ulei' }] } })).toEqual({
      client: { type: 'pf', name: 'Ion' },
      parts: { items: [{ name: 'Ulei' }] },
    });
  });
  it("carries the visit's reason and entry day into an order from the estimate, but not into a later document", () => {
    const source = { definition: deviz, data: { client: { type: 'pf', name: 'Ana' }, observations: { reason: 'Zgomot la frânare' }, vehicle: { make: 'Dacia', entry_date: '2026-11-20' } } };
    expect(carriedValues({ source, target: order, carries: isSameVisitRole })).toMatchObject({ request: { symptoms: 'Zgomot la frânare' }, client: { name: 'Ana' } });
    // A later document of the same client (a reminder's new estimate): another visit.
    const later = carriedValues({ source, target: deviz });
    expect(later.observations).toBeUndefined();
    expect(later.vehicle).toEqual({ make: 'Dacia' });
    expect(carriedValues({ source, target: deviz, carries: isSameVisitRole }).vehicle).toEqual({ make: 'Dacia', entry_date: '2026-11-20' });
  });
});
