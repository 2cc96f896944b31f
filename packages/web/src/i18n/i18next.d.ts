import 'i18next';
import type { Texts } from './texts';

// t('…') keys are checked at compile time against the Romanian of every folder (texts.d.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}
