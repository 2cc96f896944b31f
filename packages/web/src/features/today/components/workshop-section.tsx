import { formatDate, type TodayResponse } from '@atelier/core';
import { Text } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { TapLink, TodayRow, TodaySection, joined } from './today-section';

/** Cars in the workshop, the newest in first: each opens the car's page, its entry document beside it. */
export const WorkshopSection = ({ workshop }: { workshop: TodayResponse['workshop'] }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TodaySection
      id="today-workshop"
      icon={<IconCar size={22} aria-hidden />}
      title={t('today.workshop.title')}
      intro={t('today.workshop.intro')}
      total={workshop.total}
      shown={workshop.results.length}
      empty={t('today.workshop.empty')}
    >
      {workshop.results.map((car) => {
        const name = car.plate ?? car.vin ?? '';
        return (
          <TodayRow
            key={car.vehicle_id}
            title={
              <TapLink to={`/vehicles/${encodeURIComponent(car.vehicle_id)}`} fw={700} aria-label={t('today.workshop.openVehicle', { plate: name })}>
                {name}
              </TapLink>
            }
            detail={joined([car.make, car.model].filter(Boolean).join(' '), car.client, t('today.workshop.since', { date: formatDate(car.since, locale) }))}
            actions={
              <Text fz="sm">
                <TapLink inline to={`/documents/${encodeURIComponent(car.document.id)}`} aria-label={t('today.openDocument', { number: car.document.number })}>
                  {car.document.number}
                </TapLink>
              </Text>
            }
          />
        );
      })}
    </TodaySection>
  );
};
