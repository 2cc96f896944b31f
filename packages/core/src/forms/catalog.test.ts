import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.js';
import schemaFile from '../../../../catalog/form-schema.json' with { type: 'json' };
import { computeValues } from './evaluate.js';
import { extractFacts } from './facts.js';
import { formJsonSchema } from './json-schema.js';
import { formatProblems, parseFormDefinition } from './parse.js';
import { catalogFiles, fileName, loadDefinition } from './test-support/fixtures.js';
import { missingTranslations } from './translation-coverage.js';
import { validateSubmission } from './validate.js';

/** A realistic estimate: 2 labour lines, 3 parts with diacritics, a company client. */
const sampleEstimate = () => ({
  company: {
    date: '2025-09-15', name: 'Service Exemplu SRL', cui: 'RO18547290', reg_no: 'J12/345/2020',
    address: 'Str. Exemplu nr. 10, Cluj-Napoca, jud. Cluj', iban: 'RO49 AAAA 1B31 0075 9384 0000', phone: '0264 123 456',
  },
  client: { type: 'pj', name: 'Ștefănescu Transport SRL', cui: '4266367', reg_no: 'J2012000750528', cnp: '1630615123457', email: 'office@stefanescu.ro' },
  vehicle: { make: 'Škoda', model: 'Octavia', plate: 'cj 12 abc', vin: '1m8gdm9axkp042788', odometer: '187 500', entry_date: '2025-09-15' },
  observations: { reason: 'Zgomot la frânare, vibrații în volan', findings: 'Plăcuțe și discuri uzate' },
  labor: {
    items: [
      { operation: 'Înlocuire plăcuțe și discuri frână față', hours: '1,5', rate: '150', discount: '' },
      { operation: 'Aerisire sistem de frânare', hours: 0.7, rate: 150.55, discount: 10 },
    ],
  },
  parts: {
    items: [
      { code: 'BRM-09.A820.11', name: 'Discuri frână față', qty: 2, unit: 'buc', price: '245,90', discount: 5 },
      { code: 'BRM-P85075', name: 'Plăcuțe frână față', qty: 1, unit: 'set', price: 189.9 },
      { name: 'Lichid frână DOT4 – ușor', qty: '0,5', unit: 'l', price: '2.01', value: '999.99' },
    ],
  },
});

describe('catalog definitions', () => {
  const files = Object.entries(catalogFiles);

  it('finds the reference estimates', () => {
    expect(files.map(([path]) => fileName(path)).sort()).toEqual(expect.arrayContaining(['deviz-auto-neplatitor-tva.json', 'deviz-auto-platitor-tva.json']));
  });

  // Every application is checked with its own sample in catalog/src/catalog.test.ts; the two
  // reference estimates also take this hand-written one.
  it.each(files.filter(([path]) => fileName(path).startsWith('deviz-auto-')).map(([path, json]) => [fileName(path), json] as const))(
    '%s is a valid definition, fully translated',
    (_, json) => {
      const result = parseFormDefinition(json);
      if (!result.ok) throw new Error(formatProblems(result.problems));
      for (const locale of LOCALES) expect(missingTranslations(result.definition, locale)).toEqual([]);
      expect(validateSubmission(result.definition, sampleEstimate())).toEqual([]);
    },
  );

  it('computes the VAT payer estimate to the hand-computed totals', () => {
    const def = loadDefinition('deviz-auto-platitor-tva');
    const { data, totals } = computeValues(def, sampleEstimate());
    // Labour: 1.5 × 150 = 225.00; 0.7 × 150.55 × 0.9 = 94.8465 → 94.85. Total 319.85.
    expect(data.labor?.items).toMatchObject([{ hours: 1.5, rate: '150.00', value: '225.00' }, { rate: '150.55', value: '94.85' }]);
    // Parts: 2 × 245.90 × 0.95 = 467.21; 1 × 189.90; 0.5 × 2.01 = 1.005 → 1.01 (half-up). Total 658.12.
    expect(data.parts?.items).toMatchObject([{ price: '245.90', value: '467.21' }, { value: '189.90' }, { value: '1.01' }]);
    // Net 977.97; VAT round(977.97 × 21 / 100) = round(205.3737) = 205.37; grand 1183.34.
    expect(totals).toEqual({ labor: '319.85', parts: '658.12', net: '977.97', vat: '205.37', grand: '1183.34' });
    expect(data.vehicle).toMatchObject({ plate: 'CJ12ABC', vin: '1M8GDM9AXKP042788', odometer: 187500 });
    expect(data.client).not.toHaveProperty('cnp'); // hidden for a company client
    expect(data.company?.iban).toBe('RO49AAAA1B31007593840000');
    const facts = extractFacts(def, data, totals);
    expect(facts).toMatchObject({
      'client.type': 'pj', 'client.name': 'Ștefănescu Transport SRL', 'vehicle.plate': 'CJ12ABC', 'vehicle.make': 'Škoda',
      'total.grand': '1183.34', 'total.vat': '205.37', 'document.date': '2025-09-15', 'service.entry_date': '2025-09-15',
      'lines.parts': 'BRM-09.A820.11 Discuri frână față; BRM-P85075 Plăcuțe frână față; Lichid frână DOT4 – ușor',
    });
  });

  it('computes the non-payer estimate without VAT', () => {
    const def = loadDefinition('deviz-auto-neplatitor-tva');
    const { totals } = computeValues(def, sampleEstimate());
    expect(totals).toEqual({ labor: '319.85', parts: '658.12', grand: '977.97' });
    expect(def.pdf.footer).toContain('art. 310 Cod fiscal');
    expect(def.document.vat).toEqual({ payer: false, rate: 0 });
  });

  it('reports what is missing in an empty estimate', () => {
    const def = loadDefinition('deviz-auto-platitor-tva');
    const paths = validateSubmission(def, { client: { type: 'pf' }, labor: { items: [{ hours: 0 }] } }).map((i) => `${i.path} ${i.code}`);
    expect(paths).toEqual([
      'company.date required', 'company.name required', 'company.cui required', 'company.address required', 'client.name required',
      'vehicle.make required', 'vehicle.model required', 'vehicle.plate required', 'vehicle.vin required', 'vehicle.odometer required',
      'observations.reason required', 'labor.items[0].operation required', 'labor.items[0].hours min', 'labor.items[0].rate required',
    ]);
  });
});

describe('catalog/form-schema.json', () => {
  it('is up to date with the zod schema (run: node --import tsx scripts/generate-form-schema.mjs)', () => {
    expect(schemaFile).toEqual(formJsonSchema());
  });
});
