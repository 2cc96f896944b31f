import type { FormData, FormDefinition, StepData } from '@atelier/core';

const today = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The local time now, as a datetime field stores it (YYYY-MM-DDTHH:mm). */
const nowMinute = (now: Date): string => `${today(now)}T${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;

/**
 * A new document's starting input: the definition's defaults, empty lists for arrays, and today
 * as the document's date (an estimate is written the day it is made; the user may change it), or
 * now when that date has its time (a service order's "date and time of the order").
 */
export const initialData = (definition: FormDefinition, now = new Date()): FormData =>
  Object.fromEntries(
    definition.steps.map((step) => [
      step.name,
      Object.fromEntries(
        step.fields.flatMap((field): [string, StepData[string]][] => {
          if (field.type === 'array') return [[field.name, []]];
          if (field.role === 'document.date' && field.default === undefined) {
            if (field.type === 'date') return [[field.name, today(now)]];
            if (field.type === 'datetime') return [[field.name, nowMinute(now)]];
          }
          return field.default !== undefined && !field.compute ? [[field.name, field.default]] : [];
        }),
      ),
    ]),
  );
