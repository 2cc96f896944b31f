import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type InfoCardProps = { id: string; icon: ReactNode; title: string; children: ReactNode };

/** A titled card of the overview tab (trial, account): icon and heading, then its lines. */
export const InfoCard = ({ id, icon, title, children }: InfoCardProps) => (
  <Card withBorder padding="lg" component="section" aria-labelledby={id}>
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        {icon}
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  </Card>
);
