import { type Locale } from '../constants.js';

/** Stable codes of submission problems; the web translates them, the server sends them in 400s. */
export const VALIDATION_CODES = [
  'required', 'type_text', 'type_number', 'type_boolean', 'type_list', 'type_line', 'min', 'max',
  'min_length', 'max_length', 'pattern', 'decimals', 'option', 'email', 'phone', 'date', 'time',
  'datetime', 'min_items', 'max_items', 'image_too_large',
  'cui_format', 'cui_checksum', 'cnp_format', 'cnp_date', 'cnp_county', 'cnp_checksum',
  'iban_format', 'iban_length', 'iban_checksum', 'plate_format', 'plate_county', 'plate_letters',
  'vin_length', 'vin_characters', 'reg_no_format', 'reg_no_checksum',
  'cnp_future', 'cnp_serial', 'iban_country', 'iban_bban', 'reg_no_county', 'reg_no_year',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

export const isValidationCode = (value: string): value is ValidationCode => (VALIDATION_CODES as readonly string[]).includes(value);

type Table = Record<ValidationCode, string>;

const ro: Table = {
  required: 'Câmp obligatoriu', type_text: 'Trebuie să fie text', type_number: 'Trebuie să fie un număr',
  type_boolean: 'Trebuie să fie da sau nu', type_list: 'Trebuie să fie o listă de rânduri', type_line: 'Rând invalid',
  min: 'Cel puțin {min}', max: 'Cel mult {max}', min_length: 'Cel puțin {min de} caractere', max_length: 'Cel mult {max de} caractere',
  pattern: 'Format invalid', decimals: 'Cel mult {max de} zecimale', option: 'Alegeți o opțiune din listă',
  email: 'Adresă de e-mail invalidă', phone: 'Număr de telefon invalid', date: 'Dată invalidă (AAAA-LL-ZZ)',
  time: 'Oră invalidă (HH:mm)', datetime: 'Dată și oră invalide', min_items: 'Adăugați cel puțin {min de} rânduri',
  max_items: 'Cel mult {max de} rânduri', image_too_large: 'Imaginea depășește {max} KB',
  cui_format: 'CUI invalid: 2–10 cifre, opțional cu prefixul RO', cui_checksum: 'CUI invalid: cifra de control nu se potrivește',
  cnp_format: 'CNP invalid: 13 cifre', cnp_date: 'CNP invalid: data nașterii nu există', cnp_county: 'CNP invalid: cod de județ necunoscut',
  cnp_checksum: 'CNP invalid: cifra de control nu se potrivește', iban_format: 'IBAN invalid', iban_length: 'IBAN invalid: lungime greșită',
  iban_checksum: 'IBAN invalid: cifrele de control nu se potrivesc', plate_format: 'Număr de înmatriculare invalid',
  plate_county: 'Număr de înmatriculare invalid: județ necunoscut', plate_letters: 'Număr de înmatriculare invalid: litere nepermise (Q, I sau O la început)',
  vin_length: 'VIN invalid: trebuie să aibă 17 caractere', vin_characters: 'VIN invalid: literele I, O și Q nu sunt permise',
  reg_no_format: 'Nr. Reg. Com. invalid (ex. J12/345/2020 sau J2012000750528)', reg_no_checksum: 'Nr. Reg. Com. invalid: cifra de control nu se potrivește',
  cnp_future: 'CNP invalid: data nașterii este în viitor', cnp_serial: 'CNP invalid: numărul de ordine (cifrele 10–12) nu poate fi 000',
  iban_country: 'IBAN invalid: țara din primele două litere nu folosește IBAN', iban_bban: 'IBAN invalid: numărul de cont nu are forma folosită în țara respectivă',
  reg_no_county: 'Nr. Reg. Com. invalid: cod de județ greșit (01–40, 51, 52; 00 pentru firmele înregistrate după 26.07.2024)',
  reg_no_year: 'Nr. Reg. Com. invalid: anul trebuie să fie între 1990 și anul curent (în formatul vechi, cel mult 2024)',
};

const en: Table = {
  required: 'This field is required', type_text: 'Must be text', type_number: 'Must be a number', type_boolean: 'Must be yes or no',
  type_list: 'Must be a list of lines', type_line: 'Invalid line', min: 'At least {min}', max: 'At most {max}',
  min_length: 'At least {min} characters', max_length: 'At most {max} characters', pattern: 'Invalid format',
  decimals: 'At most {max} decimals', option: 'Choose an option from the list', email: 'Invalid e-mail address',
  phone: 'Invalid phone number', date: 'Invalid date (YYYY-MM-DD)', time: 'Invalid time (HH:mm)', datetime: 'Invalid date and time',
  min_items: 'Add at least {min} lines', max_items: 'At most {max} lines', image_too_large: 'The image is larger than {max} KB',
  cui_format: 'Invalid tax ID: 2–10 digits, optionally prefixed with RO', cui_checksum: 'Invalid tax ID: the check digit does not match',
  cnp_format: 'Invalid CNP: 13 digits', cnp_date: 'Invalid CNP: the birth date does not exist', cnp_county: 'Invalid CNP: unknown county code',
  cnp_checksum: 'Invalid CNP: the check digit does not match', iban_format: 'Invalid IBAN', iban_length: 'Invalid IBAN: wrong length',
  iban_checksum: 'Invalid IBAN: the check digits do not match', plate_format: 'Invalid licence plate', plate_county: 'Invalid licence plate: unknown county',
  plate_letters: 'Invalid licence plate: letters not allowed (Q, or I/O first)', vin_length: 'Invalid VIN: it must have 17 characters',
  vin_characters: 'Invalid VIN: the letters I, O and Q are not allowed', reg_no_format: 'Invalid trade register number (e.g. J12/345/2020 or J2012000750528)',
  reg_no_checksum: 'Invalid trade register number: the check digit does not match',
  cnp_future: 'Invalid CNP: the birth date is in the future', cnp_serial: 'Invalid CNP: the serial number (digits 10–12) cannot be 000',
  iban_country: 'Invalid IBAN: the country in the first two letters does not use IBAN', iban_bban: "Invalid IBAN: the account number does not have that country's layout",
  reg_no_county: 'Invalid trade register number: wrong county code (01–40, 51, 52; 00 for companies registered after 26.07.2024)',
  reg_no_year: 'Invalid trade register number: the year must be between 1990 and this year (at most 2024 in the old format)',
};

const it: Table = {
  required: 'Campo obbligatorio', type_text: 'Deve essere un testo', type_number: 'Deve essere un numero', type_boolean: 'Deve essere sì o no',
  type_list: 'Deve essere un elenco di righe', type_line: 'Riga non valida', min: 'Almeno {min}', max: 'Al massimo {max}',
  min_length: 'Almeno {min} caratteri', max_length: 'Al massimo {max} caratteri', pattern: 'Formato non valido',
  decimals: 'Al massimo {max} decimali', option: "Scegli un'opzione dall'elenco", email: 'Indirizzo e-mail non valido',
  phone: 'Numero di telefono non valido', date: 'Data non valida (AAAA-MM-GG)', time: 'Ora non valida (HH:mm)', datetime: 'Data e ora non valide',
  min_items: 'Aggiungi almeno {min} righe', max_items: 'Al massimo {max} righe', image_too_large: "L'immagine supera {max} KB",
  cui_format: 'Codice fiscale (CUI) non valido: 2–10 cifre, con prefisso RO facoltativo', cui_checksum: 'CUI non valido: la cifra di controllo non corrisponde',
  cnp_format: 'CNP non valido: 13 cifre', cnp_date: 'CNP non valido: la data di nascita non esiste', cnp_county: 'CNP non valido: codice di distretto sconosciuto',
  cnp_checksum: 'CNP non valido: la cifra di controllo non corrisponde', iban_format: 'IBAN non valido', iban_length: 'IBAN non valido: lunghezza errata',
  iban_checksum: 'IBAN non valido: le cifre di controllo non corrispondono', plate_format: 'Targa non valida', plate_county: 'Targa non valida: distretto sconosciuto',
  plate_letters: 'Targa non valida: lettere non ammesse (Q, o I/O iniziali)', vin_length: 'VIN non valido: deve avere 17 caratteri',
  vin_characters: 'VIN non valido: le lettere I, O e Q non sono ammesse', reg_no_format: 'Numero di registro imprese non valido (es. J12/345/2020 o J2012000750528)',
  reg_no_checksum: 'Numero di registro imprese non valido: la cifra di controllo non corrisponde',
  cnp_future: 'CNP non valido: la data di nascita è nel futuro', cnp_serial: 'CNP non valido: il numero progressivo (cifre 10–12) non può essere 000',
  iban_country: "IBAN non valido: il paese indicato dalle prime due lettere non usa l'IBAN", iban_bban: 'IBAN non valido: il numero di conto non ha il formato di quel paese',
  reg_no_county: 'Numero di registro imprese non valido: codice di distretto errato (01–40, 51, 52; 00 per le imprese registrate dopo il 26.07.2024)',
  reg_no_year: "Numero di registro imprese non valido: l'anno deve essere tra il 1990 e l'anno in corso (al massimo 2024 nel vecchio formato)",
};

const TABLES: Record<Locale, Table> = { ro, en, it };

const roPlural = new Intl.PluralRules('ro');

/**
 * `{max}` is the number; `{max de}` is the number a Romanian noun follows: "de" from 20 on
 * ("Cel mult 5 caractere", "Cel mult 100 de caractere"), as the plural category `other` says.
 */
const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)( de)?\}/g, (_, key: string, de: string | undefined) => {
    const value = params[key] ?? '';
    const n = Number(value);
    return de && value !== '' && Number.isFinite(n) && roPlural.select(n) === 'other' ? `${value} de` : String(value);
  });

/** The message of a code in a locale, with {min}/{max} filled in. */
export const validationMessage = (code: ValidationCode, locale: Locale, params: Record<string, string | number> = {}): string =>
  fill(TABLES[locale][code], params);
