import type { DocumentDto } from '@atelier/core';
import { ActionIcon, Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Fetched when first opened: History's rows and the document page carry only the button.
const SendDialog = lazy(() => import('./send-dialog').then((m) => ({ default: m.SendDialog })));

/** "Send": a button with its name (document page; `touch`: full width under a history card) or a history row's icon. */
export const SendButton = ({ document, variant = 'button' }: { document: DocumentDto; variant?: 'button' | 'icon' | 'touch' }) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const label = t('sharing.send.buttonNamed', { number: document.number });
  return (
    <>
      {variant === 'icon' ? (
        <ActionIcon size="lg" variant="default" onClick={() => setOpened(true)} aria-label={label}>
          <IconSend size={20} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant={variant === 'touch' ? 'default' : 'filled'}
          {...(variant === 'touch' ? { size: 'md', mt: 'xs', fullWidth: true } : {})}
          leftSection={<IconSend size={20} aria-hidden />}
          onClick={() => setOpened(true)}
          aria-label={label}
        >
          {t('sharing.send.button')}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <SendDialog document={document} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
};
