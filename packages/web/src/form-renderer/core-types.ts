import type { ScalarField } from '@atelier/core';

export type { Locale } from '@atelier/core';

type ScalarType = ScalarField['type'];

/**
 * The field of one type. Core's field schemas are built by shared factories, so a member's `type`
 * may be a union ('text' | 'email' | …) and a plain Extract<ScalarField, {type: T}> finds nothing;
 * this narrows each member that accepts T to exactly T.
 */
export type FieldOf<T extends ScalarType> = ScalarField extends infer F
  ? F extends { type: infer U }
    ? T extends U
      ? Omit<F, 'type'> & { type: T }
      : never
    : never
  : never;

export type NumberField = FieldOf<'number' | 'money' | 'percent'>;
export type TextualField = FieldOf<'text' | 'textarea' | 'email' | 'phone'>;
export type CodeField = FieldOf<'cui' | 'cnp' | 'iban' | 'plate' | 'vin'>;
export type ChoiceField = FieldOf<'select' | 'radio'>;
export type TemporalField = FieldOf<'date' | 'time' | 'datetime'>;
