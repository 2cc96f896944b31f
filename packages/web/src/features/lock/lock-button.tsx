import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-store';
import { lockNow } from './lock-api';

/** Locks the app now (the shared PC, SPEC §4 Lock); in the bar on every screen size, phones included. */
export const LockButton = () => {
  const { t } = useTranslation();
  if (!useSession()) return null;
  return (
    <Tooltip label={t('lock.lockNow')}>
      <ActionIcon variant="default" size="lg" aria-label={t('lock.lockNow')} onClick={() => void lockNow()}>
        <IconLock size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
};
