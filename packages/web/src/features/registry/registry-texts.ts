import type { i18n as I18n } from 'i18next';
import en from './i18n/lazy/en.json';
import it from './i18n/lazy/it.json';
import ro from './i18n/lazy/ro.json';

const TEXTS: Record<string, unknown> = { ro, en, it };

/**
 * The registry's texts (i18n/lazy/<lang>.json, under `registry` like the app's) join the app's translations when the AutoPass
 * tab's code loads, so they stay out of the first page's JavaScript (issue 15's ceiling). A
 * language is given its texts only once it is loaded itself: adding to a language the backend has
 * not fetched yet would make i18next think it has it, and the rest of its texts would never come.
 */
export const addRegistryTexts = (i18n: I18n) => {
  const add = () => {
    for (const [lng, texts] of Object.entries(TEXTS)) {
      if (i18n.hasResourceBundle(lng, 'translation') && !i18n.getResource(lng, 'translation', 'registry.card.title')) {
        i18n.addResourceBundle(lng, 'translation', texts, true, false);
      }
    }
  };
  add();
  i18n.on('loaded', add);
};
