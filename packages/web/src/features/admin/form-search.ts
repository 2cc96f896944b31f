import { foldForSearch, searchWords, type AdminFormDto } from '@atelier/core';

/**
 * The applications whose title, key or category (key or translated name) hold every word of the
 * query, diacritics and case ignored. The admin list is complete, so this runs in the browser.
 */
export const filterAdminForms = (forms: readonly AdminFormDto[], { query, categoryName }: { query: string; categoryName: (key: string) => string }): AdminFormDto[] => {
  const words = searchWords(query);
  if (words.length === 0) return [...forms];
  return forms.filter((form) => {
    const haystack = foldForSearch(`${form.title}\n${form.key}\n${form.category}\n${categoryName(form.category)}`);
    return words.every((word) => haystack.includes(word));
  });
};
