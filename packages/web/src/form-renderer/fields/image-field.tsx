import { Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOf } from '../core-types';
import type { ScalarFieldProps } from '../types';
import { asText } from './common';
import { imageToDataUrl } from './image-file';

/** A photo or picture (the phone offers its camera), kept as a data URL, shrunk to fit. */
export const ImageField = (props: ScalarFieldProps<FieldOf<'image'>>) => {
  const { t } = useTranslation();
  const { value, onChange, readOnly, label, error, field, path, onBlur } = props;
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const url = asText(value);

  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    const result = await imageToDataUrl(file, field.maxSizeKb).catch(() => ({ ok: false, reason: 'not-image' }) as const);
    setBusy(false);
    if (result.ok) {
      onChange(result.url);
      onBlur?.();
    } else {
      setProblem(result.reason === 'too-large' ? t('form.image.tooLarge') : t('form.image.notImage'));
    }
  };

  return (
    <Input.Wrapper id={path} label={label} description={field.help} error={problem ?? error} withAsterisk={field.required === true}>
      <Stack gap="xs" mt={4}>
        {url && <Image src={url} alt={label} mah={240} w="auto" fit="contain" radius="md" bd="1px solid var(--mantine-color-gray-3)" />}
        {!readOnly && (
          <Group gap="sm">
            <FileButton onChange={(file) => void pick(file)} accept="image/*">
              {(buttonProps) => (
                <Button {...buttonProps} variant="default" loading={busy} leftSection={<IconCamera size={20} aria-hidden />}>
                  {url ? t('form.image.replace') : t('form.image.choose')}
                </Button>
              )}
            </FileButton>
            {url && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => onChange(null)}>
                {t('form.image.remove')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
};
