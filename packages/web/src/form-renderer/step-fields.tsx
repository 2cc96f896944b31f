import { fieldWarning, type FieldValue, type FormDefinition, type ScalarField, type Step, type StepData } from '@atelier/core';
import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isNumberField } from './document-number';
import { fieldPath } from './paths';
import { RenderScalar } from './render-field';
import type { ArrayRow, Currency, FieldErrors, FieldRegistry, FieldWarningView, RendererServices } from './types';
import type { Locale } from './core-types';

export type StepFieldsProps = {
  definition: FormDefinition;
  step: Step;
  values: StepData;
  computedValues: StepData;
  isVisible: (path: string) => boolean;
  errors: FieldErrors;
  onValue: (fieldName: string, value: FieldValue | ArrayRow[]) => void;
  onBlurPath: (path: string) => void;
  registry: FieldRegistry;
  services?: RendererServices;
  locale: Locale;
  currency: Currency;
  documentNumber?: string;
};

const SPAN = { full: 12, half: 6, third: 4 } as const;
const rowsOf = (value: StepData[string] | undefined): ArrayRow[] => (Array.isArray(value) ? value : []);
const scalarOf = (value: StepData[string] | undefined): FieldValue | undefined => (Array.isArray(value) ? undefined : value);

/** The visible fields of one step, laid out by their width hints (full width on a phone). */
export const StepFields = (props: StepFieldsProps) => {
  const { t } = useTranslation();
  const { definition, step, values, computedValues, isVisible, errors, onValue, onBlurPath, registry, services, locale, currency, documentNumber } = props;

  const labelFor = (field: ScalarField) => field.label;

  /** A value that saves but is probably not meant (a VAT payer's CUI without RO), with its fix. */
  const warningFor = (field: ScalarField, path: string, value: FieldValue | undefined): FieldWarningView | undefined => {
    const warning = fieldWarning(field, value);
    if (!warning) return undefined;
    const apply = () => {
      onValue(field.name, warning.fix);
      // The button goes away with the warning: keep the keyboard where it was, on the field.
      document.getElementById(path)?.focus();
    };
    return { message: t(`form.warning.${warning.code}`, { fix: warning.fix }), fix: { label: t('form.warning.addRo'), apply } };
  };

  return (
    <Grid gap="md">
      {step.fields.map((field) => {
        const path = fieldPath(step.name, field.name);
        if (!isVisible(path)) return null;
        if (field.type === 'array') {
          const ArrayEditor = registry.array;
          return (
            <Grid.Col key={field.name} span={12}>
              <ArrayEditor
                field={field}
                path={path}
                label={field.label}
                rows={rowsOf(values[field.name])}
                computedRows={rowsOf(computedValues[field.name])}
                onChange={(rows) => onValue(field.name, rows)}
                onBlurCell={onBlurPath}
                errors={errors}
                registry={registry}
                labelFor={labelFor}
                locale={locale}
                currency={currency}
                HistoryPicker={services?.HistoryPicker}
                LinesPicker={services?.LinesPicker}
              />
            </Grid.Col>
          );
        }
        const numbered = isNumberField(definition, path, field);
        const readOnly = numbered || field.compute !== undefined;
        const value = numbered ? (documentNumber ?? null) : scalarOf(readOnly ? computedValues[field.name] : values[field.name]);
        return (
          <Grid.Col key={field.name} span={{ base: 12, sm: SPAN[field.width ?? 'full'] }}>
            <RenderScalar
              registry={registry}
              field={field}
              path={path}
              label={field.label}
              value={value}
              onChange={(next) => onValue(field.name, next)}
              onBlur={() => onBlurPath(path)}
              error={errors[path]}
              warning={readOnly ? undefined : warningFor(field, path, value)}
              readOnly={readOnly}
              placeholder={numbered && !documentNumber ? t('form.numberOnSave') : undefined}
              locale={locale}
              currency={currency}
            />
          </Grid.Col>
        );
      })}
    </Grid>
  );
};
