import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { closedReasonText, nonWorkingReason, overbooking } from '../closed-reason';
import { OverbookedDialog } from './overbooked-dialog';

/**
 * An appointment's save the server refused with a question (SPEC §5): overbooked asks "proceed
 * anyway" or cancel with the figures; a non-working day says why and asks for another date.
 */
export const AppointmentSaveProblem = ({ error, busy, onProceed, onDismiss }: { error: unknown; busy: boolean; onProceed: () => void; onDismiss: () => void }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const closed = nonWorkingReason(error);
  return (
    <>
      {closed && (
        <Alert color="red" role="alert" withCloseButton onClose={onDismiss} closeButtonLabel={t('form.close')} title={t('errors.non_working_day')}>
          {closedReasonText(t, locale, closed.date, closed.reason)}. {t('appointments.pickAnotherDate')}
        </Alert>
      )}
      <OverbookedDialog figures={overbooking(error)} busy={busy} onProceed={onProceed} onCancel={onDismiss} />
    </>
  );
};
