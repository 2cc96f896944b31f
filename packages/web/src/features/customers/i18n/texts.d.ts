import type ro from './ro.json';

// This folder's Romanian in the app's type of texts (i18n/texts.d.ts).
declare module '../../../i18n/texts' {
  interface TextFiles {
    'features/customers': typeof ro;
  }
}
