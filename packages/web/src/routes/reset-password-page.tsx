import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, ResetPasswordForm } from '../features/auth';

export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={t('auth.reset.title')}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t('auth.forgot.backToLogin')}
        </Anchor>
      }
    >
      <ResetPasswordForm token={params.get('token')} />
    </AuthCard>
  );
};
