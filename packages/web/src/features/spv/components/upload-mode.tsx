import { SPV_UPLOAD_MODES, type SpvUploadMode } from '@atelier/core';
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { useSpvSettings } from '../api/connection';

const isMode = (value: string): value is SpvUploadMode => (SPV_UPLOAD_MODES as readonly string[]).includes(value);

/** Automatic on save, or manual with the Send to SPV button: the owner chooses, a member reads it. */
export const UploadMode = ({ mode, isOwner }: { mode: SpvUploadMode; isOwner: boolean }) => {
  const { t } = useTranslation();
  const settings = useSpvSettings();
  if (!isOwner) return <Text fz="sm">{t('spv.card.mode.current', { mode: t(`spv.card.mode.${mode}`) })}</Text>;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('spv.card.mode.label')}
        value={settings.isPending && settings.variables ? settings.variables.upload_mode : mode}
        onChange={(value) => {
          if (isMode(value) && value !== mode) settings.mutate({ upload_mode: value });
        }}
      >
        <Stack gap="sm" mt="xs">
          {SPV_UPLOAD_MODES.map((value) => (
            <Radio key={value} value={value} size="md" disabled={settings.isPending} label={t(`spv.card.mode.${value}`)} description={t(`spv.card.mode.${value}Help`)} />
          ))}
        </Stack>
      </Radio.Group>
      {settings.isSuccess && (
        <Text fz="sm" c="green.8" role="status">
          {t('spv.card.mode.saved')}
        </Text>
      )}
      {settings.isError && (
        <Alert color="red" role="alert">
          {describeError(t, settings.error, { fallback: 'spv.card.mode.saveFailed' })}
        </Alert>
      )}
    </Stack>
  );
};
