import { Container, Tabs, Title } from '@mantine/core';
import { Fragment, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ScrollingTabsList } from '../components/scrolling-tabs-list';
import { useStanding } from '../features/account';
import { DASHBOARD_TABS, tabFor } from './dashboard-tabs';

export const DashboardPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabFor(requested);
  const standing = useStanding();
  const shown = DASHBOARD_TABS.filter((tab) => !tab.permission || !standing || standing.permissions[tab.permission]);

  const selectTab = (value: string, replace = false) =>
    setParams(
      (previous) => {
        // Another tab starts clean (its own ?page=, ?q=…); normalizing the URL keeps what is there.
        const next = replace ? new URLSearchParams(previous) : new URLSearchParams();
        next.set('tab', value);
        return next;
      },
      { replace },
    );

  useEffect(() => {
    // A missing or unknown ?tab= shows the first tab and says so in the URL.
    if (requested !== active.value) selectTab(active.value, true);
  });

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
        {t('dashboard.title')}
      </Title>
      <Tabs value={active.value} onChange={(value) => value && selectTab(value)} keepMounted={false}>
        <ScrollingTabsList label={t('dashboard.tabs.label')} active={active.value}>
          {shown.map(({ value, label, Gate = Fragment }) => (
            <Gate key={value}>
              <Tabs.Tab value={value} fz="md" py="sm" px={{ base: 'md', sm: 'sm' }} mih={{ base: 48, sm: 44 }}>
                {t(label)}
              </Tabs.Tab>
            </Gate>
          ))}
        </ScrollingTabsList>
        {DASHBOARD_TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Suspense fallback={<PageLoader />}>
              <Panel />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
};
