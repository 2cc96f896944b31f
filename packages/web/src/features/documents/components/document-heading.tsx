import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type DocumentHeadingProps = {
  title: string;
  badge: { label: string; filled?: boolean };
  /** A line beside the badge (a date). */
  aside?: string;
  /** A line below (an explanation). */
  note?: string;
  actions: ReactNode;
};

/** The top of a public document page: title, a badge, a note, and the page's actions on the right (below on a phone). */
export const DocumentHeading = ({ title, badge, aside, note, actions }: DocumentHeadingProps) => (
  <Group justify="space-between" align="flex-start" gap="sm">
    <Stack gap={4} style={{ flex: '1 1 240px' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Group gap="xs">
        <Badge size="lg" variant={badge.filled ? 'filled' : 'light'} color={badge.filled ? 'indigo' : 'teal'} radius="sm">
          {badge.label}
        </Badge>
        {aside && (
          <Text c="dimmed" fz="sm">
            {aside}
          </Text>
        )}
      </Group>
      {note && (
        <Text c="dimmed" fz="sm">
          {note}
        </Text>
      )}
    </Stack>
    <Group gap="sm">{actions}</Group>
  </Group>
);
