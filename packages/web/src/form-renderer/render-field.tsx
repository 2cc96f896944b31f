import type { ScalarField } from '@atelier/core';
import type { ComponentType } from 'react';
import type { FieldRegistry, ScalarFieldProps } from './types';

/** Draws a scalar field with the registry's component for its type. */
export const RenderScalar = ({ registry, ...props }: ScalarFieldProps & { registry: FieldRegistry }) => {
  // The registry is typed per type; TypeScript cannot correlate `registry[field.type]` with `field`.
  const Component = registry[props.field.type] as ComponentType<ScalarFieldProps<ScalarField>>;
  return <Component {...props} />;
};
