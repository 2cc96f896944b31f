import { describe, expect, it } from 'vitest';
import { categoryOf, DISPLAY_CATEGORIES, isCatalogCategory, isDisplayCategory } from './categories.js';

describe('catalogue categories', () => {
  it('knows the category of the shipped estimates and shows other last', () => {
    expect(isCatalogCategory('auto-service')).toBe(true);
    expect(DISPLAY_CATEGORIES.at(-1)).toBe('other');
    expect(isDisplayCategory('other')).toBe(true);
    expect(isCatalogCategory('other')).toBe(false);
  });
  it('files an unknown key under other', () => {
    expect(categoryOf('auto-service')).toBe('auto-service');
    expect(categoryOf('test')).toBe('other');
    expect(categoryOf('')).toBe('other');
    expect(categoryOf('constructor')).toBe('other');
  });
});
