import { describe, expect, it } from 'vitest';
import { isId } from './ids.js';
import { normalizeLocale } from './locale.js';

describe('normalizeLocale', () => {
  it('keeps ro, en and it and falls back to ro for anything else', () => {
    expect(normalizeLocale('en')).toBe('en');
    expect(normalizeLocale('it')).toBe('it');
    expect(normalizeLocale('ro')).toBe('ro');
    for (const other of ['fr', 'EN', '', null, undefined, 42]) expect(normalizeLocale(other)).toBe('ro');
  });
});

describe('isId', () => {
  it('accepts exactly 24 lowercase hex characters', () => {
    expect(isId('6b02779bc5463461d6cd5cf7')).toBe(true);
    expect(isId('6B02779BC5463461D6CD5CF7')).toBe(false);
    expect(isId('6b02779bc5463461d6cd5cf')).toBe(false);
    expect(isId('6b02779bc5463461d6cd5cfz')).toBe(false);
  });
});
