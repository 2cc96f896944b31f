import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A signed-in page of the user's own settings: heading, one line of intro, then its content. */
export const PageFrame = ({ title, intro, children }: { title: string; intro: string; children: ReactNode }) => (
  <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  </Container>
);
