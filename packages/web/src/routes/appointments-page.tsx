import { addDays, mondayOf, type AppointmentDto } from '@atelier/core';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../components/load-state';
import { estimateForm, useForms } from '../features/applications';
import { CalendarFeedCard, WeekCalendar, devizFromAppointmentPath, localToday, newAppointmentPath, useWeek } from '../features/appointments';
import { useStanding } from '../features/account';

/** /appointments: the workshop's week (SPEC §2 Internal appointments). */
export const AppointmentsPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const requested = params.get('week');
  const monday = mondayOf(requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : today);
  const week = useWeek(monday, addDays(monday, 6));
  const forms = useForms();
  // The estimate an appointment becomes: the VAT payer's car-service deviz first, else another car deviz.
  const deviz = estimateForm(forms.data);
  const formId = week.data?.form_id ?? undefined;
  const owner = useStanding()?.role === 'owner';

  const content = () => {
    if (week.isPending) return <LoadingLine label={t('appointments.loading')} py="xl" />;
    if (week.isError) return <LoadErrorAlert title={t('appointments.loadError')} error={week.error} onRetry={() => void week.refetch()} />;
    return (
      <Stack gap="md">
        {!formId && (
          <Alert color="yellow" role="status">
            {t('appointments.formMissing')}
          </Alert>
        )}
        <WeekCalendar
          week={week.data}
          monday={monday}
          today={today}
          onWeekChange={(day) => setParams({ week: mondayOf(day) }, { replace: true })}
          devizPath={(a: AppointmentDto) => (deviz ? devizFromAppointmentPath(deviz.id, a.id) : undefined)}
          newPath={(date, start) => (formId ? newAppointmentPath(formId, date, start) : undefined)}
        />
      </Stack>
    );
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('appointments.title')}
          </Title>
          <Text c="dimmed">{t('appointments.intro')}</Text>
        </Stack>
        {content()}
        {owner && <CalendarFeedCard />}
      </Stack>
    </Container>
  );
};
