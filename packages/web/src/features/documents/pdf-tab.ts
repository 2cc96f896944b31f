import type { ApiFile } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** A browser tab waiting for a PDF: shows it inline, or is closed when there is none to show. */
export type PdfTab = { show: (file: ApiFile) => void; close: () => void };

const REVOKE_AFTER_MS = 60_000;

/**
 * Opens an empty tab now, inside the user's click: a tab opened once the PDF has arrived (after
 * an await) is blocked as a pop-up by most browsers. `waiting` is shown in it meanwhile. When the
 * browser blocks even this one, the PDF is downloaded instead.
 */
export const openPdfTab = (waiting: string): PdfTab => {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.document.title = waiting;
      tab.document.body.textContent = waiting;
    } catch {
      // A browser that gives the tab another origin: it stays blank until the PDF arrives.
    }
  }
  return {
    show: (file) => {
      if (!tab || tab.closed) return saveFile(file);
      const url = URL.createObjectURL(file.blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    },
    close: () => tab?.close(),
  };
};
