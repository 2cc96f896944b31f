import { formatDateTime } from '@atelier/core';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useLocale } from '../../../lib/use-locale';
import { MESSAGES_PAGE_SIZE, useContactMessages, useMarkMessageRead } from '../api/inbox';

/** Contact messages, newest first; unread ones stand out until marked read. */
export const MessagesPanel = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  const markRead = useMarkMessageRead();
  return (
    <QueryState query={messages} errorTitle="admin.errors.messagesFailed" loadingLabel="admin.messages.loading">
      {() => (
        <Stack gap="sm">
          {markRead.isError && (
            <Alert color="red" role="alert">
              {t('admin.errors.markReadFailed')}
            </Alert>
          )}
          {messages.data?.messages.length === 0 && <Text c="dimmed">{t('admin.messages.empty')}</Text>}
          {messages.data?.messages.map((message) => (
            <Card key={message.id} withBorder padding="sm" style={message.read_at ? undefined : { borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2 }}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={700}>{message.subject}</Text>
                    {!message.read_at && (
                      <Badge size="sm" color="indigo">
                        {t('admin.messages.unread')}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {message.name} · <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor> · {formatDateTime(message.created_at, locale)}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
                </Stack>
                {!message.read_at && (
                  <Button size="xs" variant="light" loading={markRead.isPending && markRead.variables === message.id} onClick={() => markRead.mutate(message.id)}>
                    {t('admin.messages.markRead')}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
          <Pager page={page} total={messages.data?.total ?? 0} pageSize={MESSAGES_PAGE_SIZE} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
};
