import { formatDateTime, type RegistryCredentialsStatus } from '@atelier/core';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InfoCard } from '../../../components/info-card';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useCredentialsStatus, useRemoveCredentials, useSaveCredentials, useTestConnection } from '../api/credentials';


/** The outcome of "test connection" (SPEC §8: test failed or succeeded). */
const TestResult = ({ status }: { status: RegistryCredentialsStatus }) => {
  const { t } = useTranslation();
  if (status.state === 'working') return <Alert color="green" role="status">{t('registry.test.succeeded')}</Alert>;
  return (
    <Alert color="red" role="alert">
      <Stack gap={4}>
        <Text fz="sm">{t(status.last_error_code === 'registry_unavailable' ? 'registry.test.failedUnavailable' : 'registry.test.failed')}</Text>
        {status.last_error && <Text fz="sm">{t('registry.credentials.registrySaid', { reason: status.last_error })}</Text>}
      </Stack>
    </Alert>
  );
};

/** Why the last check (a test or a send's login) failed: refused, or the registry could not be reached. */
const FailingReason = ({ status }: { status: RegistryCredentialsStatus }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light">
      <Stack gap={4}>
        <Text fz="sm">{t(status.last_error_code === 'registry_unavailable' ? 'registry.errors.registry_unavailable' : 'registry.errors.registry_credentials_rejected')}</Text>
        {status.last_error && <Text fz="sm">{t('registry.credentials.registrySaid', { reason: status.last_error })}</Text>}
      </Stack>
    </Alert>
  );
};

type CredentialsFormProps = { onSaved: () => void; onCancel?: (() => void) | undefined };

/** E-mail and password of the AutoPass account: checked by a registry login before they are kept. */
const CredentialsForm = ({ onSaved, onCancel }: CredentialsFormProps) => {
  const { t } = useTranslation();
  const save = useSaveCredentials();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = { email: email.trim() === '', password: password === '' };
    setMissing(problems);
    if (problems.email || problems.password) return;
    save.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          setPassword('');
          onSaved();
        },
      },
    );
  };
  const refused = isApiError(save.error) && (save.error.code === 'registry_login_failed' || save.error.code === 'validation_error');

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('registry.credentials.formLabel')}>
      <Stack gap="sm">
        {save.isError && (
          <Alert color="red" role="alert">
            <Stack gap={4}>
              <Text fz="sm">{refused ? t('registry.credentials.saveFailed') : describeError(t, save.error, { fallback: 'registry.credentials.saveFailed' })}</Text>
              {isApiError(save.error) && save.error.code === 'registry_login_failed' && (
                <Text fz="sm">{t('registry.credentials.registrySaid', { reason: save.error.message })}</Text>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('registry.credentials.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          value={email}
          error={missing.email ? t('registry.credentials.emailRequired') : undefined}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setMissing((m) => ({ ...m, email: false }));
          }}
        />
        <PasswordInput
          label={t('registry.credentials.password')}
          autoComplete="new-password"
          required
          value={password}
          error={missing.password ? t('registry.credentials.passwordRequired') : undefined}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setMissing((m) => ({ ...m, password: false }));
          }}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('registry.credentials.save')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('registry.credentials.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
};

/**
 * The registry-integration configuration card (SPEC §2): the credentials' state and last check,
 * the form to save them (owner), "test connection", and removal with a confirmation.
 */
export const RegistryCard = ({ isOwner, allocated = true }: { isOwner: boolean; allocated?: boolean }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = useCredentialsStatus({ enabled: allocated });
  const remove = useRemoveCredentials();
  const test = useTestConnection();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'removed'>();

  const notAllocated = !allocated || (isApiError(status.error) && status.error.code === 'registry_not_allocated');
  const body = () => {
    if (notAllocated) return <Alert color="yellow">{t('registry.card.notAllocated')}</Alert>;
    if (status.isPending) return <LoadingLine label={t('registry.card.loading')} />;
    if (status.isError) return <LoadErrorAlert title={t('registry.card.loadFailed')} error={status.error} onRetry={() => void status.refetch()} />;
    const current = status.data;
    const showForm = isOwner && (current.state === 'none' || editing);
    return (
      <Stack gap="sm">
        <Text fw={600} data-testid="registry-credentials-state">
          {t(`registry.card.state.${current.state}`)}
        </Text>
        {current.last_checked_at && <Text fz="sm">{t('registry.card.lastChecked', { date: formatDateTime(current.last_checked_at, locale) })}</Text>}
        {current.state === 'failing' && !test.isSuccess && <FailingReason status={current} />}
        {notice && (
          <Alert color="green" role="status">
            {t(notice === 'saved' ? 'registry.credentials.saved' : 'registry.credentials.removed')}
          </Alert>
        )}
        {test.isSuccess && !notice && <TestResult status={test.data} />}
        {test.isError && <Alert color="red" role="alert">{describeError(t, test.error)}</Alert>}
        {!isOwner && <Text fz="sm" c="dimmed">{t('registry.card.ownerOnly')}</Text>}
        {showForm ? (
          <CredentialsForm
            onSaved={() => {
              setEditing(false);
              test.reset();
              setNotice('saved');
            }}
            onCancel={current.state === 'none' ? undefined : () => setEditing(false)}
          />
        ) : (
          current.state !== 'none' && (
            <Group gap="sm">
              <Button
                variant="light"
                loading={test.isPending}
                onClick={() => {
                  setNotice(undefined);
                  test.mutate();
                }}
              >
                {t('registry.test.button')}
              </Button>
              {isOwner && (
                <>
                  <Button variant="default" onClick={() => setEditing(true)}>
                    {t('registry.credentials.replace')}
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                    {t('registry.credentials.remove')}
                  </Button>
                </>
              )}
            </Group>
          )
        )}
      </Stack>
    );
  };

  return (
    <InfoCard id="registry-card-title" icon={<IconCloudUpload size={22} aria-hidden />} title={t('registry.card.title')}>
      <Text fz="sm">{t('registry.card.intro')}</Text>
      {body()}
      <ConfirmDialog
        opened={confirming}
        title={t('registry.credentials.removeTitle')}
        message={t('registry.credentials.removeMessage')}
        confirmLabel={t('registry.credentials.removeConfirm')}
        danger
        busy={remove.isPending}
        error={remove.isError ? t('registry.credentials.removeFailed') : undefined}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              remove.reset();
              test.reset();
              setNotice('removed');
            },
          })
        }
      />
    </InfoCard>
  );
};
