import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type InfoCardProps = { id: string; icon: ReactNode; title: string; children: ReactNode };

/**
 * A titled card of the overview tab (trial, account): icon and heading, then its lines. A link can
 * name the heading (/profile#working-hours: useHashTarget): it stops below the fixed top bar.
 */
export const InfoCard = ({ id, icon, title, children }: InfoCardProps) => (
  <Card withBorder padding="lg" component="section" aria-labelledby={id}>
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        {icon}
        <Title order={2} fz="lg" id={id} style={{ scrollMarginTop: 80 }}>
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  </Card>
);
