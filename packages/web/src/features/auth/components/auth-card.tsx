import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  subtitle?: string;
  /** Under the subtitle, above the form: what must be one tap away on a phone, without scrolling past the form. */
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of every sign-in screen: narrow, centred, comfortable on a phone. */
export const AuthCard = ({ title, subtitle, lead, children, footer }: AuthCardProps) => (
  <Container size={480} px="md" py={{ base: 'xl', sm: 56 }}>
    <Stack gap={4} align="center" mb="lg">
      <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" ta="center">
          {subtitle}
        </Text>
      )}
      {lead}
    </Stack>
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      {children}
    </Paper>
    {footer && (
      <Stack gap="xs" align="center" mt="lg">
        {footer}
      </Stack>
    )}
  </Container>
);
