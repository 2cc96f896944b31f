import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { PdfTab } from './pdf-tab';

/**
 * SPEC §4: the top bar's document actions are events, not calls: the bar lives in the layout and
 * knows nothing about the open document. The document editor that is mounted listens and decides.
 * PDF generation carries `saveData` (save first, or preview only), a timestamp and a request id;
 * the editor reports the request's progress and outcome here, so that the bar's dialog can show
 * them and both actions stay blocked while one is running.
 */
export type GeneratePdfRequest = {
  saveData: boolean;
  timestamp: number;
  requestId: string;
  /** Where a preview is shown: a tab opened inside the click (one opened later is blocked as a pop-up). */
  tab?: PdfTab;
};

/** Another feature's message about one field (ANAF's rejection): the editor opens it, shows the message at the field and puts the cursor there. */
export type ShowFieldRequest = { path: string; message: string };

export type DocumentActionEvent = { type: 'resetForm' } | ({ type: 'generatePdf' } & GeneratePdfRequest) | ({ type: 'showField' } & ShowFieldRequest);

export type DocumentActionType = DocumentActionEvent['type'];

type EventOf<T extends DocumentActionType> = Extract<DocumentActionEvent, { type: T }>;

/**
 * How a request ended: `done` (the file was handed over), `failed` (the dialog says why), or
 * `handled` (the editor shows the reason itself: fields to fix, a save conflict, a save error).
 */
export type ActionOutcome = { requestId: string; status: 'done' | 'handled' } | { requestId: string; status: 'failed'; error: unknown };

export type ActionPhase = 'saving' | 'generating';

export type DocumentActivity = {
  /** The request being worked on; while set, new requests are refused. */
  running?: { requestId: string; phase: ActionPhase };
  /** The last request that finished. */
  outcome?: ActionOutcome;
};

type Listener = (event: DocumentActionEvent) => void;

const listeners = new Set<Listener>();

/** Returns false when no document editor is listening. */
export const emitDocumentAction = (event: DocumentActionEvent): boolean => {
  for (const listener of listeners) listener(event);
  return listeners.size > 0;
};

export const useDocumentAction = <T extends DocumentActionType>(type: T, handler: (event: EventOf<T>) => void): void => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: Listener = (received) => {
      if (received.type === type) latest.current(received as EventOf<T>);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [type]);
};

/** Shows `message` at the open editor's field `path` (`step.field`, or `step.lines[2].qty`); false when no editor is open. */
export const showDocumentField = (request: ShowFieldRequest): boolean => emitDocumentAction({ type: 'showField', ...request });

let counter = 0;

/** A PDF request as the bar sends it. The id need not be secret, only unique in this tab. */
export const pdfRequest = (saveData: boolean, now = Date.now(), tab?: PdfTab): GeneratePdfRequest => {
  counter += 1;
  return { saveData, timestamp: now, requestId: `pdf-${now.toString(36)}-${counter}`, ...(tab ? { tab } : {}) };
};

// The activity outlives the editor on purpose: saving a new document opens it under its new id
// (a new editor), while the PDF of that save is still on its way.
let activity: DocumentActivity = {};
const activityListeners = new Set<() => void>();

const setActivity = (next: DocumentActivity): void => {
  activity = next;
  activityListeners.forEach((listener) => listener());
};

export const getDocumentActivity = (): DocumentActivity => activity;

export const isDocumentActionRunning = (): boolean => activity.running !== undefined;

/** Claims the single slot for a request; false when another one is still running. */
export const startDocumentAction = (requestId: string, phase: ActionPhase): boolean => {
  if (activity.running) return false;
  setActivity({ running: { requestId, phase } });
  return true;
};

export const setDocumentActionPhase = (requestId: string, phase: ActionPhase): void => {
  if (activity.running?.requestId === requestId) setActivity({ running: { requestId, phase } });
};

export const finishDocumentAction = (outcome: ActionOutcome): void => {
  if (activity.running && activity.running.requestId !== outcome.requestId) return;
  setActivity({ outcome });
};

/** For tests: forget any request in flight. */
export const resetDocumentActivity = (): void => setActivity({});

const subscribeActivity = (listener: () => void): (() => void) => {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
};

export const useDocumentActivity = (): DocumentActivity => useSyncExternalStore(subscribeActivity, getDocumentActivity, getDocumentActivity);

/**
 * Sends a PDF request to the open editor and resolves with its outcome. Undefined when another
 * request is still running (the request is not sent); `failed` when no editor is open.
 */
export const requestPdf = (saveData: boolean, tab?: PdfTab): Promise<ActionOutcome | undefined> => {
  if (isDocumentActionRunning()) return Promise.resolve(undefined);
  const request = pdfRequest(saveData, Date.now(), tab);
  return new Promise((resolve) => {
    const unsubscribe = subscribeActivity(() => {
      if (activity.outcome?.requestId !== request.requestId) return;
      unsubscribe();
      resolve(activity.outcome);
    });
    if (!emitDocumentAction({ type: 'generatePdf', ...request })) {
      unsubscribe();
      resolve({ requestId: request.requestId, status: 'failed', error: new Error('no document is open') });
    }
  });
};

/**
 * What the open editor holds, for the bar and the dialog: a saved document (`saved`) and whether
 * the input differs from it (`unsaved`: changed, or a restored draft). Undefined with no editor.
 */
export type EditorStatus = { saved: boolean; unsaved: boolean };

let editorStatus: EditorStatus | undefined;
let pdfDialog: { opened: boolean; failure?: unknown } = { opened: false };
const statusListeners = new Set<() => void>();

const notifyStatus = () => statusListeners.forEach((listener) => listener());
const subscribeStatus = (listener: () => void): (() => void) => {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
};

export const setEditorStatus = (next: EditorStatus | undefined): void => {
  if (next?.saved === editorStatus?.saved && next?.unsaved === editorStatus?.unsaved) return;
  editorStatus = next;
  notifyStatus();
};

export const getEditorStatus = (): EditorStatus | undefined => editorStatus;

export const useEditorStatus = (): EditorStatus | undefined => useSyncExternalStore(subscribeStatus, getEditorStatus, getEditorStatus);

/** The PDF dialog's state: open to ask (unsaved input) or to say why a direct download failed. */
export const usePdfDialog = () => useSyncExternalStore(subscribeStatus, () => pdfDialog, () => pdfDialog);

export const closePdfDialog = (): void => {
  pdfDialog = { opened: false };
  notifyStatus();
};

const openPdfDialog = (failure?: unknown): void => {
  pdfDialog = failure === undefined ? { opened: true } : { opened: true, failure };
  notifyStatus();
};

/**
 * Generate PDF (the bar) and Descarcă PDF (the saved document): a saved document without unsaved
 * changes downloads at once, one click; otherwise the dialog asks: preview only, or save and
 * generate. A direct download that fails opens the dialog with the reason.
 */
export const generatePdf = async (): Promise<void> => {
  const status = getEditorStatus();
  if (!status?.saved || status.unsaved) return openPdfDialog();
  const outcome = await requestPdf(false);
  if (outcome?.status === 'failed') openPdfDialog(outcome.error);
};
