import { readFileSync } from 'node:fs';
import * as pdfkit from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseFormDefinition, type FormData, type FormDefinition } from '@atelier/core';
import { createPdfRenderer } from './pool.js';
import { renderDocumentPdf } from './render.js';
import { pdfText, signaturePng, snapshotFirstPage } from './test-support/pdf-tools.js';
import { PDF_LIMITS_DEFAULT } from './limits.js';
import { catalogDefinition, estimateSample, repoRoot } from './test-support/samples.js';

/** A definition with every field type, on the given layout. */
const everyType = (layout: FormDefinition['pdf']['layout']): FormDefinition => {
  const result = parseFormDefinition({
    schemaVersion: 1,
    key: 'toate-tipurile',
    version: 1,
    title: 'Fișă cu toate tipurile',
    category: 'test',
    document: { kind: 'other', currency: 'EUR' },
    steps: [
      {
        name: 'main',
        title: 'Date',
        fields: [
          { name: 'text', type: 'text', label: 'Text' },
          { name: 'area', type: 'textarea', label: 'Descriere lungă' },
          { name: 'n', type: 'number', label: 'Număr', decimals: 2 },
          { name: 'm', type: 'money', label: 'Sumă' },
          { name: 'p', type: 'percent', label: 'Procent' },
          { name: 'd', type: 'date', label: 'Dată' },
          { name: 't', type: 'time', label: 'Oră' },
          { name: 'dt', type: 'datetime', label: 'Dată și oră' },
          { name: 's', type: 'select', label: 'Selecție', options: [{ value: 'a', label: 'Opțiunea Ă' }] },
          { name: 'r', type: 'radio', label: 'Radio', options: [{ value: 'x', label: 'Variantă Ț' }] },
          { name: 'c', type: 'checkbox', label: 'Bifă' },
          { name: 'e', type: 'email', label: 'E-mail' },
          { name: 'ph', type: 'phone', label: 'Telefon' },
          { name: 'cui', type: 'cui', label: 'CUI' },
          { name: 'cnp', type: 'cnp', label: 'CNP' },
          { name: 'iban', type: 'iban', label: 'IBAN' },
          { name: 'plate', type: 'plate', label: 'Nr. auto' },
          { name: 'vin', type: 'vin', label: 'VIN' },
          { name: 'sig', type: 'signature', label: 'Semnătură client' },
          { name: 'img', type: 'image', label: 'Fotografie' },
          { name: 'rows', type: 'array', label: 'Rânduri', item: [{ name: 'a', type: 'text', label: 'A' }, { name: 'b', type: 'money', label: 'B' }] },
        ],
      },
    ],
    pdf: { layout },
  });
  if (!result.ok) throw new Error('definition does not parse');
  return result.definition;
};

const fullData = (signature: string) => ({
  main: {
    text: 'Șir cu diacritice: ă â î ș ț Ă Â Î Ș Ț, è é à ù, €',
    area: 'Un text lung care trebuie să se rupă pe mai multe rânduri fără să fie tăiat. '.repeat(12),
    n: 1234.5,
    m: '99.99',
    p: 19,
    d: '2025-12-01',
    t: '08:30',
    dt: '2025-12-01T08:30',
    s: 'a',
    r: 'x',
    c: true,
    e: 'ana@example.ro',
    ph: '0722 000 111',
    cui: 'RO18547290',
    cnp: '1960523125780',
    iban: 'RO49AAAA1B31007593840000',
    plate: 'B 123 ABC',
    vin: 'WVWZZZ1JZXW000001',
    sig: signature,
    img: 'data:image/png;base64,not-really-a-png',
    rows: [{ a: 'un rând', b: '10.00' }, { a: 'alt rând', b: '20.50' }],
  },
});

describe('renderDocumentPdf', () => {
  it('prints every field type on every layout, and an empty document too, without failing', async () => {
    for (const layout of ['estimate', 'invoice', 'quote', 'trip-log', 'contract', 'handover', 'entry-sheet', 'generic'] as const) {
      const definition = everyType(layout);
      const pdf = await renderDocumentPdf({ definition, document: { data: fullData(signaturePng()), number: 'X-1' }, locale: 'ro' });
      const { flat, text } = pdfText(pdf);
      expect(flat, layout).toContain('Șir cu diacritice: ă â î ș ț Ă Â Î Ș Ț, è é à ù, €');
      expect(text).toContain('Opțiunea Ă');
      expect(text).toContain('99,99 €');
      expect(text).toContain('alt rând');
      const empty = await renderDocumentPdf({ definition, document: { data: {} }, locale: 'it' });
      expect(pdfText(empty).text).toContain('Pagina 1 di 1');
    }
  });

  it("prints an invoice's car in a box beside the customer only when its vehicle step is filled", async () => {
    const definition = catalogDefinition('factura-platitor-tva.json');
    const sample = JSON.parse(readFileSync(new URL('catalog/samples/factura-platitor-tva.json', repoRoot), 'utf8')) as FormData;
    const print = async (data: FormData) => pdfText(await renderDocumentPdf({ definition, document: { data, number: 'FCT-0042' }, locale: 'ro' })).flat;
    const withCar = await print(sample);
    expect(withCar).toContain('VEHICUL');
    expect(withCar).toContain('CJ 12 ABC');
    expect(withCar).toContain('Kilometraj (km): 123.456');
    const { vehicle: _car, ...withoutCar } = sample;
    const printed = await print(withoutCar);
    expect(printed).toContain('CUMPĂRĂTOR');
    expect(printed).not.toContain('VEHICUL');
    expect(printed).not.toContain('Kilometraj');
  });

  it('keeps the text layer of later documents intact after a composite letter (Ț in a table cell)', async () => {
    const definition = everyType('generic');
    await renderDocumentPdf({ definition, document: { data: { main: { rows: [{ a: 'Ț' }, { a: 'Ș ț ș' }] } } }, locale: 'ro' });
    const later = await renderDocumentPdf({ definition: catalogDefinition('deviz-auto-platitor-tva.json'), document: { data: estimateSample(), number: 'DV-0003' }, locale: 'en' });
    expect(pdfText(later).text).toContain('Banca Transilvania');
    expect(pdfText(later).text).toContain('Str. Țebei nr. 7');
  });

  it('keeps a character whose glyph another one is made of (″ = two ′) in the text layer of later documents', async () => {
    const definition = everyType('generic');
    await renderDocumentPdf({ definition, document: { data: { main: { rows: [{ a: 'Diametru 17″' }] } } }, locale: 'ro' });
    const later = await renderDocumentPdf({ definition, document: { data: { main: { rows: [{ a: 'Față 0°10′ ± 0°10′' }] } } }, locale: 'ro' });
    expect(pdfText(later).flat).toContain('Față 0°10′ ± 0°10′');
  });

  it('puts a PNG logo in the header, and prints without it when the image is broken', async () => {
    const input = { definition: catalogDefinition('deviz-auto-platitor-tva.json'), document: { data: estimateSample(), number: 'DV-0001' }, locale: 'ro' as const };
    const logo = Buffer.from(signaturePng().split(',')[1] ?? '', 'base64');
    const withLogo = await renderDocumentPdf({ ...input, logo });
    expect(withLogo.includes('/Subtype /Image')).toBe(true);
    snapshotFirstPage(withLogo, 'estimate-logo');
    const broken = await renderDocumentPdf({ ...input, logo: Buffer.from('not an image') });
    expect(pdfText(broken).text).toContain('DV-0001');
  });

  it('renders the same bytes through the worker pool as in this thread', async () => {
    const renderer = createPdfRenderer({ workers: 1 });
    try {
      const input = { definition: catalogDefinition('deviz-auto-neplatitor-tva.json'), document: { data: estimateSample(), number: 'DV-0002', created_at: '2025-09-15T10:00:00.000Z' }, locale: 'en' as const };
      const [pooled, local] = [await renderer.render(input), await renderDocumentPdf(input)];
      // The creation date differs; the text must not.
      expect(pdfText(pooled).text).toEqual(pdfText(local).text);
    } finally {
      await renderer.close();
    }
  }, 30_000);

  it('turns renders away with 503 once a worker has 64 waiting, instead of queueing without end', async () => {
    const renderer = createPdfRenderer({ workers: 1 });
    try {
      const input = { definition: catalogDefinition('deviz-auto-platitor-tva.json'), document: { data: estimateSample() }, locale: 'ro' as const };
      const results = await Promise.allSettled(Array.from({ length: 80 }, () => renderer.render(input)));
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((r) => (r.reason as { code?: string }).code === 'service_unavailable')).toBe(true);
      expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(64);
    } finally {
      await renderer.close();
    }
  }, 60_000);

  /** An estimate with `edit` applied to its sample data. */
  const estimateWith = (edit: (data: ReturnType<typeof estimateSample>) => void, lines?: { labor: number; parts: number }) => {
    const data = estimateSample(lines);
    edit(data);
    return { definition: catalogDefinition('deviz-auto-platitor-tva.json'), document: { data }, locale: 'ro' as const };
  };
  const word = (length: number) => 'Plăcuțe'.repeat(Math.ceil(length / 7)).slice(0, length);

  it('breaks an unbroken word into lines in linear time: twice the word, about twice the measuring', async () => {
    const { LineWrapper } = pdfkit as unknown as { LineWrapper: { prototype: { wordWidth: (word: string) => number } } };
    const original = LineWrapper.prototype.wordWidth;
    let measured = 0;
    LineWrapper.prototype.wordWidth = function (this: unknown, text: string) {
      measured += text.length;
      return original.call(this, text);
    };
    const measuring = async (length: number) => {
      measured = 0;
      await renderDocumentPdf(estimateWith((data) => void (data.observations!.findings = word(length))));
      return measured;
    };
    try {
      const [none, half, full] = [await measuring(0), await measuring(10_000), await measuring(20_000)];
      // pdfkit measured the whole rest of the word for every line: 20,000 letters cost 3.6 million.
      expect(full - none).toBeLessThan(10 * 20_000);
      expect((full - none) / (half - none)).toBeLessThan(2.5);
    } finally {
      LineWrapper.prototype.wordWidth = original;
    }
  });

  it('renders the worst inputs through the pool within the default limits, cutting nothing', async () => {
    const renderer = createPdfRenderer({ workers: 1, limits: PDF_LIMITS_DEFAULT });
    const long = word(20_000);
    const cases = {
      'a 20,000-letter word in a textarea': estimateWith((data) => void (data.observations!.findings = long)),
      'a 20,000-letter word in a table cell': estimateWith((data) => void ((data.parts!.items as Record<string, unknown>[])[0]!.name = long)),
      'a 20,000-letter word as the client name': estimateWith((data) => void (data.client!.name = long)),
      'a 20,000-letter word as the company name': estimateWith((data) => void (data.company!.name = long)),
      '200 letters in a date field': estimateWith((data) => void (data.company!.valid_until = 'z'.repeat(200))),
      '1,003 letters in a date field': estimateWith((data) => void (data.company!.valid_until = 'z z'.repeat(334).slice(0, 1003))),
      'a 500-line table of 200-letter names': estimateWith(
        (data) => {
          for (const line of data.parts!.items as Record<string, unknown>[]) line.name = word(200);
          for (const line of data.labor!.items as Record<string, unknown>[]) line.operation = 'Înlocuire distribuție '.repeat(10);
        },
        { labor: 200, parts: 300 },
      ),
    };
    try {
      await renderer.start();
      for (const [name, input] of Object.entries(cases)) {
        const pdf = await renderer.render(input);
        const { flat } = pdfText(pdf);
        expect(flat.length, name).toBeGreaterThan(1000);
        // The word runs over pages (their header and footer come between): every one of its ț is there.
        if (name.includes('20,000')) expect(flat.split('ț').length, name).toBeGreaterThan(long.split('ț').length);
      }
    } finally {
      await renderer.close();
    }
  }, 120_000);
});
