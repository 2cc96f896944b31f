import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard, LoginForm, type LoginNotice } from '../features/auth';

const noticeOf = (state: unknown): LoginNotice['notice'] | undefined => {
  const notice = typeof state === 'object' && state !== null ? (state as Partial<LoginNotice>).notice : undefined;
  return notice === 'password-reset' || notice === 'session-ended' ? notice : undefined;
};

export const LoginPage = () => {
  const { t } = useTranslation();
  const { state, search } = useLocation();
  const notice = noticeOf(state);
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Text>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={{ pathname: '/register', search }} fw={600}>
            {t('auth.login.registerLink')}
          </Anchor>
        </Text>
      }
    >
      <LoginForm
        variant="user"
        notice={notice === 'password-reset' ? t('auth.reset.success') : notice === 'session-ended' ? t('auth.login.sessionEnded') : undefined}
        noticeTone={notice === 'session-ended' ? 'error' : 'success'}
      />
    </AuthCard>
  );
};
