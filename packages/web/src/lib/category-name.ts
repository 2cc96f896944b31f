import { categoryOf, type FormCategory } from '@atelier/core';
import type { TFunction } from 'i18next';

/** The translated name of a category key; an unknown key reads as the generic 'other', never raw. */
export const categoryName = (t: TFunction, key: string): string => t(`categories.${categoryOf(key)}.name`);

export const categoryText = (t: TFunction, category: FormCategory): string => t(`categories.${category}.text`);
