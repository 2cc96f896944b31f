import { describe, expect, it } from 'vitest';
import doc from '../../../../docs/form-definitions.md?raw';
import { computeValues } from './evaluate.js';
import { formatProblems, parseFormDefinition } from './parse.js';
import { validateSubmission } from './validate.js';

const example = (): unknown => {
  const section = doc.slice(doc.indexOf('## Complete example'));
  const match = /```json\n([\s\S]*?)\n```/.exec(section);
  if (!match?.[1]) throw new Error('docs/form-definitions.md has no example');
  return JSON.parse(match[1]) as unknown;
};

describe('docs/form-definitions.md', () => {
  it('has a complete example that parses and computes what the page says', () => {
    const result = parseFormDefinition(example());
    if (!result.ok) throw new Error(formatProblems(result.problems));
    const data = {
      offer: { date: '2025-09-15' },
      client: { name: 'Ana SRL', cui: '18547290' },
      lines: { items: [{ description: 'Montaj', qty: 2, price: '150' }, { description: 'Filtru', qty: 1, price: '99,90', discount: 10 }] },
    };
    expect(validateSubmission(result.definition, data)).toEqual([]);
    const { data: computed, totals } = computeValues(result.definition, data);
    const lines = computed.lines?.items;
    expect(Array.isArray(lines) && lines.map((line) => line.value)).toEqual(['300.00', '89.91']);
    expect(totals).toEqual({ net: '389.91', vat: '81.88', grand: '471.79' });
    expect(computed.offer).toEqual({ date: '2025-09-15', valid_days: 30 });
  });

  it('documents every validation code and field type', async () => {
    const { VALIDATION_CODES } = await import('./messages.js');
    const { FIELD_TYPES } = await import('./definition.js');
    for (const code of VALIDATION_CODES) expect(doc).toContain(`\`${code}\``);
    for (const type of FIELD_TYPES) expect(doc).toContain(`\`${type}\``);
  });
});
