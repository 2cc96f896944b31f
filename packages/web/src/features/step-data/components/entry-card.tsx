import { formatDate, formatFieldValue, type FormDefinition, type Locale, type ScalarField, type stepEntryDto } from '@atelier/core';
import { Anchor, Card, Group, Image, SimpleGrid, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { screenFormat } from '../../../form-renderer/format-value';
import { humanize } from './step-label';

type Entry = z.infer<typeof stepEntryDto>;
type Pair = { key: string; label: string; text: string; picture?: string };

const plainText = (value: unknown, t: TFunction): string => {
  if (value === true) return t('data.yes');
  if (value === false) return t('data.no');
  if (Array.isArray(value)) return t('data.lines', { count: value.length });
  return value === null || value === undefined ? '' : String(value);
};

const isPicture = (value: unknown): value is string => typeof value === 'string' && value.startsWith('data:image/');

/** The filled values of an entry, labelled and formatted by the form's definition when it is known. */
const pairsOf = (entry: Entry, step: string, definition: FormDefinition | undefined, locale: Locale, t: TFunction): Pair[] => {
  const fields = new Map((definition?.steps.find((candidate) => candidate.name === step)?.fields ?? []).map((field) => [field.name, field]));
  const currency = definition?.document.currency ?? 'RON';
  // The form's order (name before phone), unknown keys last.
  const order = [...fields.keys()];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const entries = Object.entries(entry.data).sort(([a], [b]) => rank(a) - rank(b));
  return entries.flatMap(([key, value]): Pair[] => {
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return [];
    const field = fields.get(key);
    const label = field?.label ?? humanize(key);
    if (isPicture(value)) return [{ key, label, text: '', picture: value }];
    const text = field && field.type !== 'array' && !Array.isArray(value) ? formatFieldValue(field as ScalarField, value, screenFormat({ locale, currency, t })) : plainText(value, t);
    return text ? [{ key, label, text }] : [];
  });
};

type EntryCardProps = { entry: Entry; step: string; definition?: FormDefinition; locale: Locale };

/** One step entry as label/value pairs, with a link to the document it came from. */
export const EntryCard = ({ entry, step, definition, locale }: EntryCardProps) => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fz="sm" c="dimmed">
          {formatDate(entry.created_at, locale)}
        </Text>
        <Anchor component={Link} to={`/documents/${entry.document_id}`} fz="sm" fw={600} py={6}>
          {t('data.openDocument')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
        {pairsOf(entry, step, definition, locale, t).map(({ key, label, text, picture }) => (
          <div key={key} style={{ minWidth: 0 }}>
            <Text fz="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            {picture ? (
              <Image src={picture} alt={label} mah={60} w="auto" fit="contain" />
            ) : (
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {text}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
};
