import { localizeDefinition, type FormData, type FormDefinition, type Locale } from '@atelier/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { FormRenderer } from '../form-renderer/form-renderer';
import { defaultFieldRegistry } from '../form-renderer/registry';
import type { FieldErrors, RendererServices } from '../form-renderer/types';
import { useFormEngine } from '../form-renderer/use-form-engine';

export type FormHarnessProps = { definition: FormDefinition; locale: Locale; step?: number; initial?: FormData; services?: RendererServices };

/** The renderer as a page drives it (data, errors and step in state), with the data shown for assertions. */
export const FormHarness = ({ definition: source, locale, step = 0, initial = {}, services }: FormHarnessProps) => {
  const [definition] = useState(() => localizeDefinition(source, locale));
  const [data, setData] = useState<FormData>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [active, setActive] = useState(step);
  const engine = useFormEngine(definition, data, locale);
  return (
    <>
      <FormRenderer
        definition={definition}
        engine={engine}
        data={data}
        onChange={setData}
        errors={errors}
        onErrorsChange={setErrors}
        activeStep={active}
        onActiveStepChange={setActive}
        registry={defaultFieldRegistry}
        locale={locale}
        renderSave={() => null}
        {...(services ? { services } : {})}
      />
      {/* <pre>, not <output>: an <output> is a role="status" region, like the form's own warnings. */}
      <pre data-testid="data">{JSON.stringify(data)}</pre>
    </>
  );
};

/** The data the harness holds now. */
export const storedData = (): FormData => JSON.parse(screen.getByTestId('data').textContent ?? '{}') as FormData;
