import { DEFAULT_PAGE_SIZE, formatDate, type RegistryDocumentDto, type RegistrySendResponse, type RegistryState } from '@atelier/core';
import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useUrlState } from '../../../components/use-url-state';
import { i18n } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/use-locale';
import { useCredentialsStatus } from '../api/credentials';
import { useRegistryDocuments } from '../api/documents';
import { RegistryCard } from './registry-card';
import { SendDialog } from './send-dialog';
import { addRegistryTexts } from '../registry-texts';

addRegistryTexts(i18n);

const STATES: readonly RegistryState[] = ['not_sent', 'sent', 'failed'];
const STATE_COLOR = { not_sent: 'gray', sent: 'green', failed: 'red' } as const;

const RegistryState = ({ doc }: { doc: RegistryDocumentDto }) => {
  const { t } = useTranslation();
  const { registry } = doc;
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Badge color={STATE_COLOR[registry.state]} variant="light">
          {t(`registry.state.${registry.state}`)}
        </Badge>
        {registry.autopass_id && (
          <Text fz="sm" fw={600} data-testid="autopass-id">
            {t('registry.state.autopassId', { id: registry.autopass_id })}
          </Text>
        )}
      </Group>
      {registry.state === 'sent' && registry.last_error_code && (
        <Text fz="sm" c="red">
          {t('registry.state.updateFailed')}
        </Text>
      )}
    </Stack>
  );
};

/**
 * The AutoPass tab (SPEC §2): the configuration card, then the business's documents that carry a
 * vehicle with their registry state, filters, and the send (or update) action.
 */
export const AutopassPanel = ({ isOwner, allocated = true }: { isOwner: boolean; allocated?: boolean }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const url = useUrlState();
  const state = STATES.find((s) => s === url.get('state'));
  const query = url.get('q');
  const status = useCredentialsStatus({ enabled: allocated });
  const allowed = status.isSuccess;
  const list = useRegistryDocuments({ state, q: query || undefined, skip: (url.page - 1) * DEFAULT_PAGE_SIZE, limit: DEFAULT_PAGE_SIZE, locale }, allowed);
  const [sending, setSending] = useState<RegistryDocumentDto>();
  const [sent, setSent] = useState<RegistrySendResponse>();
  const configured = status.data?.state !== 'none';

  return (
    <Stack gap="lg">
      <RegistryCard isOwner={isOwner} allocated={allocated} />
      {allowed && (
        <Card withBorder padding="lg" component="section" aria-labelledby="registry-documents-title">
          <Stack gap="md">
            <Title order={2} fz="lg" id="registry-documents-title">
              {t('registry.list.title')}
            </Title>
            {!configured && <Alert color="yellow">{t('registry.list.needsCredentials')}</Alert>}
            {sent && (
              <Alert color="green" role="status" withCloseButton closeButtonLabel={t('registry.dialog.close')} onClose={() => setSent(undefined)}>
                {t(sent.action === 'update' ? 'registry.dialog.updated' : 'registry.dialog.success', { id: sent.autopass_id })}
              </Alert>
            )}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <SearchBox
                flex="2 1 240px"
                label={t('registry.list.search')}
                placeholder={t('registry.list.searchPlaceholder')}
                value={query}
                onSearch={(q) => url.set({ q }, { replace: true })}
              />
              <NativeSelect
                flex="1 1 200px"
                label={t('registry.list.stateFilter')}
                value={state ?? 'all'}
                onChange={(event) => url.set({ state: event.currentTarget.value === 'all' ? '' : event.currentTarget.value })}
                data={[{ value: 'all', label: t('registry.list.all') }, ...STATES.map((s) => ({ value: s, label: t(`registry.state.${s}`) }))]}
              />
            </Group>
            {list.isPending && <LoadingLine label={t('registry.list.loading')} />}
            {list.isError && !(isApiError(list.error) && list.error.code === 'registry_not_allocated') && (
              <LoadErrorAlert title={t('registry.list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
            )}
            {list.isSuccess && list.data.results.length === 0 && <Text py="md">{state || query ? t('registry.list.noMatch') : t('registry.list.empty')}</Text>}
            {list.isSuccess && list.data.results.length > 0 && (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {list.data.results.map((doc) => (
                  <Card key={doc.id} component="li" withBorder padding="sm" data-testid="registry-document">
                    <Group justify="space-between" align="flex-start" gap="sm">
                      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                        <Text fw={600}>{`${doc.number} · ${doc.form_title}`}</Text>
                        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                          {[doc.plate, doc.vehicle, doc.vin].filter(Boolean).join(' · ')}
                        </Text>
                        <Text fz="sm" c="dimmed">
                          {formatDate(doc.created_at, locale)}
                        </Text>
                        <RegistryState doc={doc} />
                      </Stack>
                      <Button
                        variant={doc.registry.autopass_id ? 'light' : 'filled'}
                        disabled={!configured}
                        aria-label={t(doc.registry.autopass_id ? 'registry.list.updateLabel' : 'registry.list.sendLabel', { number: doc.number })}
                        onClick={() => {
                          setSent(undefined);
                          setSending(doc);
                        }}
                      >
                        {t(doc.registry.autopass_id ? 'registry.list.update' : 'registry.list.send')}
                      </Button>
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
            {list.isSuccess && <Pager page={url.page} total={list.data.total} pageSize={DEFAULT_PAGE_SIZE} onChange={(page) => url.set({ page: String(page) })} />}
          </Stack>
        </Card>
      )}
      <SendDialog
        document={sending}
        onClose={() => setSending(undefined)}
        onSent={(result) => {
          setSending(undefined);
          setSent(result);
        }}
      />
    </Stack>
  );
};
