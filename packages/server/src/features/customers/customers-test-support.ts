import type { FormDefinitionInput } from '@atelier/core';
import { DATE_FIELD, estimateDefinition, stepsWith } from '../../test/forms.js';

type ClientField = NonNullable<FormDefinitionInput['steps'][number]['fields']>[number];

/**
 * The customers tests' application: the test estimate with the client's e-mail, CNP, address and
 * the document's date, then `extra` fields in the client's step; `kind` invoice makes the invoice.
 */
export const clientForm = (key: string, kind: 'estimate' | 'invoice', extra: readonly ClientField[] = []): Partial<FormDefinitionInput> => {
  const steps = stepsWith({
    client: [
      { name: 'email', type: 'email', label: 'E-mail', role: 'client.email' },
      { name: 'cnp', type: 'cnp', label: 'CNP', role: 'client.cnp' },
      { name: 'address', type: 'text', label: 'Adresa', role: 'client.address' },
      DATE_FIELD,
      ...extra,
    ],
  });
  return { key, steps, document: { ...estimateDefinition().document, kind } };
};
