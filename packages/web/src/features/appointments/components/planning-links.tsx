import { Button, Group } from '@mantine/core';
import { IconCalendarWeek } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoCard } from '../../../components/info-card';

/** The dashboard's way to the planning screens of the applications the business has. */
export const PlanningLinks = ({ appointments, video }: { appointments: boolean; video: boolean }) => {
  const { t } = useTranslation();
  if (!appointments && !video) return null;
  return (
    <InfoCard id="planning" icon={<IconCalendarWeek size={22} aria-hidden />} title={t('appointments.planning')}>
      <Group gap="sm">
        {appointments && (
          <Button component={Link} to="/appointments" variant="light">
            {t('appointments.title')}
          </Button>
        )}
        {video && (
          <Button component={Link} to="/video-planner" variant="light">
            {t('videoPlanner.open')}
          </Button>
        )}
      </Group>
    </InfoCard>
  );
};
