import { formatDate, type Locale } from '@atelier/core';
import { Anchor, Card, Group, Image, SimpleGrid, Text } from '@mantine/core';
import type { z } from 'zod';
import type { stepEntryDto } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { humanize } from './step-label';

type Entry = z.infer<typeof stepEntryDto>;

const display = (value: unknown, t: (key: 'data.yes' | 'data.no') => string): string => {
  if (value === true) return t('data.yes');
  if (value === false) return t('data.no');
  if (value === null || value === undefined) return '';
  return String(value);
};

/** One step entry as key/value pairs: the fields that hold something, lines as a count. */
export const EntryCard = ({ entry, locale }: { entry: Entry; locale: Locale }) => {
  const { t } = useTranslation();
  const pairs = Object.entries(entry.data).filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0));
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
        {pairs.map(([key, value]) => (
          <div key={key} style={{ minWidth: 0 }}>
            <Text fz="xs" c="dimmed" fw={600}>
              {humanize(key)}
            </Text>
            {typeof value === 'string' && value.startsWith('data:image/') ? (
              <Image src={value} alt={humanize(key)} mah={60} w="auto" fit="contain" />
            ) : (
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {Array.isArray(value) ? t('data.lines', { count: value.length }) : display(value, t)}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
};
