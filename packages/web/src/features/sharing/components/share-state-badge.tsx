import type { ShareState } from '@atelier/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<ShareState, string> = {
  not_sent: 'gray',
  sent: 'blue',
  opened: 'cyan',
  approved: 'green',
  partly_approved: 'yellow',
  declined: 'red',
  signed: 'teal',
};

/** Where a document stands with its customer, in a word ("Aprobat parțial"). */
export const ShareStateBadge = ({ state, size = 'md' }: { state: ShareState; size?: 'sm' | 'md' | 'lg' }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[state]} variant="light" size={size} style={{ textTransform: 'none' }}>
      {t(`sharing.state.${state}`)}
    </Badge>
  );
};
