import { describe, expect, it } from 'vitest';
import { csvDialect, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a quoted header row and one quoted row per entry, CRLF-terminated', () => {
    expect(toCsv({ header: ['Make', 'Documents', 'Revenue'], rows: [['Dacia', 3, '1207.11'], ['Škoda', 1, '0.50']] })).toBe(
      '"Make","Documents","Revenue"\r\n"Dacia","3","1207.11"\r\n"Škoda","1","0.50"\r\n',
    );
  });

  it('doubles quotes and keeps commas and line breaks inside a field', () => {
    expect(toCsv({ header: ['Name'], rows: [['Filtru "Bosch", 12V\nnou']] })).toBe('"Name"\r\n"Filtru ""Bosch"", 12V\nnou"\r\n');
  });

  it('keeps decimal strings as they are, negative amounts included', () => {
    expect(toCsv({ header: ['Balance'], rows: [['-0.30'], ['1234567.89']] })).toBe('"Balance"\r\n"-0.30"\r\n"1234567.89"\r\n');
  });

  it('turns text that a spreadsheet would run as a formula into plain text', () => {
    expect(toCsv({ header: ['Name'], rows: [['=HYPERLINK("x")'], ['@SUM(A1)'], ['-rest']] })).toBe('"Name"\r\n"\'=HYPERLINK(""x"")"\r\n"\'@SUM(A1)"\r\n"\'-rest"\r\n');
  });

  it('writes only the header for an empty table', () => {
    expect(toCsv({ header: ['Plate', 'Yield'], rows: [] })).toBe('"Plate","Yield"\r\n');
  });

  it('writes ";" and decimal commas for Romanian and Italian spreadsheets, numbers only', () => {
    const table = { header: ['Marca', 'Documente', 'Venit'], rows: [['Dacia', 3, '1207.11'], ['Filtru 1.6, nou', 1, '-0.30']] };
    const expected = '"Marca";"Documente";"Venit"\r\n"Dacia";"3";"1207,11"\r\n"Filtru 1.6, nou";"1";"-0,30"\r\n';
    expect(toCsv(table, csvDialect('ro'))).toBe(expected);
    expect(toCsv(table, csvDialect('it'))).toBe(expected);
    expect(toCsv(table, csvDialect('en'))).toBe('"Marca","Documente","Venit"\r\n"Dacia","3","1207.11"\r\n"Filtru 1.6, nou","1","-0.30"\r\n');
  });
});
