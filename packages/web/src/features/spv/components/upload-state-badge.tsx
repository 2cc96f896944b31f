import type { SpvUploadState } from '@atelier/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_COLOR } from '../upload-state';

/** Where an upload stands with ANAF, in a word and a colour ("Respinsă", red). */
export const UploadStateBadge = ({ state, size = 'md' }: { state: SpvUploadState; size?: 'sm' | 'md' | 'lg' }) => {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLOR[state]} variant="light" size={size} style={{ textTransform: 'none' }} data-state={state}>
      {t(`spv.state.${state}`)}
    </Badge>
  );
};
