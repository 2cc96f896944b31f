import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginUrlFor, USER_HOME } from '../../../lib/return-to';
import { endSession } from '../../../lib/session/end-session';
import { useSession } from '../../../lib/session/session-store';
import { useAcceptAsSignedIn } from '../api/accept-invitation';
import { AcceptError } from './accept-error';

/**
 * The invited address has an account: it signs in (coming back here) and joins with its session.
 * Signed in as another address, it is offered to sign out and sign in as the invited one.
 */
export const JoinExisting = ({ token, email, businessName }: { token: string; email: string; businessName: string }) => {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptAsSignedIn();
  const loginUrl = loginUrlFor(pathname, search);

  if (!session) {
    return (
      <Stack gap="md">
        <Text>{t('team.accept.signInToJoin', { email })}</Text>
        <Button component={Link} to={loginUrl} fullWidth>
          {t('team.accept.signIn')}
        </Button>
      </Stack>
    );
  }

  const signedInAs = session.claims.email;
  const otherAddress = signedInAs.toLowerCase() !== email.toLowerCase();
  const switchAccount = () => void endSession('logout', { queryClient, navigate: () => void navigate(loginUrl, { replace: true }) });

  if (otherAddress) {
    return (
      <Stack gap="md">
        <Text>{t('team.accept.signedInAsOther', { current: signedInAs, email })}</Text>
        <Button onClick={switchAccount} fullWidth>
          {t('team.accept.switchAccount')}
        </Button>
      </Stack>
    );
  }

  const join = () =>
    accept.mutate(token, {
      onSuccess: () => {
        // Everything read so far belonged to the account's own (now deleted) business.
        queryClient.clear();
        void navigate(USER_HOME, { replace: true });
      },
    });

  return (
    <Stack gap="md">
      {accept.isError && <AcceptError error={accept.error} />}
      <Text>{t('team.accept.joinAs', { email: signedInAs, business: businessName })}</Text>
      <Button onClick={join} loading={accept.isPending} fullWidth>
        {t('team.accept.join')}
      </Button>
    </Stack>
  );
};
