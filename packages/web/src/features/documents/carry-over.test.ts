import { parseFormDefinition, type FormData } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { carryOver } from './carry-over';

const definition = (() => {
  const parsed = parseFormDefinition({
    schemaVersion: 1,
    key: 'deviz-test',
    version: 1,
    title: 'Deviz',
    category: 'auto-service',
    document: { kind: 'estimate', currency: 'RON' },
    pdf: { layout: 'estimate', title: 'DEVIZ' },
    steps: [
      { name: 'client', title: 'Client', fields: [{ name: 'name', type: 'text', label: 'Nume', role: 'client.name' }, { name: 'note', type: 'text', label: 'Notă' }] },
      { name: 'vehicle', title: 'Auto', fields: [{ name: 'plate', type: 'plate', label: 'Nr.', role: 'vehicle.plate' }, { name: 'km', type: 'number', label: 'Km', role: 'vehicle.odometer' }] },
      { name: 'parts', title: 'Piese', fields: [{ name: 'items', type: 'array', label: 'Piese', role: 'lines.parts', item: [{ name: 'name', type: 'text', label: 'Denumire' }] }] },
    ],
  });
  if (!parsed.ok) throw new Error('bad test definition');
  return parsed.definition;
})();

describe('a new document from an earlier one', () => {
  it('takes over the client and vehicle fields only', () => {
    const source = { client: { name: 'Ana Pop', note: 'plătit' }, vehicle: { plate: 'CJ10AAA', km: 120000 }, parts: { items: [{ name: 'Ulei' }] } } as unknown as FormData;
    expect(carryOver(definition, source)).toEqual({ client: { name: 'Ana Pop' }, vehicle: { plate: 'CJ10AAA', km: 120000 }, parts: { items: [] } });
  });
});
