import type { CompanyProfileDto, FormData, FormDefinition } from '@atelier/core';
import { useEffect, useRef } from 'react';
import type { PrefillResult } from '../../form-renderer/types';
import { prefillValues } from './prefill-values';
import { profileStepValues } from './profile-values';

type AutoPrefillInput = {
  enabled: boolean;
  definition: FormDefinition;
  data: FormData;
  prefillStep: (stepName: string) => Promise<PrefillResult>;
  /** The saved company profile; undefined when there is none (or it could not be loaded). */
  profile: CompanyProfileDto | undefined;
  apply: (stepName: string, values: FormData[string]) => void;
};

const isBlank = (values: FormData[string]): boolean =>
  Object.values(values).every((value) => value === null || value === '' || (Array.isArray(value) && value.length === 0));

/**
 * A new document starts with the `prefill: 'profile'` steps (the company's own data) filled from
 * the company profile, once, when those steps are still empty; without a profile, from the last
 * entry. Failures stay silent: the button remains.
 */
export const useAutoPrefill = ({ enabled, definition, data, prefillStep, profile, apply }: AutoPrefillInput): void => {
  const done = useRef(false);
  const latest = useRef({ data, apply });
  useEffect(() => {
    latest.current = { data, apply };
  });
  useEffect(() => {
    if (!enabled || done.current) return;
    done.current = true;
    // Blank means: nothing the user types (today's date and the number do not count).
    const blank = (stepName: string) => isBlank(prefillValues(definition, stepName, latest.current.data[stepName] ?? {}));
    for (const step of definition.steps) {
      if (step.prefill !== 'profile' || !blank(step.name)) continue;
      const fromProfile = profile ? profileStepValues(definition, step.name, profile) : {};
      if (Object.keys(fromProfile).length > 0) {
        latest.current.apply(step.name, fromProfile);
        continue;
      }
      prefillStep(step.name)
        .then((entry) => {
          if (entry && blank(step.name)) latest.current.apply(step.name, entry.data);
        })
        .catch(() => undefined);
    }
  }, [enabled, definition, prefillStep, profile]);
};
