import { Badge, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactMessages, usePendingRequests } from '../api/inbox';
import { FormsPanel } from './forms-panel';
import { MessagesPanel } from './messages-panel';
import { OperatorContactWarning, OperatorDetailsPanel } from './operator-details';
import { RequestsPanel } from './requests-panel';
import { StatisticsPanel } from './statistics-panel';
import { UsersPanel } from './users-panel';

const Count = ({ value, label }: { value: number; label: string }) => (
  <Badge size="sm" circle={value < 10} color="red" aria-label={label}>
    {value}
  </Badge>
);

/** The admin dashboard's working sections. */
export const AdminTabs = () => {
  const { t } = useTranslation();
  const pending = usePendingRequests().data?.length;
  const unread = useContactMessages(1).data?.unread;
  const [tab, setTab] = useState<string | null>('forms');
  return (
    <Stack gap="lg">
      <OperatorContactWarning onFill={() => setTab('operator')} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value="forms">{t('admin.tabs.forms')}</Tabs.Tab>
          <Tabs.Tab value="statistics">{t('admin.tabs.statistics')}</Tabs.Tab>
          <Tabs.Tab value="users">{t('admin.tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="requests" rightSection={pending ? <Count value={pending} label={t('admin.tabs.pendingCount', { count: pending })} /> : undefined}>
            {t('admin.tabs.requests')}
          </Tabs.Tab>
          <Tabs.Tab value="messages" rightSection={unread ? <Count value={unread} label={t('admin.tabs.unreadCount', { count: unread })} /> : undefined}>
            {t('admin.tabs.messages')}
          </Tabs.Tab>
          <Tabs.Tab value="operator">{t('admin.operator.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="forms">
          <FormsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="statistics">
          <StatisticsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <RequestsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="operator">
          <OperatorDetailsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
