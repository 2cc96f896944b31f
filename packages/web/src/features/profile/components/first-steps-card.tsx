import { Alert, Badge, Button, Card, CloseButton, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-messages';
import { useDismissFirstSteps } from '../api/dismiss-first-steps';
import { useFirstSteps } from '../api/get-first-steps';

type StepProps = { done: boolean; icon: ReactNode; title: string; text: string; action: ReactNode };

const Step = ({ done, icon, title, text, action }: StepProps) => {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={40} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal' : 'indigo'} aria-hidden>
        {done ? <IconCheck size={22} /> : icon}
      </ThemeIcon>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group gap="xs">
          <Text fw={700}>{title}</Text>
          {done && (
            <Badge color="teal" variant="light">
              {t('firstSteps.done')}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
        {!done && action}
      </Stack>
    </Group>
  );
};

/**
 * The dashboard's first steps after registration: fill the company profile, save the first
 * document. Progress comes from the server (what is really done); the card goes once both are
 * done or the user closes it (kept on the server, so it stays closed on every device).
 */
export const FirstStepsCard = () => {
  const { t } = useTranslation();
  const steps = useFirstSteps();
  const dismiss = useDismissFirstSteps();
  // Nothing to show while loading or on failure: the first steps are a help, not the page.
  if (!steps.data || steps.data.dismissed || (steps.data.profile_filled && steps.data.document_saved)) return null;
  const done = Number(steps.data.profile_filled) + Number(steps.data.document_saved);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="first-steps-title" bg="indigo.0">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="first-steps-title">
              {t('firstSteps.title')}
            </Title>
            <Text fz="sm">{t('firstSteps.intro')}</Text>
          </Stack>
          <CloseButton size="lg" aria-label={t('firstSteps.dismiss')} disabled={dismiss.isPending} onClick={() => dismiss.mutate()} />
        </Group>
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('firstSteps.progress', { done, total: 2 })}
          </Text>
          <Progress value={(done / 2) * 100} color="teal" size="md" aria-hidden />
        </Stack>
        <Step
          done={steps.data.profile_filled}
          icon={<IconBuildingStore size={22} />}
          title={t('firstSteps.profile.title')}
          text={t('firstSteps.profile.text')}
          action={
            <Button component={Link} to="/profile" w="fit-content">
              {t('firstSteps.profile.action')}
            </Button>
          }
        />
        <Step
          done={steps.data.document_saved}
          icon={<IconFileText size={22} />}
          title={t('firstSteps.document.title')}
          text={t('firstSteps.document.text')}
          action={
            <Button component={Link} to="/dashboard?tab=applications" variant={steps.data.profile_filled ? 'filled' : 'default'} w="fit-content">
              {t('firstSteps.document.action')}
            </Button>
          }
        />
        {dismiss.isError && (
          <Alert color="red" role="alert">
            {describeError(t, dismiss.error, { fallback: 'firstSteps.dismissFailed' })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
};
