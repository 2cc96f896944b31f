import type { Locale } from '@atelier/core';
import { useRef, useState } from 'react';
import type { ApiFile } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import { getDocumentPdf } from './api/get-document-pdf';

export type PdfFailure = { number: string; error: unknown };

/** What a download needs: the key it is busy under, and the number its failure names. */
export type Downloadable = { id: string; number: string };

export type PdfFetcher = (input: { documentId: string; locale: Locale }) => Promise<ApiFile>;

/**
 * History's "generate PDF": downloads a saved document's PDF (or, with another `fetchPdf`, a public
 * submission's or a preview). Each row is busy on its own (two documents may be fetched at once);
 * a second click on a busy row does nothing.
 */
export const usePdfDownloads = (locale: Locale, fetchPdf: PdfFetcher = getDocumentPdf) => {
  // The ref answers at once (a double click lands before the next render); the state draws spinners.
  const inFlight = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [failure, setFailure] = useState<PdfFailure>();

  const mark = (id: string, on: boolean) => {
    if (on) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setBusy(new Set(inFlight.current));
  };

  const download = async (document: Downloadable): Promise<void> => {
    if (inFlight.current.has(document.id)) return;
    mark(document.id, true);
    setFailure(undefined);
    try {
      saveFile(await fetchPdf({ documentId: document.id, locale }));
    } catch (error) {
      setFailure({ number: document.number, error });
    } finally {
      mark(document.id, false);
    }
  };

  return {
    download: (document: Downloadable) => void download(document),
    isBusy: (documentId: string) => busy.has(documentId),
    failure,
    clearFailure: () => setFailure(undefined),
  };
};
