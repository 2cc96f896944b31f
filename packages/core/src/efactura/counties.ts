/**
 * Romania's counties by their ISO 3166-2:RO code (the plate letters; `B` is Bucharest), as
 * e-Factura wants them (`RO-CJ`, CIUS-RO BR-RO-110/111), and Bucharest's sectors, which stand in
 * for the city there (BR-RO-100/101).
 */
export const COUNTIES = [
  ['AB', 'Alba'], ['AR', 'Arad'], ['AG', 'Argeș'], ['BC', 'Bacău'], ['BH', 'Bihor'], ['BN', 'Bistrița-Năsăud'],
  ['BT', 'Botoșani'], ['BR', 'Brăila'], ['BV', 'Brașov'], ['B', 'București'], ['BZ', 'Buzău'], ['CL', 'Călărași'],
  ['CS', 'Caraș-Severin'], ['CJ', 'Cluj'], ['CT', 'Constanța'], ['CV', 'Covasna'], ['DB', 'Dâmbovița'], ['DJ', 'Dolj'],
  ['GL', 'Galați'], ['GR', 'Giurgiu'], ['GJ', 'Gorj'], ['HR', 'Harghita'], ['HD', 'Hunedoara'], ['IL', 'Ialomița'],
  ['IS', 'Iași'], ['IF', 'Ilfov'], ['MM', 'Maramureș'], ['MH', 'Mehedinți'], ['MS', 'Mureș'], ['NT', 'Neamț'],
  ['OT', 'Olt'], ['PH', 'Prahova'], ['SJ', 'Sălaj'], ['SM', 'Satu Mare'], ['SB', 'Sibiu'], ['SV', 'Suceava'],
  ['TR', 'Teleorman'], ['TM', 'Timiș'], ['TL', 'Tulcea'], ['VL', 'Vâlcea'], ['VS', 'Vaslui'], ['VN', 'Vrancea'],
] as const satisfies readonly (readonly [string, string])[];

export type CountyCode = (typeof COUNTIES)[number][0];

const CODES = new Set<string>(COUNTIES.map(([code]) => code));

/** "Bistrița-Năsăud" → "bistritanasaud": names compared without diacritics, case, spaces or dashes. */
const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(jud(etul)?\.?|municipiul)\s+/, '')
    .replace(/[^a-z]/g, '');

const BY_NAME = new Map<string, CountyCode>(COUNTIES.map(([code, name]) => [fold(name), code]));
BY_NAME.set('bucuresti', 'B');
BY_NAME.set('municipiulbucuresti', 'B');
BY_NAME.set('bucharest', 'B');

export const isCountyCode = (text: string): text is CountyCode => CODES.has(text);

/** A county's code from its code ("CJ", "RO-CJ"), or its name as people write it ("jud. Cluj", "Iasi"); undefined otherwise. */
export const countyCodeOf = (text: string | undefined | null): CountyCode | undefined => {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  const code = trimmed.toUpperCase().replace(/^RO-/, '');
  if (isCountyCode(code)) return code;
  return BY_NAME.get(fold(trimmed));
};

/** The county's name ("CJ" → "Cluj"). */
export const countyName = (code: string): string | undefined => COUNTIES.find(([c]) => c === code)?.[1];

/** "Sector 3", "sectorul 3", "București, sector 3", "S3", "SECTOR3" → "SECTOR3"; undefined without a sector 1–6. */
export const bucharestSector = (text: string | undefined | null): string | undefined => {
  const match = /(?:^|[^a-z])(?:sector(?:ul)?|s)\s*\.?\s*([1-6])(?![0-9])/i.exec((text ?? '').normalize('NFKD').replace(/\p{M}/gu, ''));
  return match ? `SECTOR${match[1]}` : undefined;
};
