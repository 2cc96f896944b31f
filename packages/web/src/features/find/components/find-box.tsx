import { ActionIcon, Box, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FindField } from './find-field';

/**
 * The signed-in bar's find box (issue 31): a field in the bar from a laptop's width; on a phone or
 * a tablet, a button that opens it as an overlay over the whole screen.
 */
export const FindBox = () => {
  const { t } = useTranslation();
  const [opened, overlay] = useDisclosure(false);
  return (
    <>
      <Box visibleFrom="md" w={{ md: 200, lg: 260, xl: 320 }}>
        <FindField floating />
      </Box>
      <ActionIcon hiddenFrom="md" variant="default" size="lg" aria-label={t('find.open')} onClick={overlay.open}>
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={overlay.close} fullScreen title={t('find.open')} closeButtonProps={{ 'aria-label': t('find.close') }} transitionProps={{ duration: 0 }}>
        <FindField floating={false} autoFocus onDone={overlay.close} />
      </Modal>
    </>
  );
};
