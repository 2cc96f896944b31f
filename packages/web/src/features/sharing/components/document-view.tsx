import type { PublicDocumentDto } from '@atelier/core';
import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ViewDocument = PublicDocumentDto['document'];

/** Label/value pairs as the PDF prints them, one under the other on a phone. */
const Pairs = ({ pairs, strongLast = false }: { pairs: ViewDocument['totals']; strongLast?: boolean }) => (
  <Box component="dl" m={0}>
    {pairs.map((pair, index) => {
      const strong = strongLast && index === pairs.length - 1;
      return (
        <Group key={`${pair.label}-${index}`} justify="space-between" align="baseline" gap="xs" wrap="wrap" py={4}>
          <Text component="dt" c="dimmed" fz="sm" fw={strong ? 700 : undefined}>
            {pair.label}
          </Text>
          <Text component="dd" m={0} fw={strong ? 800 : 500} fz={strong ? 'lg' : undefined} style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
            {pair.value}
          </Text>
        </Group>
      );
    })}
  </Box>
);

/** One line: description, quantity × unit price, amount; `control`: the approval checkbox in its place. */
export const LineRow = ({ line, control }: { line: ViewDocument['lines'][number]; control?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        {control}
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.description}
          </Text>
          <Text fz="sm" c="dimmed" aria-label={`${t('sharing.page.columns.quantity')} ${line.quantity}, ${t('sharing.page.columns.unitPrice')} ${line.unit_price}`}>
            {`${line.quantity} × ${line.unit_price}`}
          </Text>
        </div>
      </Group>
      <Text fw={700} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {line.total}
      </Text>
    </Group>
  );
};

/**
 * The document as its PDF shows it, readable without JavaScript: the sections' pairs, the lines and
 * the totals, every value the string the server formatted for the PDF. `lines` replaces the plain
 * list (the approval's checkboxes).
 */
export const DocumentView = ({ document, lines }: { document: ViewDocument; lines?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {document.sections.map((section, index) => (
        <Card key={`${section.title}-${index}`} withBorder radius="md" padding="md" component="section">
          <Title order={2} fz="md" mb="xs">
            {section.title}
          </Title>
          <Pairs pairs={section.pairs} />
        </Card>
      ))}
      {document.lines.length > 0 && (
        <Card withBorder radius="md" padding="md" component="section">
          <Title order={2} fz="md" mb="xs">
            {t('sharing.page.lines')}
          </Title>
          {lines ?? document.lines.map((line) => <LineRow key={line.index} line={line} />)}
        </Card>
      )}
      {document.totals.length > 0 && (
        <Card withBorder radius="md" padding="md" component="section">
          <Pairs pairs={document.totals} strongLast />
        </Card>
      )}
    </Stack>
  );
};
