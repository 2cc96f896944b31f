import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status" aria-live="polite">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
};
