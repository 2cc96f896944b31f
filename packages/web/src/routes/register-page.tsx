import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard, RegisterForm } from '../features/auth';

export const RegisterPage = () => {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <Text>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to={{ pathname: '/login', search }} fw={600}>
            {t('auth.register.loginLink')}
          </Anchor>
        </Text>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
};
