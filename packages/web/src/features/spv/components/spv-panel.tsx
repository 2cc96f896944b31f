import type { AnafMessage, DocumentDto, FormDefinition } from '@atelier/core';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { useSpvStatus } from '../api/connection';
import { useSendToSpv, useSpvArchive, useSpvUploads } from '../api/uploads';
import { fieldForFix } from '../anaf-fix';
import { isMoving, isWaiting, sendChoice } from '../upload-state';
import { UploadAttempt } from './upload-attempt';
import { UploadStateBadge } from './upload-state-badge';

type Props = {
  document: Pick<DocumentDto, 'id' | 'number'> & Partial<Pick<DocumentDto, 'data'>>;
  /** The invoice's application: a rejection's messages lead to its fields. */
  definition?: FormDefinition | undefined;
  /** Opens the editor at a field with a message there (documents' showDocumentField, given by the route). */
  onShowField?: ((path: string, message: string) => void) | undefined;
  /** What the invoice lacks for e-Factura (a send refused with efactura_incomplete), field by field: e-Factura's dialog, given by the route. */
  explainIncomplete?: (failure: { error: unknown; onClose: () => void }) => ReactNode;
};

/**
 * An invoice's way to ANAF's SPV (issue 30), on its document page: the uploads, newest first (read
 * again every few seconds while one is on its way), a refusal's messages, the signed archive once
 * accepted, and Send to SPV when nothing is under way. A rejection's messages say in words what
 * to fix, and Fix opens the invoice's field with the message at it. Nothing at all where SPV is not configured.
 */
export const SpvPanel = ({ document, definition, onShowField, explainIncomplete }: Props) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = !useMinWidth('xs');
  const status = useSpvStatus();
  const configured = status.data?.configured === true;
  const uploads = useSpvUploads(document.id, configured);
  const send = useSendToSpv(document.id);
  const archive = useSpvArchive(document.id);
  if (!configured) return null;

  const list = uploads.data ?? [];
  const latest = list[0];
  const choice = uploads.isSuccess ? sendChoice(list) : undefined;
  const connected = status.data?.state === 'connected';
  const fixes =
    definition && onShowField
      ? { fieldOf: (read: AnafMessage) => (read.fix ? fieldForFix({ definition, data: document.data ?? {}, fix: read.fix, line: read.line }) : undefined), onFix: onShowField }
      : undefined;
  const incomplete = isApiError(send.error) && send.error.code === 'efactura_incomplete' && send.error.details.length > 0;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="spv-panel-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={2} fz="lg" id="spv-panel-title">
              {t('spv.panel.title')}
            </Title>
            {latest && <UploadStateBadge state={latest.state} />}
          </Group>
          {choice && (
            <Button size="md" fullWidth={phone} leftSection={<IconSend size={20} aria-hidden />} loading={send.isPending} disabled={!connected} onClick={() => send.mutate()}>
              {t(choice === 'again' ? 'spv.panel.sendAgain' : 'spv.panel.send')}
            </Button>
          )}
        </Group>
        {!status.data?.connected && (
          <Alert color="yellow" variant="light">
            <Text fz="sm">{t('spv.panel.notConnected')}</Text>
            <Anchor component={Link} to="/profile" fz="sm">
              {t('spv.panel.profileLink')}
            </Anchor>
          </Alert>
        )}
        {uploads.isPending && <LoadingLine label={t('spv.panel.loading')} py="xs" />}
        {uploads.isError && <LoadErrorAlert title={t('spv.panel.loadFailed')} error={uploads.error} onRetry={() => void uploads.refetch()} />}
        {uploads.isSuccess && list.length === 0 && <Text fz="sm">{t('spv.panel.none')}</Text>}
        {latest && isWaiting(latest) && <Text fz="sm">{t('spv.panel.waiting')}</Text>}
        {latest && isMoving(latest) && (
          <Text fz="sm" c="dimmed" role="status">
            {t('spv.panel.moving')}
          </Text>
        )}
        {latest && (latest.state === 'rejected' || latest.state === 'failed') && <Text fz="sm">{t('spv.panel.fixAndSend')}</Text>}
        {incomplete && explainIncomplete?.({ error: send.error, onClose: () => send.reset() })}
        {send.isError && !(incomplete && explainIncomplete) && (
          <Alert color="red" role="alert">
            {describeError(t, send.error)}
          </Alert>
        )}
        {archive.isError && (
          <Alert color="red" role="alert">
            {describeError(t, archive.error)}
          </Alert>
        )}
        {list.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('spv.panel.attempts')}>
            {list.map((upload) => (
              <UploadAttempt
                key={upload.id}
                upload={upload}
                locale={locale}
                archive={{ busy: archive.isPending, download: () => archive.mutate(upload.number || document.number) }}
                fixes={upload === latest ? fixes : undefined}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
};
