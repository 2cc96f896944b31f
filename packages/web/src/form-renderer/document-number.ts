import type { FormDefinition, ScalarField } from '@atelier/core';

/** The field that shows the document number: `document.number.field`, else a `document.number` role. */
export const isNumberField = (definition: FormDefinition, path: string, field: ScalarField): boolean =>
  definition.document.number?.field === path || field.role === 'document.number';
