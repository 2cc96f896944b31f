import type { FormData, Step } from '@atelier/core';
import { useEffect, useRef } from 'react';
import type { PrefillResult } from '../../form-renderer/types';

type AutoPrefillInput = {
  enabled: boolean;
  steps: readonly Step[];
  data: FormData;
  prefillStep: (stepName: string) => Promise<PrefillResult>;
  apply: (stepName: string, values: FormData[string]) => void;
};

const isBlank = (values: FormData[string] | undefined): boolean =>
  !values || Object.values(values).every((value) => value === null || value === '' || (Array.isArray(value) && value.length === 0));

/**
 * A new document starts with the `prefill: 'profile'` steps (the company's own data) filled from
 * the last entry, once, when those steps are still empty. Failures stay silent: the button remains.
 */
export const useAutoPrefill = ({ enabled, steps, data, prefillStep, apply }: AutoPrefillInput): void => {
  const done = useRef(false);
  const latest = useRef({ data, apply });
  useEffect(() => {
    latest.current = { data, apply };
  });
  useEffect(() => {
    if (!enabled || done.current) return;
    done.current = true;
    for (const step of steps) {
      if (step.prefill !== 'profile' || !isBlank(latest.current.data[step.name])) continue;
      prefillStep(step.name)
        .then((entry) => {
          if (entry && isBlank(latest.current.data[step.name])) latest.current.apply(step.name, entry.data);
        })
        .catch(() => undefined);
    }
  }, [enabled, steps, prefillStep]);
};
