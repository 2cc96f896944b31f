import { formatDate, type Step, type StepData } from '@atelier/core';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from './core-types';
import type { RendererServices } from './types';

type Notice = { kind: 'filled'; date: string; previous: StepData } | { kind: 'none' } | { kind: 'failed' };

type PrefillControlProps = {
  step: Step;
  values: StepData;
  prefillStep: NonNullable<RendererServices['prefillStep']>;
  onFill: (data: StepData) => void;
  locale: Locale;
};

/** "Fill from the last entry" on steps with `prefill`, with an undo for the step it replaced. */
export const PrefillControl = ({ step, values, prefillStep, onFill, locale }: PrefillControlProps) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();

  const fill = async () => {
    setBusy(true);
    setNotice(undefined);
    try {
      const entry = await prefillStep(step.name);
      if (!entry) return setNotice({ kind: 'none' });
      setNotice({ kind: 'filled', date: formatDate(entry.createdAt, locale), previous: values });
      onFill({ ...values, ...entry.data });
    } catch {
      setNotice({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconHistory size={20} aria-hidden />}
        loading={busy}
        onClick={() => void fill()}
        w={{ base: '100%', xs: 'auto' }}
        h="auto"
        mih={42}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left', paddingBlock: 6 } }}
      >
        {t('form.prefill.button')}
      </Button>
      {notice && (
        <Alert
          w="100%"
          color={notice.kind === 'failed' ? 'red' : notice.kind === 'none' ? 'gray' : 'teal'}
          withCloseButton
          closeButtonLabel={t('form.close')}
          onClose={() => setNotice(undefined)}
          role="status"
        >
          <Group justify="space-between" gap="sm">
            <Text fz="sm">
              {notice.kind === 'filled' && t('form.prefill.filled', { date: notice.date })}
              {notice.kind === 'none' && t('form.prefill.none')}
              {notice.kind === 'failed' && t('errors.documents.pastDataLoad')}
            </Text>
            {notice.kind === 'filled' && (
              <Button
                size="compact-md"
                variant="subtle"
                onClick={() => {
                  onFill(notice.previous);
                  setNotice(undefined);
                }}
              >
                {t('form.prefill.undo')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
    </>
  );
};
