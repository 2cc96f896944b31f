import type { Locale } from '../constants.js';

// en follows the US conventions of its date format (MM/DD/YYYY); it-IT does not group 4-digit
// numbers ("1234,56 €" but "12.345,67 €") — that is CLDR's Italian rule, kept on purpose.
export const INTL_LOCALE: Record<Locale, string> = { ro: 'ro-RO', en: 'en-US', it: 'it-IT' };
