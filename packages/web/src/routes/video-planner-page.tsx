import { addDays, localizeDefinition, mondayOf } from '@atelier/core';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../components/load-state';
import { localToday } from '../features/appointments';
import { newDocumentPath, useForm } from '../features/documents';
import { VideoWeek, useVideoWeek } from '../features/video-planner';
import { useLocale } from '../lib/use-locale';

/** /video-planner: the video editor's week (SPEC §2 Video-edit project). */
export const VideoPlannerPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const requested = params.get('week');
  const monday = mondayOf(requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : today);
  const week = useVideoWeek(monday, addDays(monday, 6));
  const formId = week.data?.form_id ?? undefined;
  const form = useForm(formId);
  const definition = useMemo(() => (form.data ? localizeDefinition(form.data.form_schema, locale) : undefined), [form.data, locale]);

  const content = () => {
    if (week.isPending) return <LoadingLine label={t('videoPlanner.loading')} py="xl" />;
    if (week.isError) return <LoadErrorAlert title={t('videoPlanner.loadError')} error={week.error} onRetry={() => void week.refetch()} />;
    return (
      <Stack gap="md">
        {formId ? (
          <Group>
            <Button component={Link} to={newDocumentPath(formId)} variant="light">
              {t('videoPlanner.new')}
            </Button>
          </Group>
        ) : (
          <Alert color="yellow" role="status">
            {t('videoPlanner.formMissing')}
          </Alert>
        )}
        <VideoWeek week={week.data} monday={monday} today={today} definition={definition} onWeekChange={(day) => setParams({ week: mondayOf(day) }, { replace: true })} />
      </Stack>
    );
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('videoPlanner.title')}
          </Title>
          <Text c="dimmed">{t('videoPlanner.intro')}</Text>
        </Stack>
        {content()}
      </Stack>
    </Container>
  );
};
