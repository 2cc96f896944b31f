import type lazyRo from './lazy/ro.json';
import type ro from './ro.json';

// This folder's Romanian in the app's type of texts (i18n/texts.d.ts); the AutoPass tab's own texts
// (lazy/, loaded with the tab by registry-texts.ts) complete the same `registry` section.
declare module '../../../i18n/texts' {
  interface TextFiles {
    'features/registry': typeof ro;
    'features/registry/lazy': typeof lazyRo;
  }
}
