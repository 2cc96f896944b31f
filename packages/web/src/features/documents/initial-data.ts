import type { FormData, FormDefinition, StepData } from '@atelier/core';

/** A new document's starting input: the definition's defaults, and empty lists for arrays. */
export const initialData = (definition: FormDefinition): FormData =>
  Object.fromEntries(
    definition.steps.map((step) => [
      step.name,
      Object.fromEntries(
        step.fields.flatMap((field): [string, StepData[string]][] => {
          if (field.type === 'array') return [[field.name, []]];
          return field.default !== undefined && !field.compute ? [[field.name, field.default]] : [];
        }),
      ),
    ]),
  );
