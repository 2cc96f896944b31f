import type { CustomerDetailDto, CustomerEraseResult } from '@atelier/core';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { describeError } from '../../../lib/error-messages';
import { useEraseCustomer, useExportCustomer } from '../api/customers';
import { customerName } from './customer-name';

/** What an erasure did: the documents it erased, and the invoices it kept and why. */
export const ErasureReport = ({ result }: { result: CustomerEraseResult }) => {
  const { t } = useTranslation();
  return (
    <Alert color="teal" variant="light" title={t('customers.gdpr.done', { count: result.erased.length })} role="status" data-testid="erasure-report">
      {result.kept.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            {t('customers.gdpr.keptTitle')}
          </Text>
          <List size="sm">
            {result.kept.map((d) => (
              <List.Item key={d.id}>{t('customers.gdpr.keptReason', { number: d.number, title: d.form_title })}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Alert>
  );
};

/**
 * GDPR on behalf of the workshop (the controller): the customer's data as a ZIP, or erased from
 * every document but the invoices the law keeps (the dialog names them before anything happens,
 * and says what else goes: their name and contacts in any text, signatures, sends, reminders).
 * The owner's only; a member reads why.
 */
export const CustomerGdpr = ({ detail, isOwner, onErased }: { detail: CustomerDetailDto; isOwner: boolean; onErased: (result: CustomerEraseResult) => void }) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const exporting = useExportCustomer(detail.customer.id);
  const erase = useEraseCustomer(detail.customer.id);
  const invoices = detail.documents.filter((d) => d.kind === 'invoice');
  const others = detail.documents.length - invoices.length;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('customers.gdpr.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('customers.gdpr.intro')}
        </Text>
        {!isOwner ? (
          <Text fz="sm">{t('customers.gdpr.ownerOnly')}</Text>
        ) : (
          <>
            <Group gap="sm" wrap="wrap">
              <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
                {t('customers.gdpr.export')}
              </Button>
              <Button color="red" variant="outline" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setAsking(true)}>
                {t('customers.gdpr.erase')}
              </Button>
            </Group>
            {exporting.isError && <FormAlert>{describeError(t, exporting.error)}</FormAlert>}
            {exporting.isSuccess && (
              <Text fz="sm" c="green.8" role="status">
                {t('customers.gdpr.exported')}
              </Text>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        danger
        title={t('customers.gdpr.confirmTitle', { name: customerName(t, detail.customer) })}
        message={
          <>
            {t('customers.gdpr.confirmMessage', { count: others })}{' '}
            {invoices.length > 0 ? t('customers.gdpr.kept', { numbers: invoices.map((d) => d.number).join(', ') }) : t('customers.gdpr.noneKept')}
            <Text component="span" display="block" mt="xs" fz="sm">
              {t('customers.gdpr.confirmAlso')}
            </Text>
          </>
        }
        confirmLabel={t('customers.gdpr.confirm')}
        busy={erase.isPending}
        error={erase.isError ? describeError(t, erase.error) : undefined}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          erase.mutate(undefined, {
            onSuccess: (result) => {
              setAsking(false);
              onErased(result);
            },
          })
        }
      />
    </Card>
  );
};
