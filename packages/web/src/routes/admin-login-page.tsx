import { useTranslation } from 'react-i18next';
import { AuthCard } from '../features/auth/components/auth-card';
import { LoginForm } from '../features/auth/components/login-form';

export const AdminLoginPage = () => {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('admin.login.title')} subtitle={t('admin.login.subtitle')}>
      <LoginForm variant="admin" />
    </AuthCard>
  );
};
