import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OnlineNowPanel } from '../features/presence/components/online-now-panel';
import { useSession } from '../lib/session/session-store';

/** The admin shell; the forms and users tables arrive with their own features. */
export const AdminDashboardPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Group gap="sm">
            <IconShieldLock size={30} aria-hidden />
            <Title order={1}>{t('admin.dashboard.title')}</Title>
          </Group>
          {session && (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('admin.dashboard.signedInAs', { email: session.claims.email })}
            </Text>
          )}
        </Stack>
        <OnlineNowPanel />
      </Stack>
    </Container>
  );
};
