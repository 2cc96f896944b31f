import type { SpvPendingDto } from '@atelier/core';
import { useTranslation } from 'react-i18next';

/** 2 working days left or fewer: a warning; past the deadline: red. */
export const urgencyColor = (workingDaysLeft: number): string | undefined => {
  if (workingDaysLeft < 0) return 'red';
  return workingDaysLeft <= 2 ? 'orange' : undefined;
};

/** "3 zile lucrătoare", "Azi este ultima zi", "Întârziată cu 2 zile lucrătoare". */
export const useDaysLeftText = () => {
  const { t } = useTranslation();
  return ({ working_days_left: left }: Pick<SpvPendingDto, 'working_days_left'>): string => {
    if (left === 0) return t('spv.pending.lastDay');
    return left > 0 ? t('spv.pending.daysLeft', { count: left }) : t('spv.pending.late', { count: -left });
  };
};
