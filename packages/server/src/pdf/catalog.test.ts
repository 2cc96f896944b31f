import { describe, expect, it } from 'vitest';
import { type FieldValue, type FormDefinition, formatMoney, formatProblems, localizeDefinition, parseFormDefinition, processSubmission } from '@atelier/core';
import { catalog } from '../../../../catalog/src/index.js';
import { renderDocumentPdf } from './render.js';
import { pdfText, plain, snapshotFirstPage } from './test-support/pdf-tools.js';

const parse = (json: unknown): FormDefinition => {
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result.definition;
};

/** The free texts a reader must find on the paper: text and textarea values the sample fills in (visible ones, as saved). */
const printedTexts = (def: FormDefinition, data: Record<string, Record<string, FieldValue | Record<string, FieldValue>[]>>): string[] => {
  const texts: string[] = [];
  const keep = (value: unknown) => {
    if (typeof value === 'string' && value.trim().length >= 3) texts.push(value.replace(/\s+/g, ' ').trim());
  };
  for (const step of def.steps) {
    for (const field of step.fields) {
      const value = data[step.name]?.[field.name];
      if (field.type === 'array' && Array.isArray(value)) {
        for (const line of value) for (const item of field.item) if (item.type === 'text' || item.type === 'textarea') keep(line[item.name]);
      } else if (field.type === 'text' || field.type === 'textarea') keep(value);
    }
  }
  return texts;
};

describe('every catalogue application prints', () => {
  it.each(catalog.map((e) => [e.definition.key, e] as const))('%s: its sample on paper, every text intact', async (key, entry) => {
    const definition = parse(entry.definition);
    const processed = processSubmission(definition, entry.sample);
    if (!processed.ok) throw new Error(processed.issues.map((i) => i.path).join(', '));
    const locale = definition.locale ?? 'ro';
    const pdf = await renderDocumentPdf({ definition, document: { data: processed.data, number: 'T-0001' }, locale });
    snapshotFirstPage(pdf, `catalog-${key}`);
    const { flat } = pdfText(pdf);
    const page = flat.replace(/\s+/g, ' ');
    const title = localizeDefinition(definition, locale).pdf.title;
    if (title) expect(page).toContain(title);
    const missing = printedTexts(definition, processed.data).filter((text) => !page.includes(text));
    expect(missing).toEqual([]);
    const grand = processed.facts['total.grand'];
    if (grand) expect(page).toContain(plain(formatMoney(grand, { locale, currency: definition.document.currency })));
  });
});
