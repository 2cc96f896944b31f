import type { AdminFormDto } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { filterAdminForms } from './form-search';

const form = (key: string, title: string, category: string): AdminFormDto => ({
  id: key.padEnd(24, '0').slice(0, 24),
  key,
  title,
  version: 1,
  category,
  isPublic: false,
  documents: 0,
  allocated_users: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const FORMS = [form('deviz-auto', 'Deviz auto (plătitor de TVA)', 'auto-service'), form('foaie-parcurs', 'Foaie de parcurs', 'transport'), form('fisa-intrare', 'Fișă de intrare', 'auto-service')];
const categoryName = (key: string) => ({ 'auto-service': 'Service auto', transport: 'Transport' })[key] ?? 'Altele';
const keys = (query: string) => filterAdminForms(FORMS, { query, categoryName }).map((f) => f.key);

describe('admin forms search', () => {
  it('finds by title without diacritics or case, by key and by category key or name', () => {
    expect(keys('PLATITOR')).toEqual(['deviz-auto']);
    expect(keys('fisa')).toEqual(['fisa-intrare']);
    expect(keys('foaie-parcurs')).toEqual(['foaie-parcurs']);
    expect(keys('service auto')).toEqual(['deviz-auto', 'fisa-intrare']);
    expect(keys('transport')).toEqual(['foaie-parcurs']);
  });

  it('needs every word, and an empty query keeps the whole list', () => {
    expect(keys('deviz transport')).toEqual([]);
    expect(keys('   ')).toEqual(['deviz-auto', 'foaie-parcurs', 'fisa-intrare']);
  });
});
