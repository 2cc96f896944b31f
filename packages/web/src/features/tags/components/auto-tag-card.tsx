import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { FormAlert } from '../../../components/form-alert';
import { useAutoTag, useStartAutoTag } from '../api/tags';

/** Auto-tagging of the whole history, run in the background: progress done/total (SPEC §2), read again every second while it runs. */
export const AutoTagCard = () => {
  const { t } = useTranslation();
  const job = useAutoTag();
  const start = useStartAutoTag();
  const data = job.data;
  const open = data?.status === 'queued' || data?.status === 'running';
  const percent = data && data.total > 0 ? Math.round((data.done / data.total) * 100) : open ? 0 : 100;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="auto-tag-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="auto-tag-title">
          {t('tags.auto.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('tags.auto.intro')}
        </Text>
        {start.isError && <FormAlert>{describeError(t, start.error, { fallback: 'tags.auto.failed' })}</FormAlert>}
        {data && data.status !== 'idle' && (
          <Stack gap={4}>
            <Progress value={percent} size="lg" aria-label={t('tags.auto.progressLabel')} animated={open} />
            <Text fz="sm" aria-live="polite" data-testid="auto-tag-progress">
              {open
                ? t('tags.auto.running', { done: data.done, total: data.total })
                : data.status === 'failed'
                  ? t('tags.auto.failedRun', { error: data.error ?? '' })
                  : t('tags.auto.done', { done: data.done, total: data.total, tagged: data.tagged })}
            </Text>
          </Stack>
        )}
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending} disabled={open}>
            {open ? t('tags.auto.busy') : t('tags.auto.start')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
