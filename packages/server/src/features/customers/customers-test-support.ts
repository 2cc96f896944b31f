import type { FormDefinitionInput } from '@atelier/core';
import { estimateDefinition } from '../../test/forms.js';

type ClientField = NonNullable<FormDefinitionInput['steps'][number]['fields']>[number];

/**
 * The customers tests' application: the test estimate with the client's e-mail, CNP, address and
 * the document's date, then `extra` fields in the client's step; `kind` invoice makes the invoice.
 */
export const clientForm = (key: string, kind: 'estimate' | 'invoice', extra: readonly ClientField[] = []): Partial<FormDefinitionInput> => {
  const base = estimateDefinition();
  const steps = base.steps.map((step) =>
    step.name === 'client'
      ? {
          ...step,
          fields: [
            ...step.fields,
            { name: 'email', type: 'email' as const, label: 'E-mail', role: 'client.email' as const },
            { name: 'cnp', type: 'cnp' as const, label: 'CNP', role: 'client.cnp' as const },
            { name: 'address', type: 'text' as const, label: 'Adresa', role: 'client.address' as const },
            { name: 'date', type: 'date' as const, label: 'Data', role: 'document.date' as const },
            ...extra,
          ],
        }
      : step,
  );
  return { key, steps, document: { ...base.document, kind } } as Partial<FormDefinitionInput>;
};
