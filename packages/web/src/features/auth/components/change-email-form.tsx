import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useRequestEmailChange } from '../api/request-email-change';
import { hasErrors, validateEmailOnly, type Validation } from '../validation';
import { FormAlert } from '../../../components/form-alert';
import { CurrentPasswordInput } from './password-fields';

type Field = 'email' | 'current';

/** Account page: asks for a new address; it changes only once the link mailed to it is opened. */
export const ChangeEmailForm = ({ currentEmail }: { currentEmail: string }) => {
  const { t, i18n } = useTranslation();
  const request = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [checked, setChecked] = useState<Validation<Field>>({ fields: {} });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...validateEmailOnly({ email }).fields, ...(current === '' ? { current: 'auth.validation.required' as const } : {}) };
    setChecked({ fields });
    if (hasErrors({ fields })) return;
    const newEmail = email.trim();
    request.mutate(
      { new_email: newEmail, current_password: current, locale: i18n.resolvedLanguage },
      {
        onSuccess: () => {
          setSentTo(newEmail);
          setEmail('');
          setCurrent('');
        },
      },
    );
  };
  const serverField = (): Partial<Record<Field, string>> => {
    const error = request.error;
    if (!isApiError(error)) return {};
    if (error.code === 'wrong_password') return { current: t('errors.wrong_password') };
    if (error.code === 'email_taken') return { email: t('errors.email_taken') };
    if (error.code === 'validation_error' && error.details.some((d) => d.path === 'new_email')) return { email: t('account.email.same') };
    return {};
  };
  const onField = serverField();
  const fieldError = (field: Field) => {
    const key = checked.fields[field];
    return key ? t(key) : onField[field];
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('account.email.currentAddress', { email: currentEmail })}
        </Text>
        {sentTo && request.isSuccess && <FormAlert tone="success">{t('account.email.sent', { email: sentTo })}</FormAlert>}
        {request.isError && Object.keys(onField).length === 0 && <FormAlert>{describeError(t, request.error)}</FormAlert>}
        <TextInput
          label={t('account.email.new')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError('email')}
        />
        <CurrentPasswordInput value={current} onChange={setCurrent} error={fieldError('current')} />
        <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('account.email.submit')}
        </Button>
      </Stack>
    </form>
  );
};
