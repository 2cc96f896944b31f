import { describe, expect, it } from 'vitest';
import { parse } from 'content-disposition';
import { pdfDisposition, pdfFileName } from './file-name.js';
import { catalogDefinition, estimateSample } from './test-support/samples.js';

const estimate = catalogDefinition('deviz-auto-platitor-tva.json');
const withClient = (name: string) => ({ ...estimateSample(), client: { ...estimateSample().client, name } });

describe('PDF file names', () => {
  it('names a document as a person would: kind, number, client; a preview says so; diacritics kept', () => {
    expect(pdfFileName({ definition: estimate, data: withClient('Ștefănescu'), number: 'DV-0001', locale: 'ro' })).toEqual({
      name: 'Deviz DV-0001 - Ștefănescu.pdf',
      ascii: 'Deviz DV-0001 - Stefanescu.pdf',
    });
    expect(pdfFileName({ definition: estimate, data: withClient('Ștefănescu'), locale: 'ro' }).name).toBe('Deviz (previzualizare) - Ștefănescu.pdf');
    expect(pdfFileName({ definition: estimate, data: withClient('  '), number: 'DV-0002', locale: 'en' }).name).toBe('Estimate DV-0002.pdf');
    expect(pdfFileName({ definition: estimate, data: {}, locale: 'it' }).name).toBe('Preventivo (anteprima).pdf');
  });

  it('takes the casing of the application title for words printed in capitals (RAR, AutoPass), else lower case', () => {
    const rar = catalogDefinition('integrare-registru-rar-autopass.json');
    expect(pdfFileName({ definition: rar, data: {}, number: 'RAR-0001', locale: 'ro' }).name).toBe('Fișă RAR AutoPass RAR-0001.pdf');
    const trip = catalogDefinition('foaie-de-parcurs.json');
    expect(pdfFileName({ definition: trip, data: {}, number: 'FP-0001', locale: 'ro' }).name).toBe('Foaie de parcurs FP-0001.pdf');
  });

  it('keeps path, control and direction characters out, and long names short', () => {
    const { name, ascii } = pdfFileName({ definition: estimate, data: withClient('../a/b:c*"d"\u202Efdp.exe\u0000 \ud800Ion'), number: 'DV-1', locale: 'ro' });
    expect(name).toBe('Deviz DV-1 - a b c d fdp.exe Ion.pdf');
    expect(ascii).toBe(name);
    const long = pdfFileName({ definition: estimate, data: withClient('Ș'.repeat(500)), number: 'DV-1', locale: 'ro' });
    expect([...long.name].length).toBeLessThan(90);
    expect(long.ascii).toBe(`Deviz DV-1 - ${'S'.repeat(60)}....pdf`);
  });

  it('writes an RFC 6266 header: an ASCII filename and the UTF-8 filename*, inline or attachment', () => {
    const header = pdfDisposition('inline', pdfFileName({ definition: estimate, data: withClient('Ștefănescu'), number: 'DV-0001', locale: 'ro' }));
    expect(header).toBe(`inline; filename="Deviz DV-0001 - Stefanescu.pdf"; filename*=UTF-8''Deviz%20DV-0001%20-%20%C8%98tef%C4%83nescu.pdf`);
    expect(parse(header).parameters.filename).toBe('Deviz DV-0001 - Ștefănescu.pdf');
    expect(pdfDisposition('attachment', { name: 'Deviz DV-1.pdf', ascii: 'Deviz DV-1.pdf' })).toBe('attachment; filename="Deviz DV-1.pdf"');
  });
});
