import { describe, expect, it } from 'vitest';
import { parseFormDefinition, type FormDefinitionInput } from '@atelier/core';
import { csvColumns, csvDialect, csvLine, type CsvDocument } from './export-csv.js';
import { safeFileName } from './data-export.service.js';
import { fixtureDefinition } from '../../test/forms.js';

const definition = (input: FormDefinitionInput) => {
  const result = parseFormDefinition(input);
  if (!result.ok) throw new Error('fixture does not parse');
  return result.definition;
};
const headers = { number: 'Number', created_at: 'Created at', updated_at: 'Changed at', created_by: 'Made by', form_version: 'Version' };

describe('the CSV of an application in the export', () => {
  it('quotes every field, doubles quotes, keeps formulas as text and writes decimals in the dialect of the language', () => {
    expect(csvLine(['a "b"', '=SUM(A1)', '-12.50', '1207.11', '-x'], csvDialect('ro'))).toBe('"a ""b""";"\'=SUM(A1)";"-12,50";"1207,11";"\'-x"\r\n');
    expect(csvLine(['1207.11', 'Șoseaua, nr. 5'], csvDialect('en'))).toBe('"1207.11","Șoseaua, nr. 5"\r\n');
  });

  it('has a stable column order: number, dates, author, the fields step by step, fields only older versions had, then the totals', () => {
    const v2 = definition(fixtureDefinition('simple-invoice'));
    const older = definition({ ...fixtureDefinition('simple-invoice'), version: 1, steps: [{ name: 'extra', title: 'Extra', fields: [{ name: 'note', type: 'text', label: 'Notă' }] }, ...(fixtureDefinition('simple-invoice').steps as unknown[])] } as FormDefinitionInput);
    const columns = csvColumns({ definitions: [v2, older], locale: 'ro', headers });
    const names = columns.map((c) => c.header);
    expect(names.slice(0, 5)).toEqual(['Number', 'Created at', 'Changed at', 'Made by', 'Version']);
    // The number field has its own first column, not a second one.
    expect(names).not.toContain('Nr. (invoice.number)');
    expect(names.indexOf('Client (invoice.client)')).toBeLessThan(names.indexOf('Linii (lines.items)'));
    expect(names.indexOf('Linii (lines.items)')).toBeLessThan(names.indexOf('Notă (extra.note)'));
    expect(names.at(-1)).toMatch(/\(totals\.\w+\)$/);

    const doc: CsvDocument = {
      number: 'FCT-0001',
      created_at: new Date('2026-03-02T10:00:00Z'),
      updated_at: new Date('2026-03-02T10:00:00Z'),
      created_by: 'Ana',
      form_version: 2,
      data: { invoice: { number: 'FCT-0001', client: 'Țiriac SRL', date: '2026-03-02' }, lines: { items: [{ description: 'Revizie', qty: 1, price: '100.00' }] } },
      totals: {},
    };
    const values = Object.fromEntries(columns.map((c) => [c.header, c.value(doc)]));
    expect(values).toMatchObject({ Number: 'FCT-0001', 'Client (invoice.client)': 'Țiriac SRL', 'Notă (extra.note)': '', 'Linii (lines.items)': JSON.stringify(doc.data.lines!.items) });
  });

  it('names files safely: ASCII without path characters, a fallback when nothing is left', () => {
    expect(safeFileName('DV-0001', 'x')).toBe('DV-0001');
    expect(safeFileName('Fișă/2026 ..', 'x')).toBe('Fisa-2026');
    expect(safeFileName('../..', 'fallback')).toBe('fallback');
  });
});
