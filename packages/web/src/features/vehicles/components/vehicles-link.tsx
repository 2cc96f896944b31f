import { Button, Text } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoCard } from '../../../components/info-card';
import { VEHICLES_PATH } from '../paths';

/** The way to the vehicle directory from the dashboard's overview. */
export const VehiclesLink = () => {
  const { t } = useTranslation();
  return (
    <InfoCard id="vehicles" icon={<IconCar size={22} aria-hidden />} title={t('vehicles.list.title')}>
      <Text fz="sm" c="dimmed">
        {t('vehicles.list.intro')}
      </Text>
      <Button component={Link} to={VEHICLES_PATH} variant="light" w="fit-content">
        {t('vehicles.list.open')}
      </Button>
    </InfoCard>
  );
};
