import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The gentle invitation: an account keeps the history that a public try does not. */
export const RegisterCta = () => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-indigo-0)">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px' }}>
          <IconHistory size={24} aria-hidden color="var(--mantine-color-indigo-7)" style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Text fw={600}>{t('publicDocs.cta.title')}</Text>
            <Text fz="sm" c="dimmed">
              {t('publicDocs.cta.text')}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/register" variant="light">
          {t('publicDocs.cta.register')}
        </Button>
      </Group>
    </Card>
  );
};
