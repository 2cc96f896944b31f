import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard, ConfirmEmailChange } from '../features/auth';
import { useSession } from '../lib/session/session-store';

/** /confirm-email?token=…: the link mailed to a new address. */
export const ConfirmEmailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  return (
    <AuthCard title={t('account.confirm.title')}>
      <ConfirmEmailChange token={params.get('token')} signedIn={Boolean(session)} />
    </AuthCard>
  );
};
