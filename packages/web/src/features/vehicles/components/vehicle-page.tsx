import { formatDate, formatNumber, isId } from '@atelier/core';
import { Anchor, Badge, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api-error';
import { useAnnouncePageTitle } from '../../../lib/page-title';
import { useLocale } from '../../../lib/use-locale';
import { useVehicle } from '../api/vehicles';
import { localDay } from '../papers';
import { VEHICLES_PATH } from '../paths';
import { MergeSection, NewDocumentSection } from './vehicle-actions';
import { AppointmentsSection, DocumentsSection, OdometerSection, PapersSection, RegistrySection, RemindersSection } from './vehicle-sections';

/**
 * /vehicles/{id}: one car: its plates, VIN, make, model, year; its papers' expiry dates; its reminders; its
 * odometer timeline; its documents, appointments and AutoPass sends; a new document for it; merges.
 */
export const VehiclePage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const vehicle = useVehicle(id, isId(id));
  // The workshop's today, for the papers' due and overdue badges.
  const today = localDay(new Date());
  useAnnouncePageTitle(id, vehicle.data?.vehicle.plate ?? vehicle.data?.vehicle.vin ?? undefined);
  const back = (
    <Anchor component={Link} to={VEHICLES_PATH} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('vehicles.page.back')}
      </Group>
    </Anchor>
  );
  const content = (() => {
    if (!isId(id) || (isApiError(vehicle.error) && vehicle.error.status === 404)) return <FormAlert>{t('vehicles.page.notFound')}</FormAlert>;
    if (vehicle.isError) return <LoadErrorAlert title={t('vehicles.page.loadError')} error={vehicle.error} onRetry={() => void vehicle.refetch()} />;
    if (!vehicle.data) return <LoadingLine label={t('vehicles.page.loading')} py="xl" />;
    const detail = vehicle.data;
    const v = detail.vehicle;
    const others = v.plates.filter((p) => p !== v.plate_key);
    return (
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {v.plate ?? v.vin}
          </Title>
          <Group gap="xs" wrap="wrap">
            {[v.make, v.model].filter(Boolean).length > 0 && <Text fw={600}>{[v.make, v.model].filter(Boolean).join(' ')}</Text>}
            {v.year !== null && <Text c="dimmed">{t('vehicles.page.year', { year: v.year })}</Text>}
            {v.vin && (
              <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
                {`${t('vehicles.page.vin')} ${v.vin}`}
              </Badge>
            )}
          </Group>
          {others.length > 0 && (
            <Text fz="sm" c="dimmed">
              {t('vehicles.page.otherPlates', { plates: others.join(', ') })}
            </Text>
          )}
          {v.last_odometer_km !== null && v.last_odometer_day !== null && (
            <Text fz="sm" c="dimmed">
              {t('vehicles.page.lastKm', { km: formatNumber(v.last_odometer_km, { locale, decimals: 0 }), date: formatDate(v.last_odometer_day, locale) })}
            </Text>
          )}
        </Stack>
        <NewDocumentSection detail={detail} />
        <PapersSection detail={detail} today={today} locale={locale} />
        <RemindersSection detail={detail} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <DocumentsSection detail={detail} locale={locale} />
          <Stack gap="lg">
            <OdometerSection detail={detail} locale={locale} />
            <AppointmentsSection detail={detail} locale={locale} />
            <RegistrySection detail={detail} locale={locale} />
          </Stack>
        </SimpleGrid>
        <MergeSection detail={detail} locale={locale} />
      </Stack>
    );
  })();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        {back}
        {content}
      </Stack>
    </Container>
  );
};
