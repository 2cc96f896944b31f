import type { DocumentDto, Locale } from '@atelier/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEngine } from '../../form-renderer/use-form-engine';
import { ApiError, isApiError } from '../../lib/api-error';
import type { ApiFile } from '../../lib/api-client';
import {
  finishDocumentAction,
  setDocumentActionPhase,
  startDocumentAction,
  useDocumentAction,
  type GeneratePdfRequest,
} from './document-actions';
import type { PdfTab } from './pdf-tab';
import { saveFile } from '../../lib/save-file';
import { getSession } from '../../lib/session/session-store';
import { getDocumentPdf } from './api/get-document-pdf';
import { previewDocumentPdf } from './api/preview-document-pdf';
import { hasUnsavedChanges, type EditorState } from './use-editor-state';
import { showProblems } from './use-save-document';
import { documentKeys, formKeys } from './api/keys';

type GeneratePdfInput = {
  formId: string;
  /** The saved document; absent for a new one. */
  document?: DocumentDto;
  engine: FormEngine;
  state: EditorState;
  locale: Locale;
  /** The editor's save (validation, 400 fields, 409): resolves with the saved document or undefined. */
  persist: () => Promise<DocumentDto | undefined>;
  /** A plain save is running: a PDF request now is refused. */
  saving: boolean;
};

/** Marked at their fields, like a save would: the server's 400 on a preview. */
const fieldProblems = (engine: FormEngine, error: ApiError): Record<string, string> => {
  const local = engine.validateAll();
  return Object.fromEntries(error.details.map((detail) => [detail.path, local[detail.path] ?? detail.message]));
};

/**
 * SPEC §4: the open editor answers the bar's `generatePdf` events. "Save and generate" saves
 * through the editor's own save, then downloads the saved document's PDF and refreshes the lists;
 * "preview only" saves nothing. One request at a time, only with a session.
 */
export const useGeneratePdf = ({ formId, document, engine, state, locale, persist, saving }: GeneratePdfInput): void => {
  const queryClient = useQueryClient();

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: formKeys.all, exact: true });
    void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
  };

  const saveAndDownload = async (requestId: string): Promise<ApiFile | undefined> => {
    const saved = await persist();
    if (!saved) return undefined;
    setDocumentActionPhase(requestId, 'generating');
    try {
      return await getDocumentPdf({ documentId: saved.id, locale });
    } finally {
      refreshLists();
    }
  };

  /**
   * Input that equals the saved document prints as that document (its number, the definition
   * version it was made with); anything else is sent as it stands, and nothing is saved. The
   * server checks a preview as it checks a save (a printed preview of data a save refuses would
   * pass for a valid document): what it refuses comes back as a 400, marked at its fields.
   */
  const preview = async (): Promise<{ file: ApiFile; saved: boolean } | undefined> => {
    if (document && !hasUnsavedChanges(document, state)) return { file: await getDocumentPdf({ documentId: document.id, locale }), saved: true };
    try {
      return { file: await previewDocumentPdf({ formId, body: { data: state.data }, locale }), saved: false };
    } catch (error) {
      if (!isApiError(error) || error.code !== 'validation_error' || error.details.length === 0) throw error;
      showProblems(engine, state, fieldProblems(engine, error));
      return undefined;
    }
  };

  /** A saved document's PDF is downloaded; a preview opens inline in the tab opened for it. */
  const produce = async (saveData: boolean, requestId: string, tab: PdfTab | undefined): Promise<boolean> => {
    if (saveData) {
      const file = await saveAndDownload(requestId);
      if (file) saveFile(file);
      return file !== undefined;
    }
    const made = await preview();
    if (!made) return false;
    if (tab && !made.saved) tab.show(made.file);
    else saveFile(made.file);
    return true;
  };

  const run = async ({ saveData, requestId, tab }: GeneratePdfRequest): Promise<void> => {
    if (!getSession()) {
      tab?.close();
      finishDocumentAction({ requestId, status: 'failed', error: new ApiError({ status: 401, code: 'unauthorized', message: 'no session' }) });
      return;
    }
    if (saving) {
      tab?.close();
      finishDocumentAction({ requestId, status: 'failed', error: new Error('a save is running') });
      return;
    }
    // Another request holds the slot: this one is dropped, the running one keeps its dialog.
    if (!startDocumentAction(requestId, saveData ? 'saving' : 'generating')) return tab?.close();
    let shown = false;
    try {
      shown = await produce(saveData, requestId, tab);
      finishDocumentAction({ requestId, status: shown ? 'done' : 'handled' });
    } catch (error) {
      finishDocumentAction({ requestId, status: 'failed', error });
    } finally {
      // The tab is used only for a preview that was shown; anything else leaves no empty tab.
      if (!shown || saveData) tab?.close();
    }
  };

  useDocumentAction('generatePdf', (request) => void run(request));
};
