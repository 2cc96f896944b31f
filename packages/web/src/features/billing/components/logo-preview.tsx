import { Center, Paper, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The logo about as wide as the PDF prints it (90 × 50 pt, scaled up), on white like the page. */
export const LogoPreview = ({ url, pending }: { url: string | undefined; pending: boolean }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" bg="white" w="100%" maw={280} h={156} style={{ opacity: pending ? 0.6 : 1 }} data-testid="logo-preview">
      <Center h="100%">
        {url ? (
          <img src={url} alt={t('personalization.logo.previewAlt')} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Center style={{ flexDirection: 'column' }} c="dimmed">
            <IconPhotoOff size={32} aria-hidden />
            <Text fz="sm">{t('personalization.logo.none')}</Text>
          </Center>
        )}
      </Center>
    </Paper>
  );
};
