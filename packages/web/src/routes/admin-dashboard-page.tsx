import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AdminTabs } from '../features/admin';
import { OnlineNowPanel } from '../features/presence';
import { useSession } from '../lib/session/session-store';

/** The admin area (SPEC §2 Admin page): applications, statistics, users, requests, messages, who is online. */
export const AdminDashboardPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
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
        {/* Live and short: always in view, above the working sections. */}
        <OnlineNowPanel />
        <AdminTabs />
      </Stack>
    </Container>
  );
};
