import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../features/auth/components/auth-card';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

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
