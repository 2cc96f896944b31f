import { describe, expect, it } from 'vitest';
import { type FormData, formatProblems, parseFormDefinition, processSubmission } from '@atelier/core';
import { catalog } from '../index.js';

/** The totals of the estimate and offer families, against hand-computed amounts. */

const entry = (key: string) => {
  const found = catalog.find((e) => e.definition.key === key);
  if (!found) throw new Error(`no application ${key}`);
  const parsed = parseFormDefinition(found.definition);
  if (!parsed.ok) throw new Error(formatProblems(parsed.problems));
  return { def: parsed.definition, sample: found.sample };
};

const submit = (key: string, change: (sample: FormData) => FormData = (s) => s) => {
  const { def, sample } = entry(key);
  const result = processSubmission(def, change(structuredClone(sample)));
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path} ${i.code}`).join('\n'));
  return result;
};

const ESTIMATES = [
  'deviz-vulcanizare',
  'deviz-tinichigerie-vopsitorie',
  'deviz-climatizare-auto',
  'deviz-moto',
  'deviz-bicicleta',
  'deviz-reparatii-echipamente',
  'deviz-reparatii-utilaje',
  'deviz-electrocasnice-electronice',
  'deviz-constructii',
  'deviz-instalatii-sanitare-termice',
  'deviz-instalatii-electrice',
  'deviz-general',
  'deviz-renovare',
  'deviz-zugraveli',
];
const OFFERS = ['oferta-reparatie', 'oferta-manopera'];

describe('estimate and offer families', () => {
  it.each([...ESTIMATES, ...OFFERS])('%s: a VAT payer variant at 21% and a non-payer one (art. 310)', (key) => {
    const payer = entry(`${key}-platitor-tva`).def;
    const nonPayer = entry(`${key}-neplatitor-tva`).def;
    expect(payer.document.vat).toEqual({ payer: true, rate: 21 });
    expect(payer.totals?.map((x) => x.role)).toEqual(expect.arrayContaining(['total.net', 'total.vat', 'total.grand']));
    expect(nonPayer.document.vat).toEqual({ payer: false, rate: 0 });
    expect(nonPayer.totals?.some((x) => x.role === 'total.vat')).toBe(false);
    expect(nonPayer.pdf.footer).toContain('art. 310 Cod fiscal');
    const quote = OFFERS.includes(key);
    expect([payer.document.kind, payer.pdf.layout]).toEqual(quote ? ['quote', 'quote'] : ['estimate', 'estimate']);
  });

  it('prices bodywork hours at the bodywork and the paint rate', () => {
    const { data, totals } = submit('deviz-tinichigerie-vopsitorie-platitor-tva');
    // 2.5 × 140 + 3 × 160 = 830; 2.2 × 160 = 352; 0.5 × 140 + 0.8 × 160 = 198.
    expect(data.labor?.items).toMatchObject([{ value: '830.00' }, { value: '352.00' }, { value: '198.00' }]);
    // Materials 0.75 × 420 + 0.5 × 180 + 0.4 × 150 + 65 = 530; net 1380 + 2033 + 530 = 3943; VAT 828.03.
    expect(totals).toEqual({ labor: '1380.00', parts: '2033.00', materials: '530.00', net: '3943.00', vat: '828.03', grand: '4771.03' });
  });

  it('adds overheads and profit to a construction estimate, and the advance from the grand total', () => {
    const { totals } = submit('deviz-constructii-platitor-tva');
    // Direct 61 638 + 25 891.80 = 87 529.80; overheads 8% = 7 002.38; profit 5% of 94 532.18 = 4 726.61.
    expect(totals).toEqual({
      materials: '61638.00',
      labor: '25891.80',
      overhead: '7002.38',
      profit: '4726.61',
      net: '99258.79',
      vat: '20844.35',
      grand: '120103.14',
      advance: '24020.63',
    });
  });

  it('leaves out overheads, profit and advance that are not given', () => {
    const { totals } = submit('deviz-constructii-neplatitor-tva', (s) => ({ ...s, terms: { lead_time: '90 de zile' } }));
    expect(totals).toEqual({ materials: '61638.00', labor: '25891.80', overhead: '', profit: '', grand: '87529.80', advance: '' });
  });

  it('charges travel only for a machine repaired on site', () => {
    expect(submit('deviz-reparatii-utilaje-platitor-tva').totals).toMatchObject({ travel: '448.00', net: '4793.00', grand: '5799.53' });
    const inWorkshop = submit('deviz-reparatii-utilaje-platitor-tva', (s) => ({ ...s, machine: { ...s.machine, location: 'atelier' } }));
    expect(inWorkshop.data.travel).toBeUndefined();
    expect(inWorkshop.totals).toMatchObject({ travel: '', net: '4345.00' });
  });

  it('identifies a bicycle by its frame, not as a vehicle', () => {
    const { facts } = submit('deviz-bicicleta-platitor-tva');
    expect(Object.keys(facts).filter((k) => k.startsWith('vehicle.'))).toEqual([]);
    expect(facts).toMatchObject({ 'service.entry_date': '2026-03-16', 'total.grand': '562.65' });
  });

  it('keeps the tyre hotel fields only when tyres are left in storage', () => {
    const { data } = submit('deviz-vulcanizare-platitor-tva', (s) => ({ ...s, storage: { ...s.storage, stored: false } }));
    expect(data.storage).toEqual({ stored: false });
  });
});
