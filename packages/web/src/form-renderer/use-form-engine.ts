import type { FormData, FormDefinition, Locale, Step } from '@atelier/core';
import { useMemo } from 'react';
import { evaluate, validateAll, validateStep, type Evaluation } from './engine';
import type { FieldErrors } from './types';

export type FormEngine = {
  /** Data with computed fields and lines, totals, and the set of shown paths. */
  computed: Evaluation;
  isVisible: (path: string) => boolean;
  /** The steps shown now (a step's `visibleIf` may hide it). */
  steps: Step[];
  validateStep: (stepName: string) => FieldErrors;
  validateAll: () => FieldErrors;
};

/** Core's engine over the current input: evaluated once per change, shared by every field. */
export const useFormEngine = (definition: FormDefinition, data: FormData, locale: Locale): FormEngine => {
  const computed = useMemo(() => evaluate(definition, data), [definition, data]);
  return useMemo(
    () => ({
      computed,
      isVisible: (path: string) => computed.visible.has(path),
      steps: definition.steps.filter((step) => computed.visible.has(step.name)),
      validateStep: (stepName: string) => validateStep(definition, data, computed, stepName, locale),
      validateAll: () => validateAll(definition, data, computed, locale),
    }),
    [computed, definition, data, locale],
  );
};

/** The index (among the shown steps) of the first step holding an error, or -1. */
export const firstStepWithErrors = (steps: readonly Step[], errors: FieldErrors): number => {
  const paths = Object.keys(errors);
  return steps.findIndex((step) => paths.some((path) => path === step.name || path.startsWith(`${step.name}.`)));
};
