import type { OverbookedFigures } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLocale } from '../../../lib/use-locale';
import { dayAndMonth, hoursText } from '../closed-reason';

/** SPEC §5: the day's available hours would be exceeded; "proceed anyway" or cancel, with the figures. */
export const OverbookedDialog = ({ figures, busy, onProceed, onCancel }: { figures: OverbookedFigures | undefined; busy?: boolean; onProceed: () => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const h = (n: number) => hoursText(n, locale);
  return (
    <ConfirmDialog
      opened={figures !== undefined}
      title={t('appointments.overbooked.title')}
      message={
        figures
          ? t('appointments.overbooked.message', {
              day: dayAndMonth(figures.date, locale),
              over: h(figures.over),
              scheduled: h(figures.scheduled),
              requested: h(figures.requested),
              available: h(figures.available),
            })
          : ''
      }
      confirmLabel={t('appointments.overbooked.proceed')}
      cancelLabel={t('appointments.overbooked.cancel')}
      busy={busy}
      onConfirm={onProceed}
      onClose={onCancel}
    />
  );
};
