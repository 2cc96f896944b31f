import { addDays, type FieldRole, type FormDefinition, type VideoProjectDto, type VideoWeekResponse } from '@atelier/core';
import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useSetVideoStatus } from '../api/video-projects';

/** The options of the field of `role` (value → label in the definition's language). */
const optionsOf = (definition: FormDefinition | undefined, role: FieldRole): { value: string; label: string }[] => {
  for (const step of definition?.steps ?? []) {
    for (const field of step.fields) {
      if (field.role === role && (field.type === 'select' || field.type === 'radio')) return field.options.map((o) => ({ value: o.value, label: o.label }));
    }
  }
  return [];
};

const longDate = (date: string, locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const ProjectCard = ({ project: p, definition }: { project: VideoProjectDto; definition: FormDefinition | undefined }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const setStatus = useSetVideoStatus();
  const label = (role: FieldRole, value: string) => optionsOf(definition, role).find((o) => o.value === value)?.label ?? value;
  const statuses = optionsOf(definition, 'project.status');
  const headingId = `project-${p.id}`;
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={headingId} data-testid="video-project" style={{ borderLeft: `4px solid var(--mantine-color-${p.overdue ? 'red-6' : 'grape-6'})` }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/documents/${p.id}`} inherit>
              {p.project}
            </Anchor>
          </Title>
          {p.overdue && <Badge color="red">{t('videoPlanner.overdue')}</Badge>}
        </Group>
        <Text fz="sm">{p.client}</Text>
        <Group gap="xs">
          <Badge variant="light" color="grape" style={{ textTransform: 'none' }}>
            {label('project.type', p.type)}
          </Badge>
          <Badge variant="light" color={p.priority === 'urgent' ? 'red' : p.priority === 'high' ? 'orange' : 'gray'} style={{ textTransform: 'none' }}>
            {t('videoPlanner.priority', { priority: label('project.priority', p.priority) })}
          </Badge>
        </Group>
        <Text fz="sm">{t('videoPlanner.due', { date: longDate(p.due_date, locale) })}</Text>
        <Text fz="sm">{t('videoPlanner.duration', { hours: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(p.duration) })}</Text>
        <NativeSelect
          label={t('videoPlanner.status')}
          aria-label={t('videoPlanner.statusOf', { project: p.project })}
          value={p.status}
          data={statuses.length > 0 ? statuses : [{ value: p.status, label: p.status }]}
          disabled={setStatus.isPending}
          onChange={(event) => setStatus.mutate({ id: p.id, status: event.currentTarget.value })}
        />
        {setStatus.isError && (
          <Alert color="red" role="alert">
            {describeError(t, setStatus.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
};

/** SPEC §2 Video-edit project: the editor's week, by due date and priority, overdue ones marked. */
export const VideoWeek = ({ week, monday, today, definition, onWeekChange }: { week: VideoWeekResponse; monday: string; today: string; definition: FormDefinition | undefined; onWeekChange: (day: string) => void }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Button variant="default" onClick={() => onWeekChange(addDays(monday, -7))}>
            {t('appointments.previousWeek')}
          </Button>
          <Button variant="default" onClick={() => onWeekChange(today)}>
            {t('appointments.today')}
          </Button>
          <Button variant="default" onClick={() => onWeekChange(addDays(monday, 7))}>
            {t('appointments.nextWeek')}
          </Button>
        </Group>
        <Text fw={600} aria-live="polite">
          {t('appointments.weekOf', { from: longDate(monday, locale), to: longDate(addDays(monday, 6), locale) })}
        </Text>
      </Group>
      {week.projects.length === 0 ? (
        <Text>{t('videoPlanner.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {week.projects.map((p) => (
            <ProjectCard key={p.id} project={p} definition={definition} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};
