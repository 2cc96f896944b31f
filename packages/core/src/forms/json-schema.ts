import { z } from 'zod';
import { arrayFieldSchema, formDefinitionSchema, scalarFieldSchema, stepSchema, totalSchema } from './definition.js';

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Names for the parts used more than once, so the schema reads `#/$defs/MoneyField`, not `__schema7`. */
const registry = (): z.core.$ZodRegistry<{ id: string }> => {
  const names = z.registry<{ id: string }>();
  for (const option of scalarFieldSchema.options) names.add(option, { id: `${capital(option.shape.type.value)}Field` });
  names.add(scalarFieldSchema, { id: 'ScalarField' });
  names.add(arrayFieldSchema, { id: 'ArrayField' });
  names.add(stepSchema, { id: 'Step' });
  names.add(totalSchema, { id: 'Total' });
  names.add(stepSchema.shape.name, { id: 'Name' });
  names.add(stepSchema.shape.visibleIf.unwrap(), { id: 'Expression' });
  names.add(totalSchema.shape.role.unwrap(), { id: 'Role' });
  return names;
};

/**
 * The JSON Schema of the definition format (what an author writes, so defaults are optional),
 * committed as catalog/form-schema.json by scripts/generate-form-schema.mjs; a definition
 * points to it with `"$schema": "./form-schema.json"` for completion in an editor.
 */
export const formJsonSchema = (): Record<string, unknown> => ({
  ...z.toJSONSchema(formDefinitionSchema, { io: 'input', unrepresentable: 'any', metadata: registry() }),
  $id: 'https://atelier.ro/schemas/form-definition.json',
  title: 'Atelier form definition',
  description: 'One application (form) of Atelier: steps, fields, computed values, totals, document and PDF settings. See docs/form-definitions.md.',
});

/** The file content: stable two-space JSON with a final newline. */
export const formJsonSchemaText = (): string => `${JSON.stringify(formJsonSchema(), null, 2)}\n`;
