import { formatMoney, LOGO_MAX_BYTES, PRICES } from '@atelier/core';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FileDropZone } from '../../../components/file-drop-zone';
import { InfoCard } from '../../../components/info-card';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useDataUrl } from '../../../lib/use-data-url';
import { useLocale } from '../../../lib/use-locale';
import { useLogo } from '../api/get-logo';
import { useRemoveLogo } from '../api/remove-logo';
import { useSaveLogo } from '../api/save-logo';
import { ExtendHint } from './extend-hint';
import { LogoPreview } from './logo-preview';

const LOGO_TYPES = ['image/png', 'image/jpeg'];

type LogoCardProps = {
  /** Whether the active subscription has the logo add-on (else the server refuses with 402). */
  addonActive: boolean;
  /** Whether a logo is stored (the subscription's has_logo): only then is it downloaded. */
  stored: boolean;
  /** Shown once a logo is printed: e.g. a button to preview a PDF with it. */
  sample?: ReactNode;
};

/** The logo printed on the user's PDFs: pick or drop it, see it at once, replace or remove it. */
export const LogoCard = ({ addonActive, stored, sample }: LogoCardProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const logo = useLogo(stored);
  const save = useSaveLogo();
  const remove = useRemoveLogo();
  const [chosen, setChosen] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const previewUrl = useDataUrl(chosen ?? logo.data);
  const hasLogo = Boolean(logo.data);
  const refused = !addonActive || (isApiError(save.error) && save.error.code === 'payment_required');

  const upload = (file: File) => {
    setSaved(false);
    save.reset();
    if (!LOGO_TYPES.includes(file.type)) return setProblem(t('personalization.logo.badType', { name: file.name }));
    if (file.size > LOGO_MAX_BYTES) return setProblem(t('personalization.logo.tooBig', { name: file.name, size: LOGO_MAX_BYTES / 1024 }));
    setProblem(undefined);
    // The chosen file shows at once; the stored one replaces it once the server has it.
    setChosen(file);
    save.mutate(file, { onSuccess: () => setSaved(true), onSettled: () => setChosen(undefined) });
  };

  const closeConfirm = () => {
    setConfirming(false);
    remove.reset();
  };

  const saveError = (): string | undefined => {
    if (!save.isError || refused) return undefined;
    // The server looks at the bytes: a renamed file is not an image.
    if (isApiError(save.error) && save.error.code === 'validation_error') return t('personalization.logo.badImage');
    return describeError(t, save.error, { fallback: 'personalization.logo.saveFailed' });
  };
  const failure = problem ?? saveError();

  return (
    <InfoCard id="logo-title" icon={<IconPhoto size={22} aria-hidden />} title={t('personalization.logo.title')}>
      <Text>{t('personalization.logo.explain')}</Text>
      {refused && (
        <Alert color="orange" title={t('personalization.logo.addonTitle')} role={save.isError ? 'alert' : undefined}>
          <Stack gap="xs">
            <Text fz="sm">{t(hasLogo ? 'personalization.logo.addonKept' : 'personalization.logo.addonNeeded', { amount: formatMoney(PRICES.logo, { locale }) })}</Text>
            <ExtendHint />
          </Stack>
        </Alert>
      )}
      {logo.isError && <Alert color="red">{describeError(t, logo.error, { fallback: 'personalization.logo.loadFailed' })}</Alert>}
      <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
        <Stack gap="xs" miw={200} style={{ flex: '1 1 200px' }}>
          <LogoPreview url={previewUrl} pending={save.isPending} />
          {hasLogo && !chosen && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)} w="fit-content">
              {t('personalization.logo.remove')}
            </Button>
          )}
        </Stack>
        {!refused && (
          <Stack gap="xs" miw={220} style={{ flex: '2 1 260px' }}>
            <FileDropZone accept={LOGO_TYPES.join(',')} onFile={upload} pickLabel={t(hasLogo ? 'personalization.logo.replace' : 'personalization.logo.pick')} busy={save.isPending} inputTestId="logo-input">
              <IconPhotoUp size={32} aria-hidden />
              <Text fw={600}>{t('personalization.logo.drop')}</Text>
              <Text fz="sm" c="dimmed">
                {t('personalization.logo.hint', { size: LOGO_MAX_BYTES / 1024 })}
              </Text>
            </FileDropZone>
          </Stack>
        )}
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {saved && (
        <Alert color="green" role="status">
          {t('personalization.logo.saved')}
        </Alert>
      )}
      {hasLogo && addonActive && sample}
      <ConfirmDialog
        opened={confirming}
        title={t('personalization.logo.removeTitle')}
        message={t('personalization.logo.removeMessage')}
        confirmLabel={t('personalization.logo.remove')}
        danger
        busy={remove.isPending}
        {...(remove.isError ? { error: describeError(t, remove.error, { fallback: 'personalization.logo.removeFailed' }) } : {})}
        onClose={closeConfirm}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => { setSaved(false); closeConfirm(); } })}
      />
    </InfoCard>
  );
};
