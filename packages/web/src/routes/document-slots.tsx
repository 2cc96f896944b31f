import { useMemo } from 'react';
import { AppointmentSaveProblem, AvailableHoursWidget, FromAppointmentLink, isAppointmentForm } from '../features/appointments';
import { roleValue, type EditorSlots, type HistorySlots } from '../features/documents';
import { EfacturaButton, fieldLabelOf, isInvoiceDefinition, isInvoiceDocument, lookupCompany } from '../features/efactura';
import { SendButton, useShareStateHistory } from '../features/sharing';
import { ReceivedLinesPicker, useSpvHistory } from '../features/spv';
import { MadeByLine, useMadeBy } from '../features/team';
// What a document's save or deletion refreshes in other features, before either screen can do one.
import './document-links';

/**
 * What the editor shows of the features around documents (documents imports none of them):
 * e-Factura's button on a saved invoice, who made it, an appointment's save questions, the day's
 * available hours and the link back to the appointment an estimate was made from.
 */
export const editorSlots: EditorSlots = {
  toolbarActions: ({ document, definition }) =>
    isInvoiceDefinition(definition) ? <EfacturaButton document={document} labelOf={(path) => fieldLabelOf(definition, path)} /> : undefined,
  Author: MadeByLine,
  lookupCompany,
  LinesPicker: ReceivedLinesPicker,
  saveNotices: ({ problem, busy, onProceed, onDismiss }) => <AppointmentSaveProblem error={problem} busy={busy} onProceed={onProceed} onDismiss={onDismiss} />,
  sideWidgets: ({ form, data, document, seed }) => (
    <>
      {isAppointmentForm(form.form_schema) && <AvailableHoursWidget date={roleValue(form.form_schema, data, 'appointment.date')} documentId={document?.id} />}
      <FromAppointmentLink saved={document?.metadata} seeded={seed?.metadata} />
    </>
  ),
};

/** The History tab's: who made each document, an invoice's e-Factura and Send per row, the customer's answer and the SPV state as columns and filters. */
export const useHistorySlots = (): HistorySlots => {
  const madeBy = useMadeBy();
  // Where each document stands with its customer: a column, a filter and Send per row (issue 29).
  const sharing = useShareStateHistory();
  // Each invoice's way to ANAF's SPV (issue 30), where SPV is configured.
  const spv = useSpvHistory();
  const rows = useMemo<HistorySlots>(
    () => ({
      madeBy,
      rowActions: (document, size) => (
        <>
          {isInvoiceDocument(document) && <EfacturaButton document={document} variant={size === 'touch' ? 'touch' : 'icon'} />}
          <SendButton document={document} variant={size === 'touch' ? 'touch' : 'icon'} />
        </>
      ),
    }),
    [madeBy],
  );
  return {
    ...rows,
    columns: [{ key: 'sharing', ...sharing.column }, ...(spv ? [{ key: 'spv', ...spv.column }] : [])],
    filters: [{ key: 'sharing', ...sharing.filter }, ...(spv ? [{ key: 'spv', ...spv.filter }] : [])],
  };
};
