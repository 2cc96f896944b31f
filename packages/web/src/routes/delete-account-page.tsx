import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmAccountDeletion } from '../features/account';
import { AuthCard } from '../features/auth';

/** /account/delete/:token: the link mailed to the owner who asked to delete the business account. */
export const DeleteAccountPage = () => {
  const { t } = useTranslation();
  const { token } = useParams();
  return (
    <AuthCard title={t('account.deleteConfirm.title')}>
      <ConfirmAccountDeletion token={token} />
    </AuthCard>
  );
};
