import { Alert, Button, Card, Group, List, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useRequestAccountDeletion } from '../api/delete-account';

/**
 * /account, owner only: deleting the business account. It says what goes and what the operator
 * keeps, asks for the password, and mails the link whose page deletes (SPEC: confirmation by
 * password and by e-mail).
 */
export const DeleteAccountCard = ({ email }: { email: string }) => {
  const { t, i18n } = useTranslation();
  const request = useRequestAccountDeletion();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (password === '') return;
    request.mutate({ password, locale: i18n.resolvedLanguage }, { onSuccess: () => setPassword('') });
  };
  const wrongPassword = isApiError(request.error) && request.error.code === 'wrong_password';
  const passwordError = missing ? t('auth.validation.required') : wrongPassword ? t('errors.wrong_password') : undefined;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-delete" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconTrash size={22} color="var(--mantine-color-red-7)" aria-hidden />
          <Title order={2} fz="lg" id="account-delete" c="red.8">
            {t('account.delete.title')}
          </Title>
        </Group>
        <Text fz="sm">{t('account.delete.intro')}</Text>
        <List fz="sm" spacing={4}>
          <List.Item>{t('account.delete.deleted')}</List.Item>
          <List.Item>{t('account.delete.kept')}</List.Item>
          <List.Item>{t('account.delete.invoices')}</List.Item>
        </List>
        {request.isSuccess ? (
          <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />} style={{ overflowWrap: 'anywhere' }}>
            {t('account.delete.sent', { email })}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              {request.isError && !wrongPassword && (
                <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
                  {describeError(t, request.error)}
                </Alert>
              )}
              <PasswordInput
                label={t('account.delete.password')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={passwordError}
                maw={420}
              />
              <Button type="submit" color="red" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('account.delete.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
};
