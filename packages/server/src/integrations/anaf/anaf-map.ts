import { bucharestSector, countyCodeOf, type CompanyLookupDto } from '@atelier/core';
import type { AnafFoundItem } from './anaf-types.js';

/** "MUNICIPIUL BUCUREŞTI" and other capitals in ANAF's register read as a person writes them, cedilla letters as comma-below. */
const tidy = (text: string): string =>
  text
    .replace(/ş/g, 'ș')
    .replace(/Ş/g, 'Ș')
    .replace(/ţ/g, 'ț')
    .replace(/Ţ/g, 'Ț')
    .replace(/\s+/g, ' ')
    .trim();

/** A company of ANAF's answer as our lookup DTO: the registered office's address in parts, VAT status, flags. */
export const companyFromAnaf = (item: AnafFoundItem): CompanyLookupDto => {
  const general = item.date_generale;
  const office = item.adresa_sediu_social ?? {};
  const fiscal = item.adresa_domiciliu_fiscal ?? {};
  const pick = (s: string, d: string): string => tidy(String((office as Record<string, unknown>)[s] ?? '') || String((fiscal as Record<string, unknown>)[d] ?? ''));
  const street = pick('sdenumire_Strada', 'ddenumire_Strada');
  const number = pick('snumar_Strada', 'dnumar_Strada');
  const county = countyCodeOf(pick('scod_JudetAuto', 'dcod_JudetAuto')) ?? countyCodeOf(pick('sdenumire_Judet', 'ddenumire_Judet')) ?? '';
  const locality = pick('sdenumire_Localitate', 'ddenumire_Localitate');
  // In Bucharest the sector is the locality e-Factura wants ("Sector 3").
  const sector = county === 'B' ? bucharestSector(locality) : undefined;
  const city = sector ? `Sector ${sector.slice(-1)}` : locality;
  const vatPayer = item.inregistrare_scop_Tva?.scpTVA === true;
  const cui = String(general.cui);
  return {
    cui,
    tax_id: vatPayer ? `RO${cui}` : cui,
    name: tidy(general.denumire),
    street,
    number,
    address: [street, number ? `nr. ${number}` : ''].filter(Boolean).join(' ') || tidy(general.adresa ?? ''),
    city,
    county,
    postal_code: pick('scod_Postal', 'dcod_Postal') || tidy(general.codPostal ?? ''),
    reg_no: tidy(general.nrRegCom ?? ''),
    phone: tidy(general.telefon ?? ''),
    vat_payer: vatPayer,
    vat_on_collection: item.inregistrare_RTVAI?.statusTvaIncasare === true,
    inactive: item.stare_inactiv?.statusInactivi === true,
    deregistered: (item.stare_inactiv?.dataRadiere ?? '').trim() !== '',
  };
};
