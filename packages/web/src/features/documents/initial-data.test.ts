import { describe, expect, it } from 'vitest';
import { estimateDefinition } from '../../test/estimate-fixture';
import { initialData } from './initial-data';

describe('initialData', () => {
  it('starts with defaults, empty lines, and no computed values', () => {
    expect(initialData(estimateDefinition)).toEqual({ client: {}, parts: { items: [] }, notes: {} });
  });

  it("dates a new document today when the form has a document date", () => {
    const definition = structuredClone(estimateDefinition);
    definition.steps[0]?.fields.push({ name: 'date', type: 'date', label: 'Data', role: 'document.date' });
    expect(initialData(definition, new Date(2026, 2, 9, 15, 30)).client).toEqual({ date: '2026-03-09' });
  });

  it('dates it now, to the minute, when that date has its time (a service order)', () => {
    const definition = structuredClone(estimateDefinition);
    definition.steps[0]?.fields.push({ name: 'date', type: 'datetime', label: 'Data și ora', role: 'document.date' });
    expect(initialData(definition, new Date(2026, 2, 9, 7, 5, 42)).client).toEqual({ date: '2026-03-09T07:05' });
  });
});
