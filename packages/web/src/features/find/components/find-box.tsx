import { ActionIcon, Box, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../../../lib/use-min-width';
import { FindField } from './find-field';

/**
 * The signed-in bar's find box (issue 31): a field in the bar on a wide screen (the bar's other
 * entries, the editor's actions among them, leave it room from `xl`); below, a button that opens it
 * in a dialog, over the whole screen on a phone.
 */
export const FindBox = () => {
  const { t } = useTranslation();
  const [opened, overlay] = useDisclosure(false);
  const phone = !useMinWidth('sm');
  return (
    <>
      <Box visibleFrom="xl" w={300}>
        <FindField floating />
      </Box>
      <ActionIcon hiddenFrom="xl" variant="default" size="lg" aria-label={t('find.open')} onClick={overlay.open}>
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={overlay.close}
        fullScreen={phone}
        size="lg"
        yOffset="8vh"
        title={t('find.open')}
        closeButtonProps={{ 'aria-label': t('find.close') }}
        transitionProps={{ duration: 0 }}
      >
        <FindField floating={false} autoFocus onDone={overlay.close} />
      </Modal>
    </>
  );
};
