import type { RegistryFieldCode, RegistryFieldProblem } from '@atelier/core';
import type { ParseKeys } from 'i18next';

export type RegistryField = 'vin' | 'registration_number' | 'odometer' | 'initial_odometer' | 'service_date' | 'codes' | 'repaired_system' | 'notes';

/** The dialog's message for each problem core's validateRegistrySubmission (and the server) reports. */
const MESSAGES: Partial<Record<RegistryField, Partial<Record<RegistryFieldCode, ParseKeys>>>> = {
  vin: { required: 'registry.fields.vinRequired', vin_length: 'registry.fields.vinLength', vin_characters: 'registry.fields.vinCharacters' },
  registration_number: { required: 'registry.fields.registrationRequired' },
  odometer: { required: 'registry.fields.odometerRequired' },
  initial_odometer: { initial_odometer_required: 'registry.fields.initialOdometerRequired' },
  service_date: { required: 'registry.fields.serviceDateRequired', service_date_future: 'registry.fields.serviceDateFuture' },
  codes: { codes_required: 'registry.fields.codesRequired', unknown_code: 'registry.fields.unknownCode' },
};

export const messageKey = (problem: RegistryFieldProblem): ParseKeys | undefined => MESSAGES[problem.path as RegistryField]?.[problem.code];

/** The fields of step 1 (codes); the rest are checked in step 2. */
export const STEP_ONE_FIELDS: readonly string[] = ['codes', 'initial_odometer'];
