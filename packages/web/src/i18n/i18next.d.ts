import 'i18next';
import type ro from './ro.json';

// Romanian is the reference file: t('…') keys are checked against it at compile time, and the
// key-set test keeps en.json and it.json in step with it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ro };
  }
}

