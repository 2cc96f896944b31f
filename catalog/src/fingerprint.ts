import { createHash } from 'node:crypto';
import type { Field, FormDefinition, ScalarField } from '@atelier/core';

const scalarShape = (f: ScalarField | Field) => [
  f.name,
  f.type,
  f.role ?? '',
  f.compute ?? '',
  f.visibleIf ?? '',
  f.type === 'select' || f.type === 'radio' ? f.options.map((o) => o.value) : [],
];

/**
 * The structure of an application without its texts: its steps, each with its fields (name, type,
 * role, computation, condition, option values; an array's item fields likewise) and its totals'
 * computations and roles. Two applications with one fingerprint are the same form under two
 * titles (quality-gate.test.ts refuses that unless they are declared variants).
 */
export const structuralFingerprint = (def: FormDefinition): string => {
  const shape = {
    steps: def.steps.map((step) => [
      step.name,
      step.visibleIf ?? '',
      step.fields.map((f) => (f.type === 'array' ? [...scalarShape(f), f.item.map(scalarShape)] : scalarShape(f))),
    ]),
    totals: (def.totals ?? []).map((t) => [t.name, t.compute, t.role ?? '']),
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex');
};
