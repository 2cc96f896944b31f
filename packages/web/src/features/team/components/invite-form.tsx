import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { isValidEmail } from '../../auth';
import { FormAlert } from '../../../components/form-alert';
import { useInviteMember } from '../api/invite-member';

const NAME_MAX = 120;

/** Server answers that concern the address itself: shown at the e-mail field. */
const EMAIL_CODES: Partial<Record<string, ParseKeys>> = {
  already_member: 'errors.already_member',
  invitation_exists: 'errors.invitation_exists',
  validation_error: 'auth.validation.emailInvalid',
};

const isTooMany = (error: unknown) => isApiError(error) && error.status === 429;

/** Invite a person by e-mail; the link in the mail lets them join this business. */
export const InviteForm = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<ParseKeys>();
  const [sentTo, setSentTo] = useState<string>();

  const serverEmailError = isApiError(invite.error) ? EMAIL_CODES[invite.error.code] : undefined;
  const shownEmailError = emailError ?? serverEmailError;
  const formError = invite.error && !serverEmailError ? invite.error : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem: ParseKeys | undefined = address === '' ? 'auth.validation.required' : isValidEmail(address) ? undefined : 'auth.validation.emailInvalid';
    setEmailError(problem);
    setSentTo(undefined);
    if (problem) return;
    invite.mutate(
      { email: address, name: name.trim(), locale },
      {
        onSuccess: (invitation) => {
          setSentTo(invitation.email);
          setEmail('');
          setName('');
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('team.invite.title')}>
      <Stack gap="md">
        {sentTo && (
          <FormAlert tone="success">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('team.invite.sent', { email: sentTo })}
            </Text>
          </FormAlert>
        )}
        {formError && (
          <FormAlert>{isTooMany(formError) ? t('team.invite.tooMany') : describeError(t, formError, { fallback: 'team.invite.failed' })}</FormAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('team.invite.email')}
            type="email"
            autoComplete="off"
            inputMode="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(undefined);
              if (invite.isError) invite.reset();
            }}
            error={shownEmailError && t(shownEmailError)}
          />
          <TextInput
            label={t('team.invite.name')}
            description={t('team.invite.nameHint')}
            autoComplete="off"
            maxLength={NAME_MAX}
            inputWrapperOrder={['label', 'input', 'description']}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Button type="submit" loading={invite.isPending} w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }}>
          {t('team.invite.submit')}
        </Button>
      </Stack>
    </form>
  );
};
