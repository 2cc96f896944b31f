import type { FieldValue, FormData, FormDefinition, StepData } from '@atelier/core';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from './core-types';
import { useMinWidth } from '../lib/use-min-width';
import { fieldPath, withoutErrorsUnder } from './paths';
import { PrefillControl } from './prefill-control';
import { CompanyLookup } from './company-lookup';
import { StepFields } from './step-fields';
import { StepIndicator } from './step-indicator';
import { TotalsCard } from './totals-card';
import type { ArrayRow, FieldErrors, FieldRegistry, RendererServices } from './types';
import { firstStepWithErrors, type FormEngine } from './use-form-engine';

export type FormRendererProps = {
  /** Already localized (core's localizeDefinition). */
  definition: FormDefinition;
  engine: FormEngine;
  data: FormData;
  onChange: (data: FormData) => void;
  errors: FieldErrors;
  onErrorsChange: (errors: FieldErrors) => void;
  activeStep: number;
  onActiveStepChange: (index: number) => void;
  registry: FieldRegistry;
  services?: RendererServices;
  locale: Locale;
  documentNumber?: string;
  /** The page's save button: in the navigation row on the last step; elsewhere (null for none) beside or below it. */
  renderSave: (isLast: boolean) => ReactNode;
};

const isEmptyValue = (value: unknown): boolean => value === undefined || value === null || value === '';

const valueAt = (data: FormData, path: string): unknown => {
  const [step, ...rest] = path.split('.');
  const stepData = step ? data[step] : undefined;
  if (!stepData) return undefined;
  const match = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(rest.join('.'));
  if (match?.[1] && match[2] && match[3]) {
    const rows = stepData[match[1]];
    return Array.isArray(rows) ? rows[Number(match[2])]?.[match[3]] : undefined;
  }
  return stepData[rest.join('.')];
};

/** Puts the cursor on the first field with a message once the page shows it. */
export const focusFirstError = (errors: FieldErrors): void => {
  const first = Object.keys(errors)[0];
  if (!first) return;
  setTimeout(() => {
    const element = document.getElementById(first);
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, 0);
};

/**
 * Scrolls to the field `path` and puts the cursor in it once it is on the page (a mode or step
 * change renders it a moment later): tried for about a second.
 */
export const focusWhenShown = (path: string, tries = 20): void => {
  const element = document.getElementById(path);
  if (!element) {
    if (tries > 0) setTimeout(() => focusWhenShown(path, tries - 1), 50);
    return;
  }
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
};

/**
 * The multi-step form: step indicator, the step's fields through the registry, live totals,
 * previous/next with the step's validation. Controlled: the page owns data, errors and the step.
 */
export const FormRenderer = (props: FormRendererProps) => {
  const { t } = useTranslation();
  const { definition, engine, data, onChange, errors, onErrorsChange, activeStep, onActiveStepChange, registry, services, locale, documentNumber, renderSave } = props;
  const { steps, computed } = engine;
  const index = Math.min(activeStep, steps.length - 1);
  const step = steps[index];
  const topRef = useRef<HTMLDivElement>(null);
  const wide = useMinWidth('sm');
  const firstRender = useRef(true);
  const currency = definition.document.currency;

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    topRef.current?.scrollIntoView({ block: 'start' });
  }, [index]);

  const stepsWithErrors = useMemo(
    () => new Set(steps.flatMap((candidate, i) => (firstStepWithErrors([candidate], errors) === 0 ? [i] : []))),
    [steps, errors],
  );

  if (!step) return null;
  const isLast = index === steps.length - 1;
  const save = renderSave(isLast);
  const hasLines = step.fields.some((field) => field.type === 'array');

  const setStepData = (stepName: string, stepData: StepData) => onChange({ ...data, [stepName]: stepData });

  const onValue = (fieldName: string, value: FieldValue | ArrayRow[]) => {
    setStepData(step.name, { ...(data[step.name] ?? {}), [fieldName]: value });
    const path = fieldPath(step.name, fieldName);
    // A changed value loses its old message; lines that moved lose theirs (they would point wrong).
    if (Array.isArray(value)) {
      const previous = data[step.name]?.[fieldName];
      const sameLength = Array.isArray(previous) && previous.length === value.length;
      if (!sameLength) onErrorsChange(withoutErrorsUnder(errors, path));
    } else if (errors[path]) {
      const { [path]: _gone, ...rest } = errors;
      onErrorsChange(rest);
    }
  };

  const onBlurPath = (path: string) => {
    const message = engine.validateStep(step.name)[path];
    // Leaving an empty field says nothing yet; a wrong value (CUI, IBAN…) says so at once.
    if (message && (errors[path] || !isEmptyValue(valueAt(data, path)))) onErrorsChange({ ...errors, [path]: message });
    else if (!message && errors[path]) {
      const { [path]: _gone, ...rest } = errors;
      onErrorsChange(rest);
    }
  };

  /** Moves forward only over steps without problems; shows the problems of the first bad one. */
  const goTo = (target: number) => {
    if (target <= index) return onActiveStepChange(target);
    for (let i = index; i < target; i += 1) {
      const candidate = steps[i];
      if (!candidate) break;
      const stepErrors = engine.validateStep(candidate.name);
      if (Object.keys(stepErrors).length > 0) {
        onErrorsChange({ ...errors, ...stepErrors });
        onActiveStepChange(i);
        focusFirstError(stepErrors);
        return;
      }
    }
    onActiveStepChange(target);
  };

  return (
    <Stack gap="lg" ref={topRef} style={{ scrollMarginTop: 80 }}>
      <StepIndicator steps={steps} active={index} onSelect={goTo} stepsWithErrors={stepsWithErrors} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {step.title}
          </Title>
          {step.description && <Text c="dimmed">{step.description}</Text>}
        </div>
        {step.prefill && services?.prefillStep && (
          <PrefillControl
            key={step.name}
            step={step}
            values={data[step.name] ?? {}}
            prefillStep={services.prefillStep}
            onFill={(stepData) => setStepData(step.name, stepData)}
            locale={locale}
          />
        )}
      </Group>
      <StepFields
        definition={definition}
        step={step}
        values={data[step.name] ?? {}}
        computedValues={computed.data[step.name] ?? {}}
        isVisible={engine.isVisible}
        errors={errors}
        onValue={onValue}
        onBlurPath={onBlurPath}
        registry={registry}
        services={services}
        locale={locale}
        currency={currency}
        documentNumber={documentNumber}
      />
      {services?.lookupCompany && (
        <CompanyLookup
          key={step.name}
          definition={definition}
          step={step}
          values={data[step.name] ?? {}}
          isVisible={engine.isVisible}
          lookup={services.lookupCompany}
          onFill={(filled) => setStepData(step.name, { ...(data[step.name] ?? {}), ...filled })}
        />
      )}
      {/* Totals where they change (steps with lines) and on the last step. */}
      {(hasLines || isLast) && <TotalsCard definition={definition} totals={computed.totals} locale={locale} currency={currency} />}
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Button variant="default" size="lg" leftSection={<IconArrowLeft size={20} aria-hidden />} disabled={index === 0} onClick={() => goTo(index - 1)}>
          {t('form.previous')}
        </Button>
        <Group gap="sm" wrap="nowrap">
          {wide && save}
          {!isLast && (
            <Button size="lg" rightSection={<IconArrowRight size={20} aria-hidden />} onClick={() => goTo(index + 1)}>
              {t('form.next')}
            </Button>
          )}
        </Group>
      </Group>
      {/* A phone has no room for three buttons in a row: save goes below, full width. */}
      {!wide && save && <Box style={{ display: 'grid' }}>{save}</Box>}
    </Stack>
  );
};
