import { formatDateTime } from '@atelier/core';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useLocale } from '../../../lib/use-locale';
import { useChangeAccess } from '../api/form-access';
import { usePendingRequests } from '../api/inbox';

/** Pending application requests, oldest first; approving allocates the application in one click. */
export const RequestsPanel = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const requests = usePendingRequests();
  const approve = useChangeAccess();
  return (
    <QueryState query={requests} errorTitle="admin.errors.requestsFailed" loadingLabel="admin.requests.loading">
      {() => (
        <Stack gap="sm">
          {approve.isError && (
            <Alert color="red" role="alert">
              {t('admin.errors.accessFailed')}
            </Alert>
          )}
          {requests.data?.length === 0 && <Text c="dimmed">{t('admin.requests.empty')}</Text>}
          {requests.data?.map((request) => (
            <Card key={request.id} withBorder padding="sm">
              <Group justify="space-between" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {request.user_email}
                  </Text>
                  <Text fz="sm">{request.form_title}</Text>
                  <Text fz="xs" c="dimmed">
                    {formatDateTime(request.created_at, locale)}
                  </Text>
                </Stack>
                <Button
                  loading={approve.isPending && approve.variables.userId === request.user_id && approve.variables.formId === request.form_id}
                  onClick={() => approve.mutate({ formId: request.form_id, userId: request.user_id, grant: true })}
                  aria-label={t('admin.requests.approveFor', { email: request.user_email, title: request.form_title })}
                >
                  {t('admin.requests.approve')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </QueryState>
  );
};
