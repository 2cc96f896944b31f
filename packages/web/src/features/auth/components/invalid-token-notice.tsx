import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';

export const InvalidTokenNotice = () => {
  const { t } = useTranslation();
  return (
    <FormAlert>
      <Stack gap="xs">
        <Text fz="sm">{t('auth.reset.invalidToken')}</Text>
        <Anchor component={Link} to="/forgot-password" fw={600} fz="sm">
          {t('auth.reset.requestNew')}
        </Anchor>
      </Stack>
    </FormAlert>
  );
};
