import { Alert, Button, Group, Loader, Stack, Text, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/error-messages';

/** A spinner with its text, announced to screen readers. */
export const LoadingLine = ({ label, py = 'lg' }: { label: string; py?: MantineSpacing }) => (
  <Group gap="sm" py={py} role="status">
    <Loader size="sm" />
    <Text>{label}</Text>
  </Group>
);

type LoadErrorProps = { title: string; error: unknown; onRetry: () => void };

/** A failed load: the server's reason, translated, and a button to try again. */
export const LoadErrorAlert = ({ title, error, onRetry }: LoadErrorProps) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{describeError(t, error)}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('dashboard.retry')}
        </Button>
      </Stack>
    </Alert>
  );
};
