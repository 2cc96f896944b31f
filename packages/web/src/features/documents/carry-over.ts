import { carriedValues, mergeData, type FormData, type FormDefinition } from '@atelier/core';
import { initialData } from './initial-data';

/**
 * A new document's starting input: what a new document starts with (initialData), with `values`
 * over it (taken over from another document: client, vehicle, approved lines).
 */
export const startDataWith = (definition: FormDefinition, values: FormData, now = new Date()): FormData => mergeData(initialData(definition, now), values);

/**
 * A new document's starting input with the client and vehicle fields of `source`, a document of the
 * same application (core's carriedValues, by role); everything else starts as a new document does.
 */
export const carryOver = (definition: FormDefinition, source: FormData, now = new Date()): FormData =>
  startDataWith(definition, carriedValues({ source: { definition, data: source }, target: definition }), now);
