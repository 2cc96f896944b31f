import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { hasErrors, validateEmailOnly, type Validation } from '../validation';
import { FormAlert } from '../../../components/form-alert';

export const ForgotPasswordForm = () => {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState<Validation<'email'>>({ fields: {} });

  if (request.isSuccess) return <FormAlert tone="success">{t('auth.forgot.sent')}</FormAlert>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateEmailOnly({ email });
    setChecked(result);
    if (!hasErrors(result)) request.mutate({ email: email.trim() });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('auth.forgot.intro')}</Text>
        {request.isError && <FormAlert>{describeError(t, request.error)}</FormAlert>}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={checked.fields.email ? t(checked.fields.email) : undefined}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
};
