import { useRef, useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { getEfacturaXml } from './api/get-efactura-xml';

export type EfacturaFailure = { number: string; error: unknown };

/** Downloads invoices' XML; each document is busy on its own, a second click on a busy one does nothing. */
export const useEfacturaDownload = () => {
  const inFlight = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [failure, setFailure] = useState<EfacturaFailure>();
  const mark = (id: string, on: boolean) => {
    if (on) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setBusy(new Set(inFlight.current));
  };
  const download = async ({ id, number }: { id: string; number: string }) => {
    if (inFlight.current.has(id)) return;
    mark(id, true);
    setFailure(undefined);
    try {
      saveFile(await getEfacturaXml({ documentId: id }));
    } catch (error) {
      setFailure({ number, error });
    } finally {
      mark(id, false);
    }
  };
  return {
    download: (document: { id: string; number: string }) => void download(document),
    isBusy: (id: string) => busy.has(id),
    failure,
    clearFailure: () => setFailure(undefined),
  };
};
