import { useTranslation } from 'react-i18next';
import { AuthCard, LoginForm } from '../features/auth';

export const AdminLoginPage = () => {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('admin.login.title')} subtitle={t('admin.login.subtitle')}>
      <LoginForm variant="admin" />
    </AuthCard>
  );
};
