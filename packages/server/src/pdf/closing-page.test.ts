import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeValues, ELECTRONIC_SIGNATURE_NOTICE, formatMoney, LOCALES, type FormData } from '@atelier/core';
import { bucharestDateTime, SIGNATURE_BOX } from './closing-page.js';
import type { CustomerAnswerForPdf } from './customer-answer.js';
import { PAGE } from './kit.js';
import { renderDocumentPdf, type RenderInput } from './render.js';
import { pdfGlyphs, pdfImageBoxes, pdfImageCount, pdfText, plain, signaturePng, snapshotFirstPage } from './test-support/pdf-tools.js';
import { catalogDefinition, contractDefinition, contractSample, customerAnswerSample, estimateSample, repoRoot } from './test-support/samples.js';

const DEVIZ = catalogDefinition('deviz-auto-platitor-tva.json');
/** MuPDF's glyph boxes are rounded: a right-aligned amount ends at the margin within a few hundredths of a point. */
const ROUNDING = 0.05;

const png = (size?: { width: number; height: number }) => Buffer.from(signaturePng(size).split(',')[1] ?? '', 'base64');
const estimate = (answer?: CustomerAnswerForPdf, locale: RenderInput['locale'] = 'ro'): RenderInput => ({
  definition: DEVIZ,
  document: { data: estimateSample(), number: 'DV-0007' },
  locale,
  answer,
});

/** Every glyph and image inside the page's margins (the header and footer lines included). */
const expectInsideMargins = (pdf: Buffer) => {
  const outside = pdfGlyphs(pdf).filter((g) => g.x0 < PAGE.margin - ROUNDING || g.x1 > PAGE.width - PAGE.margin + ROUNDING || g.y > PAGE.height - 20);
  expect(outside.map((g) => `${g.c} ${g.x0.toFixed(2)}–${g.x1.toFixed(2)} at y ${g.y.toFixed(1)} p${g.page}`)).toEqual([]);
  for (const box of pdfImageBoxes(pdf)) {
    expect(box.x0).toBeGreaterThanOrEqual(PAGE.margin - ROUNDING);
    expect(box.x1).toBeLessThanOrEqual(PAGE.width - PAGE.margin + ROUNDING);
    expect(box.y1).toBeLessThanOrEqual(PAGE.height - PAGE.bottom + ROUNDING);
  }
};

/** The main total of the estimate with only the lines at `approved` kept, as core computes it. */
const approvedTotal = (approved: number[]): string => {
  const data = estimateSample();
  const labor = data.labor!.items as unknown[];
  const parts = data.parts!.items as unknown[];
  const kept: FormData = { ...data, labor: { items: labor.filter((_, i) => approved.includes(i)) as FormData[string][string] }, parts: { items: parts.filter((_, i) => approved.includes(labor.length + i)) as FormData[string][string] } };
  return plain(formatMoney(computeValues(DEVIZ, kept).totals.grand, { locale: 'ro', currency: 'RON' }));
};

describe('the closing page of a document the customer answered', () => {
  it('ends an estimate with "Acceptat parțial de client": name, Bucharest time, each line approved or declined, the approved total, comment, signature, legal sentence, audit trail', async () => {
    const plainPdf = await renderDocumentPdf(estimate());
    const answer = customerAnswerSample({ signaturePng: png() });
    const pdf = await renderDocumentPdf(estimate(answer));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const before = pdfText(plainPdf);
    const { pages, flat } = pdfText(pdf);
    expect(pages).toHaveLength(before.pages.length + 1);
    expect(before.flat).not.toContain('Acceptat');
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Acceptat parțial de client');
    expect(last).toContain('DEVIZ · DV-0007 · versiunea 2');
    expect(last).toMatch(/Nume: Ștefan Țurcanu-Brâncoveanu/);
    // 10:05 UTC in July is 13:05 summer time in Bucharest.
    expect(last).toContain('Data și ora: 15.07.2026 13:05 EEST (UTC+3)');
    // Lines 1 and 3 approved, 2 declined; the rest (not named) declined.
    expect(last).toMatch(/1\s+Înlocuire plăcuțe frână față\s+90,00 lei\s+Aprobat/);
    expect(last).toMatch(/2\s+Schimb ulei și filtre\s+225,00 lei\s+Refuzat/);
    expect(last).toMatch(/3\s+Diagnoză computerizată\s+324,00 lei\s+Aprobat/);
    expect(last).toMatch(/8\s+Pompă apă SKF\s+114,50 lei\s+Refuzat/);
    expect(last).toMatch(new RegExp(`Total aprobat \\(Total de plată\\)\\s+${approvedTotal([0, 2]).replace('.', '\\.')}`));
    expect(last).toMatch(new RegExp(`Total document \\(Total de plată\\)\\s+${approvedTotal([0, 1, 2, 3, 4, 5, 6, 7]).replace('.', '\\.')}`));
    expect(last).toContain('Schimbul de ulei îl fac la toamnă; restul lucrărilor sunt în regulă.');
    expect(last).toContain('Semnătura clientului');
    expect(flat).toContain(plain(ELECTRONIC_SIGNATURE_NOTICE.ro));
    expect(last).toContain(`SHA-256 al versiunii afișate: ${answer.contentSha256}`);
    expect(last).toContain('Versiunea documentului: 2');
    expect(last).toContain('Rețea: 203.0.113.0/24');
    expect(flat).toContain(`Browser: ${answer.userAgent}`);
    expect(last).toContain(`Link: ${answer.linkId}`);
    // The signature is the one image, on the closing page, inside its box.
    expect(pdfImageCount(plainPdf)).toBe(0);
    const [image, ...others] = pdfImageBoxes(pdf);
    expect(others).toEqual([]);
    expect(image?.page).toBe(pages.length);
    expectInsideMargins(pdf);
    snapshotFirstPage(pdf, 'closing-page-estimate');
  });

  it('marks every line approved and the whole total when the estimate is approved as a whole; "Refuzat de client" prints no lines', async () => {
    const whole = pdfText(await renderDocumentPdf(estimate(customerAnswerSample({ decision: 'approved', lines: [], signaturePng: png() })))).pages.at(-1) ?? '';
    expect(whole).toContain('Acceptat de client');
    expect(whole.match(/\bAprobat\b/g)).toHaveLength(8);
    expect(whole).not.toContain('Refuzat');
    const total = approvedTotal([0, 1, 2, 3, 4, 5, 6, 7]).replace('.', '\\.');
    expect(whole).toMatch(new RegExp(`Total aprobat \\(Total de plată\\)\\s+${total}`));

    const declinedPdf = await renderDocumentPdf(estimate(customerAnswerSample({ decision: 'declined', lines: [], comment: 'Prea scump.' }), 'it'));
    const declined = pdfText(declinedPdf).pages.at(-1) ?? '';
    expect(declined).toContain('Rifiutato dal cliente');
    expect(declined).toContain('Commento del cliente');
    expect(declined).toContain('Prea scump.');
    expect(declined).not.toContain('Righe del documento');
    expect(declined).not.toContain('Firma del cliente');
    expect(pdfText(declinedPdf).flat).toContain(plain(ELECTRONIC_SIGNATURE_NOTICE.it));
    expect(pdfImageCount(declinedPdf)).toBe(0);
  });

  it('ends a contract with "Signed by the customer" in English, winter time, no lines, the signature inside its box', async () => {
    const input = { definition: contractDefinition(), document: { data: contractSample(), number: 'CI-0003' }, locale: 'en' as const };
    const plainPdf = await renderDocumentPdf(input);
    const answer = customerAnswerSample({ decision: 'signed', lines: [], comment: '', answeredAt: '2026-01-15T10:05:00.000Z', signaturePng: png() });
    const pdf = await renderDocumentPdf({ ...input, answer });
    const { pages, flat } = pdfText(pdf);
    expect(pages).toHaveLength(pdfText(plainPdf).pages.length + 1);
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Signed by the customer');
    expect(last).toContain('Date and time: 01/15/2026, 12:05 EET (UTC+2)');
    expect(last).toContain("Customer's signature");
    expect(last).not.toContain('Lines of the document');
    expect(last).not.toContain("Customer's comment");
    expect(flat).toContain(plain(ELECTRONIC_SIGNATURE_NOTICE.en));
    expect(pdfImageCount(pdf)).toBe(pdfImageCount(plainPdf) + 1);
    expectInsideMargins(pdf);
  });

  it('scales any signature into its box, keeps emoji out and long strings inside the margins, and prints without a damaged image', async () => {
    const long = 'x'.repeat(400);
    for (const size of [
      { width: 1600, height: 60 },
      { width: 40, height: 600 },
    ]) {
      const pdf = await renderDocumentPdf(
        estimate(customerAnswerSample({ signaturePng: png(size), signerName: 'Ion Popescu 🚗', comment: `Bine 👍🏽 ${long}`, userAgent: `Agent/${long}` })),
      );
      const image = pdfImageBoxes(pdf).at(-1);
      expect(image).toBeDefined();
      expect((image?.x1 ?? 0) - (image?.x0 ?? 0)).toBeLessThanOrEqual(SIGNATURE_BOX.width + ROUNDING);
      expect((image?.y1 ?? 0) - (image?.y0 ?? 0)).toBeLessThanOrEqual(SIGNATURE_BOX.height + ROUNDING);
      expectInsideMargins(pdf);
      const glyphs = pdfGlyphs(pdf);
      expect(glyphs.filter((g) => g.c === '\ufffd' || g.c === '' || (g.c.codePointAt(0) ?? 0) > 0xffff)).toEqual([]);
      expect(pdfText(pdf).flat).toContain('Ion Popescu');
    }
    const broken = await renderDocumentPdf(estimate(customerAnswerSample({ signaturePng: new Uint8Array([1, 2, 3]) })));
    expect(pdfText(broken).pages.at(-1)).toContain('Acceptat parțial de client');
    expect(pdfImageCount(broken)).toBe(0);
  });

  it('reads the time in Bucharest with the zone that applied then', () => {
    expect(bucharestDateTime('2026-03-29T00:30:00Z', 'ro')).toBe('29.03.2026 02:30 EET (UTC+2)');
    expect(bucharestDateTime('2026-03-29T01:30:00Z', 'ro')).toBe('29.03.2026 04:30 EEST (UTC+3)');
    expect(bucharestDateTime('2026-12-31T22:30:00Z', 'it')).toBe('01/01/2027 00:30 EET (UTC+2)');
  });

  it('prints the same legal sentence as the content note that names its sources', () => {
    for (const locale of LOCALES) {
      const note = readFileSync(new URL(`content/legal/electronic-signature.${locale}.md`, repoRoot), 'utf8');
      const body = note.replace(/^---\n[\s\S]*?\n---\n/, '').trim();
      expect(body.split(/\n\s*\n/)[0], locale).toBe(ELECTRONIC_SIGNATURE_NOTICE[locale]);
      expect(note, locale).toMatch(/updated: \d{4}-\d{2}-\d{2}/);
      expect(note, locale).toContain('214/2024');
    }
  });
});
