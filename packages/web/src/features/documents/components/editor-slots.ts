import type { DocumentDto, FormData, FormDefinition, FormDetailDto } from '@atelier/core';
import type { ComponentType, ReactNode } from 'react';
import type { LinesPickerProps, RendererServices } from '../../../form-renderer/types';
import type { DocumentSeed } from '../seed';
import type { HistoryColumn } from './history-list';

/**
 * What other features add to the document editor. Documents is the hub and imports none of them:
 * the route passes these in (e-Factura's button, the team's "made by", the appointments' notices
 * and widgets), so a feature joins the editor without documents knowing it.
 */
export type EditorSlots = {
  /** Buttons beside the toolbar's own, for a saved document. */
  toolbarActions?: (context: { document: DocumentDto; definition: FormDefinition }) => ReactNode;
  /** The line under the toolbar saying who made a saved document (mounted with the editor, new or saved). */
  Author?: ComponentType<{ document?: DocumentDto }>;
  /** A save the server refused with a question (an appointment's overbooking or closed day), with the save's controls. */
  saveNotices?: (context: { problem: unknown; busy: boolean; onProceed: () => void; onDismiss: () => void }) => ReactNode;
  /** Widgets above the form that follow the input (the day's available hours, the link to an appointment). */
  sideWidgets?: (context: { form: FormDetailDto; data: FormData; document?: DocumentDto; seed?: DocumentSeed }) => ReactNode;
  /** A company's data by CUI for the form's lookup button. */
  lookupCompany?: RendererServices['lookupCompany'];
  /** Lines added to an array from another feature's data (a supplier's invoice received through SPV into a deviz's parts). */
  LinesPicker?: ComponentType<LinesPickerProps>;
};

/** A filter of another feature's beside the search: its control, and what it adds to the listing's query (not to a search). */
export type HistoryFilter = { key: string; control: ReactNode; query: Record<string, string | undefined> };

/** The History tab's additions: the same "made by", per-row actions (an invoice's e-Factura, Send), columns and filters (the customer's answer, SPV). */
export type HistorySlots = {
  madeBy?: (document: Pick<DocumentDto, 'created_by'>) => string | undefined;
  rowActions?: (document: DocumentDto, size: 'row' | 'touch') => ReactNode;
  /** Other features' columns (where a document stands with its customer, with SPV): a header and each row's cell, a line of the card on phones. */
  columns?: readonly HistoryColumn[];
  filters?: readonly HistoryFilter[];
};
