import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard, RegisterForm } from '../features/auth';

/**
 * A visitor sent here to get an application ("Cere acces", with returnTo) may already have an
 * account: signing in is offered above the form, one tap away on a phone, keeping returnTo.
 */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      lead={
        <Text ta="center">
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
