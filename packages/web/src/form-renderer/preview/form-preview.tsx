import { formatFieldValue, type FormDefinition, type ScalarField, type StepData } from '@atelier/core';
import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../core-types';
import { isNumberField } from '../document-number';
import { screenFormat } from '../format-value';
import { fieldPath } from '../paths';
import { TotalsCard } from '../totals-card';
import type { FormEngine } from '../use-form-engine';
import { PreviewLines } from './preview-lines';

type FormPreviewProps = { definition: FormDefinition; engine: FormEngine; locale: Locale; documentNumber?: string };

const ValueItem = ({ field, value, label, locale, currency }: { field: ScalarField; value: unknown; label: string; locale: Locale; currency: FormDefinition['document']['currency'] }) => {
  const { t } = useTranslation();
  const isPicture = (field.type === 'signature' || field.type === 'image') && typeof value === 'string' && value.startsWith('data:image/');
  const text = formatFieldValue(field, value, screenFormat({ locale, currency, t }));
  return (
    <div>
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {isPicture ? (
        <Image src={value} alt={label} mah={160} w="auto" fit="contain" />
      ) : (
        <Text fz="md" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      )}
    </div>
  );
};

/** Read-only view of a document: every shown step with its formatted values, lines and totals. */
export const FormPreview = ({ definition, engine, locale, documentNumber }: FormPreviewProps) => {
  const { t } = useTranslation();
  const { steps, computed, isVisible } = engine;
  const currency = definition.document.currency;
  return (
    <Stack gap="lg">
      {steps.map((step) => {
        const values: StepData = computed.data[step.name] ?? {};
        // Only what was filled in: a phone should not scroll past twenty dashes.
        const shownValues = step.fields.flatMap((field) => {
          const path = fieldPath(step.name, field.name);
          if (!isVisible(path) || field.type === 'array') return [];
          const value = isNumberField(definition, path, field) ? (documentNumber ?? values[field.name]) : values[field.name];
          return value === undefined || value === null || value === '' ? [] : [{ field, value }];
        });
        const hasLines = step.fields.some((field) => field.type === 'array' && isVisible(fieldPath(step.name, field.name)));
        return (
          <Card key={step.name} withBorder padding="lg" radius="md" component="section" aria-labelledby={`preview-${step.name}`}>
            <Title order={2} fz="lg" mb="md" id={`preview-${step.name}`}>
              {step.title}
            </Title>
            {shownValues.length > 0 ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
                {shownValues.map(({ field, value }) => (
                  <ValueItem key={field.name} field={field} value={value} label={field.label} locale={locale} currency={currency} />
                ))}
              </SimpleGrid>
            ) : (
              !hasLines && <Text c="dimmed">{t('form.previewEmpty')}</Text>
            )}
            {step.fields.map((field) =>
              field.type === 'array' && isVisible(fieldPath(step.name, field.name)) ? (
                <PreviewLines key={field.name} field={field} rows={values[field.name]} locale={locale} currency={currency} />
              ) : null,
            )}
          </Card>
        );
      })}
      <TotalsCard definition={definition} totals={computed.totals} locale={locale} currency={currency} />
    </Stack>
  );
};
