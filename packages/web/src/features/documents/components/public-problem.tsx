import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A public page that cannot be shown: what went wrong and a way back. */
export const PublicProblem = ({ title, text, onRetry }: { title: string; text?: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {text && <Text fz="sm">{text}</Text>}
        {onRetry ? (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('dashboard.retry')}
          </Button>
        ) : (
          <Button component={Link} to="/" variant="default">
            {t('publicDocs.backHome')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
};
