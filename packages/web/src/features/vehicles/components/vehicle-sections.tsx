import { formatDate, formatMoney, formatNumber, type Locale, type ReminderDto, type SpvUploadState, type VehicleDetailDto } from '@atelier/core';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { estimateForm, useForms } from '../../applications';
import { ReminderItem, useVehicleReminders } from '../../reminders';
import { newDocumentForVehicle } from '../seed';
import { expiryStatus, PAPERS, paperExpiry, type ExpiryStatus } from '../papers';

const documentPath = (id: string) => `/documents/${encodeURIComponent(id)}`;
const km = (value: number, locale: Locale) => formatNumber(value, { locale, decimals: 0 });

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);

const SPV_COLOR: Record<SpvUploadState, string> = { to_send: 'gray', sent: 'blue', processing: 'blue', accepted: 'green', rejected: 'red', failed: 'red' };
const STATUS_COLOR: Record<ExpiryStatus, string> = { valid: 'green', due: 'orange', overdue: 'red', unknown: 'gray' };

/** ITP, RCA and rovinietă: each one's date and where it stands today (due within a month, overdue). */
export const PapersSection = ({ detail, today, locale }: { detail: VehicleDetailDto; today: string; locale: Locale }) => {
  const { t } = useTranslation();
  return (
    <Section title={t('vehicles.papers.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {PAPERS.map((paper) => {
          const date = paperExpiry(detail.vehicle, paper);
          const { status, days } = expiryStatus(date, today);
          const label =
            status === 'due' && days === 0
              ? t('vehicles.papers.status.today')
              : status === 'due'
                ? t('vehicles.papers.status.due', { count: days ?? 0 })
                : status === 'overdue'
                  ? t('vehicles.papers.status.overdue', { count: -(days ?? 0) })
                  : t(`vehicles.papers.status.${status}`);
          return (
            <Paper key={paper} withBorder p="sm" radius="sm" data-testid={`paper-${paper}`}>
              <Stack gap={4}>
                {/* The status whole, under the paper's name when both do not fit (English at 360 px cut it to "EXPIRES IN…"). */}
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600}>{t(`vehicles.papers.${paper}`)}</Text>
                  <Badge style={{ flexShrink: 0 }} color={STATUS_COLOR[status]} variant={status === 'valid' ? 'light' : 'filled'} data-status={status}>
                    {label}
                  </Badge>
                </Group>
                <Text fz="sm" c={date ? undefined : 'dimmed'}>
                  {date ? t('vehicles.papers.until', { date: formatDate(date, locale) }) : t('vehicles.papers.unknown')}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Section>
  );
};

/** The readings by date, each lower than an earlier one flagged, with the law that forbids it. */
export const OdometerSection = ({ detail, locale }: { detail: VehicleDetailDto; locale: Locale }) => {
  const { t } = useTranslation();
  const numbers = new Map(detail.documents.map((d) => [d.id, d.number]));
  return (
    <Section title={t('vehicles.odometer.title')}>
      {detail.rollbacks > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('vehicles.odometer.rollbackTitle')} role="alert">
          {t('vehicles.odometer.rollbackText', { count: detail.rollbacks })}
        </Alert>
      )}
      {detail.odometer.length === 0 ? (
        <Text c="dimmed">{t('vehicles.odometer.empty')}</Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {detail.odometer.map((point) => (
            <Group key={point.document_id} component="li" gap="xs" wrap="wrap" justify="space-between" data-rollback={point.rollback || undefined}>
              <Group gap="xs" wrap="nowrap">
                <Text fz="sm" c="dimmed" w={90}>
                  {formatDate(point.day, locale)}
                </Text>
                <Text fw={600} c={point.rollback ? 'red' : undefined}>
                  {t('vehicles.odometer.km', { km: km(point.km, locale) })}
                </Text>
                <Anchor component={Link} to={documentPath(point.document_id)} fz="sm">
                  {numbers.get(point.document_id)}
                </Anchor>
              </Group>
              {point.rollback && point.previous && (
                <Group gap={4} wrap="nowrap" c="red">
                  <IconAlertTriangle size={14} aria-hidden style={{ flexShrink: 0 }} />
                  <Text fz="xs" fw={600} c="red">
                    {t('vehicles.odometer.lower', { km: km(point.previous.km, locale), date: formatDate(point.previous.day, locale) })}
                  </Text>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
};

/** Its documents in time order: application, number, date, total, where it stands with the customer; each opens. */
export const DocumentsSection = ({ detail, locale }: { detail: VehicleDetailDto; locale: Locale }) => {
  const { t } = useTranslation();
  return (
    <Section title={t('vehicles.documents.title')}>
      {detail.documents.length === 0 ? (
        <Text c="dimmed">{t('vehicles.documents.empty')}</Text>
      ) : (
        <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="vehicle-documents">
          {detail.documents.map((d) => {
            const state = d.share_state && d.share_state !== 'not_sent' ? t(`vehicles.documents.state.${d.share_state}`) : '';
            return (
              <Group
                key={d.id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py={8}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={0}>
                  <Anchor component={Link} to={documentPath(d.id)} fw={600} aria-label={t('vehicles.documents.open', { title: d.form_title, number: d.number })}>
                    {d.form_title}
                  </Anchor>
                  <Text fz="sm" c="dimmed">
                    {[d.number, formatDate(d.date, locale)].join(' · ')}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {state && (
                    <Badge variant="light" color="blue">
                      {state}
                    </Badge>
                  )}
                  {d.spv_state && (
                    <Badge variant="light" color={SPV_COLOR[d.spv_state]}>
                      {t(`vehicles.documents.spv.${d.spv_state}`)}
                    </Badge>
                  )}
                  {d.total !== null && <Text fw={600}>{formatMoney(d.total, { locale, currency: d.currency })}</Text>}
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Section>
  );
};

/** Its appointments (from the appointments module), when it has any. */
export const AppointmentsSection = ({ detail, locale }: { detail: VehicleDetailDto; locale: Locale }) => {
  const { t } = useTranslation();
  if (detail.appointments.length === 0) return null;
  const numbers = new Map(detail.documents.map((d) => [d.id, d.number]));
  return (
    <Section title={t('vehicles.appointments.title')}>
      {detail.appointments.map((a) => (
        <Group key={a.document_id} justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={documentPath(a.document_id)}>
            {a.day ? (a.start ? t('vehicles.appointments.at', { date: formatDate(a.day, locale), time: a.start }) : formatDate(a.day, locale)) : t('vehicles.appointments.undated')}
            {` · ${numbers.get(a.document_id) ?? ''}`}
          </Anchor>
          <Badge variant="light" color={a.status === 'completed' ? 'green' : 'blue'}>
            {a.status === 'completed' ? t('vehicles.appointments.status.completed') : t('vehicles.appointments.status.scheduled')}
          </Badge>
        </Group>
      ))}
    </Section>
  );
};

/** Its documents sent (or tried) to the RAR registry, when any. */
export const RegistrySection = ({ detail, locale }: { detail: VehicleDetailDto; locale: Locale }) => {
  const { t } = useTranslation();
  if (detail.registry.length === 0) return null;
  const numbers = new Map(detail.documents.map((d) => [d.id, d.number]));
  return (
    <Section title={t('vehicles.registry.title')}>
      {detail.registry.map((r) => (
        <Group key={r.document_id} justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={documentPath(r.document_id)}>
            {numbers.get(r.document_id)}
          </Anchor>
          <Text fz="sm" c={r.state === 'failed' ? 'red' : undefined}>
            {r.state === 'sent' ? t('vehicles.registry.sent', { id: r.autopass_id ? ` (${r.autopass_id})` : '' }) : t(`vehicles.registry.${r.state}`)}
            {r.sent_at ? ` · ${formatDate(new Date(r.sent_at), locale)}` : ''}
          </Text>
        </Group>
      ))}
    </Section>
  );
};

/**
 * Its reminders (from the reminders module): the tags' due dates, the Notificări application's own
 * and its papers' expiry dates (ITP, RCA, rovinietă), by due date; none without the Notificări
 * application (the list answers 403) or when it has none.
 */
export const RemindersSection = ({ detail }: { detail: VehicleDetailDto }) => {
  const { t } = useTranslation();
  const v = detail.vehicle;
  const reminders = useVehicleReminders([...v.plates, ...(v.vin ? [v.vin] : [])]);
  const forms = useForms();
  const results = reminders.data?.results ?? [];
  // "New estimate" from a reminder: this car's, as "New document for this car" opens it.
  const estimatePath = (r: ReminderDto) => {
    const form = estimateForm(forms.data, r.last_form_id);
    return form ? newDocumentForVehicle(form.id, v.id) : undefined;
  };
  if (results.length === 0) return null;
  return (
    <Section title={t('vehicles.reminders.title')}>
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('vehicles.reminders.title')} style={{ listStyle: 'none' }}>
        {results.map((r) => (
          <ReminderItem key={`${r.source}-${r.tag_id ?? r.paper ?? ''}-${r.vehicle_key}-${r.last_document_id}`} reminder={r} estimatePath={estimatePath} />
        ))}
      </Stack>
    </Section>
  );
};
