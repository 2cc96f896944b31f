import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, ForgotPasswordForm } from '../features/auth';

export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t('auth.forgot.backToLogin')}
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
};
