import { useEffect, useRef } from 'react';

/**
 * SPEC §4: the top bar's document actions are events, not calls: the bar lives in the layout and
 * knows nothing about the open document. The document editor that is mounted listens and decides
 * (it ignores a request while a previous action is still running).
 */
export type DocumentAction = 'resetForm';

type Listener = (action: DocumentAction) => void;

const listeners = new Set<Listener>();

/** Returns false when no document editor is listening. */
export const emitDocumentAction = (action: DocumentAction): boolean => {
  for (const listener of listeners) listener(action);
  return listeners.size > 0;
};

export const useDocumentAction = (action: DocumentAction, handler: () => void): void => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: Listener = (received) => {
      if (received === action) latest.current();
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [action]);
};
