import { formatDateTime, type AnswerDto, type DocumentDto, type Locale } from '@atelier/core';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { describeError } from '../../../lib/error-messages';
import { useAnswerPdf, useDocumentSharing, useRevokeLink } from '../api/document-sharing';
import { useLiveSharing } from '../live';
import { OrderFromAnswer } from './order-from-answer';
import { SendButton } from './send-button';
import { ShareStateBadge } from './share-state-badge';

const when = (value: string, locale: Locale) => formatDateTime(new Date(value), locale);
const lineNumbers = (answer: AnswerDto, approved: boolean) =>
  answer.lines
    .filter((line) => line.approved === approved)
    .map((line) => String(line.index + 1))
    .join(', ');

/**
 * A saved document with its customer (issue 29): its state, the Send button, the sends, the links
 * (each can be withdrawn) and the answers with their lines; kept current by the customer's events.
 */
export const DocumentSharing = ({ document }: { document: DocumentDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  useLiveSharing();
  const sharing = useDocumentSharing(document.id);
  const revoke = useRevokeLink(document.id);
  const answerPdf = useAnswerPdf(document.id);
  const data = sharing.data;
  // The customer answered an earlier version: the document as it is now has no answer yet.
  const answeredBefore = data?.answers[0] && data.answers[0].document_version < document.version ? data.answers[0] : undefined;
  const opened = data?.links.filter((link) => link.first_opened_at !== null) ?? [];
  const firstOpened = opened.map((link) => link.first_opened_at as string).sort()[0];
  const lastOpened = opened.map((link) => link.last_opened_at ?? (link.first_opened_at as string)).sort().at(-1);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="document-sharing-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={2} fz="lg" id="document-sharing-title">
              {t('sharing.panel.title')}
            </Title>
            {data && <ShareStateBadge state={data.state} />}
          </Group>
          <SendButton document={document} />
        </Group>
        {sharing.isError && (
          <Alert color="red" role="alert" title={t('sharing.panel.loadFailed')}>
            {describeError(t, sharing.error)}
          </Alert>
        )}
        {answeredBefore && (
          <Alert color="orange" variant="light">
            {t('sharing.panel.changedSinceAnswer', { answered: answeredBefore.document_version, current: document.version })}
          </Alert>
        )}
        {firstOpened && lastOpened && <Text fz="sm">{t('sharing.panel.opened', { first: when(firstOpened, locale), last: when(lastOpened, locale) })}</Text>}
        {data && data.answers.length > 0 && (
          <div>
            <Text fw={700}>{t('sharing.panel.answers')}</Text>
            <List spacing={4}>
              {data.answers.map((answer) => (
                <List.Item key={answer.id}>
                  <Text fz="sm">
                    {t('sharing.panel.answerLine', { decision: t(`sharing.state.${answer.decision}`), date: when(answer.answered_at, locale), name: answer.signer_name })}
                    {` · ${t('sharing.panel.version', { version: answer.document_version })}`}
                  </Text>
                  {answer.decision === 'partly_approved' && (
                    <Text fz="sm" c="dimmed">
                      {`${t('sharing.panel.linesApproved', { lines: lineNumbers(answer, true) })}; ${t('sharing.panel.linesDeclined', { lines: lineNumbers(answer, false) })}`}
                    </Text>
                  )}
                  {answer.comment && (
                    <Text fz="sm" fs="italic">
                      {`„${answer.comment}”`}
                    </Text>
                  )}
                  <Group gap="xs" wrap="wrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      mt={4}
                      leftSection={<IconFileTypePdf size={16} aria-hidden />}
                      loading={answerPdf.isPending && answerPdf.variables?.answerId === answer.id}
                      onClick={() => answerPdf.mutate({ answerId: answer.id, locale })}
                      aria-label={t('sharing.panel.answerPdfOf', { version: answer.document_version })}
                    >
                      {t('sharing.panel.answerPdf')}
                    </Button>
                    {(answer.decision === 'approved' || answer.decision === 'partly_approved') && <OrderFromAnswer documentId={document.id} answerId={answer.id} />}
                  </Group>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {data && data.sends.length > 0 && (
          <div>
            <Text fw={700}>{t('sharing.panel.sends')}</Text>
            <List spacing={4}>
              {data.sends.map((send) => (
                <List.Item key={send.id}>
                  <Text fz="sm" c={send.status === 'failed' ? 'red' : undefined}>
                    {t('sharing.panel.sendLine', { channel: t(`sharing.channels.${send.channel}`), to: send.to ? ` → ${send.to}` : '', date: when(send.sent_at, locale), name: send.sent_by ?? '' })}
                    {send.status === 'failed' ? ` (${t('sharing.panel.failed')})` : ''}
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {data && data.links.length > 0 && (
          <div>
            <Text fw={700}>{t('sharing.panel.links')}</Text>
            <Stack gap={6} mt={4}>
              {data.links.map((link) => (
                <Group key={link.id} justify="space-between" wrap="wrap" gap="xs">
                  <Text fz="sm">
                    {t('sharing.panel.linkLine', { created: when(link.created_at, locale), expires: when(link.expires_at, locale) })}
                    {link.revoked_at ? ` · ${t('sharing.panel.revoked', { date: when(link.revoked_at, locale) })}` : ''}
                  </Text>
                  {!link.revoked_at && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconLinkOff size={16} aria-hidden />}
                      loading={revoke.isPending && revoke.variables === link.id}
                      onClick={() => revoke.mutate(link.id)}
                      aria-label={t('sharing.panel.revokeNamed', { created: when(link.created_at, locale) })}
                    >
                      {t('sharing.panel.revoke')}
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          </div>
        )}
        {answerPdf.isError && (
          <Alert color="red" role="alert">
            {describeError(t, answerPdf.error)}
          </Alert>
        )}
        {revoke.isError && (
          <Alert color="red" role="alert">
            {describeError(t, revoke.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
};
