import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type ProblemAlertProps = { title: string; text?: string; onRetry?: () => void; back: { to: string; label: string } };

/** A page that cannot be shown: what went wrong, a retry when it may help, and a way back. */
export const ProblemAlert = ({ title, text, onRetry, back }: ProblemAlertProps) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {text && <Text fz="sm">{text}</Text>}
        <Group gap="sm">
          {onRetry && (
            <Button variant="light" color="red" onClick={onRetry}>
              {t('dashboard.retry')}
            </Button>
          )}
          <Button component={Link} to={back.to} variant="default">
            {back.label}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
};
