import { categoryOf, type DisplayCategory } from '@atelier/core';
import type { TFunction } from 'i18next';

/** The translated name of a category key; an unknown key reads as the generic 'other', never raw. */
export const categoryName = (t: TFunction, key: string): string => t(`catalog.categories.${categoryOf(key)}`);

export const categoryText = (t: TFunction, category: DisplayCategory): string => t(`catalog.categoryTexts.${category}`);
