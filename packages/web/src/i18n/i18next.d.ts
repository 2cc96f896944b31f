import 'i18next';
import type ro from './ro.json';
import type registryRo from './registry/ro.json';

// Romanian is the reference file: t('…') keys are checked against it at compile time, and the
// key-set test keeps en.json and it.json in step with it. The registry's texts (issue 18) live in
// registry/<lang>.json, loaded with the AutoPass tab, outside the first page's JavaScript.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Omit<typeof ro, 'registry'> & { registry: typeof ro.registry & typeof registryRo } };
  }
}

