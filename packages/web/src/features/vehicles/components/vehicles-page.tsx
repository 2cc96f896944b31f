import { formatDate, formatNumber } from '@atelier/core';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { PageFrame } from '../../../components/page-frame';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { useVehicles, VEHICLES_PAGE_SIZE } from '../api/vehicles';
import { vehiclePath } from '../paths';

/** /vehicles: the business's cars, newest document first, searched by a fragment of a plate or VIN. */
export const VehiclesPage = () => {
  const { t } = useTranslation();
  // On a phone the counts go under the car, from the left (on the right of a line of their own they floated mid-card).
  const wide = useMinWidth('sm');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const vehicles = useVehicles(query, page);
  const body = (() => {
    if (vehicles.isPending) return <LoadingLine label={t('vehicles.list.loading')} />;
    if (vehicles.isError) return <LoadErrorAlert title={t('vehicles.list.loadError')} error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
    const { results, total } = vehicles.data;
    if (total === 0) return <Text c="dimmed">{query ? t('vehicles.list.noMatch', { query }) : t('vehicles.list.empty')}</Text>;
    return (
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('vehicles.list.total', { count: total })}
        </Text>
        {results.map((v) => (
          <Paper key={v.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Anchor component={Link} to={vehiclePath(v.id)} fw={700} fz="lg">
                  {v.plate ?? v.vin ?? t('vehicles.list.noPlate')}
                </Anchor>
                <Text fz="sm">{[v.make, v.model, v.year].filter((x) => x !== null && x !== '').join(' ')}</Text>
                {v.vin && v.plate && (
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {v.vin}
                  </Text>
                )}
              </Stack>
              <Stack gap={2} align={wide ? 'flex-end' : 'flex-start'}>
                <Badge variant="light">{t('vehicles.list.documents', { count: v.documents })}</Badge>
                <Text fz="xs" c="dimmed">
                  {t('vehicles.list.lastSeen', { date: formatDate(v.last_seen, locale) })}
                </Text>
                {v.last_odometer_km !== null && (
                  <Text fz="xs" c="dimmed">
                    {t('vehicles.odometer.km', { km: formatNumber(v.last_odometer_km, { locale, decimals: 0 }) })}
                  </Text>
                )}
              </Stack>
            </Group>
          </Paper>
        ))}
        <Pager page={page} total={total} pageSize={VEHICLES_PAGE_SIZE} onChange={setPage} />
      </Stack>
    );
  })();
  return (
    <PageFrame title={t('vehicles.list.title')} intro={t('vehicles.list.intro')}>
      <SearchBox
        label={t('vehicles.list.search')}
        placeholder={t('vehicles.list.searchPlaceholder')}
        value={query}
        onSearch={(next) => {
          setQuery(next);
          setPage(1);
        }}
        maw={420}
      />
      {body}
    </PageFrame>
  );
};
