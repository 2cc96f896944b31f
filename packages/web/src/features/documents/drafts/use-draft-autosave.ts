import type { FormData } from '@atelier/core';
import { useEffect, useRef } from 'react';
import { removeDraft, writeDraft, type Draft, type DraftTarget } from './draft-store';

export const DRAFT_DELAY_MS = 500;

type AutosaveInput = { target: DraftTarget; data: FormData; step: number; baseVersion?: number; dirty: boolean };

/**
 * Writes the draft shortly after the last change (debounced), and at once when the page is hidden
 * or left, so that a reload, a closed tab or a dropped connection loses nothing.
 */
export const useDraftAutosave = ({ target, data, step, baseVersion, dirty }: AutosaveInput): { discardDraft: () => void } => {
  const pending = useRef<{ target: DraftTarget; draft: Draft } | undefined>(undefined);

  useEffect(() => {
    if (!dirty) {
      pending.current = undefined;
      return;
    }
    const entry = { target, draft: { savedAt: new Date().toISOString(), data, step, baseVersion } };
    pending.current = entry;
    const timer = setTimeout(() => {
      writeDraft(entry.target, entry.draft);
      if (pending.current === entry) pending.current = undefined;
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target, data, step, baseVersion, dirty]);

  useEffect(() => {
    const flush = () => {
      if (pending.current) writeDraft(pending.current.target, pending.current.draft);
      pending.current = undefined;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  // After a save or a reset: nothing pending may be written back, even if the page unmounts now.
  const discardDraft = () => {
    pending.current = undefined;
    removeDraft(target);
  };
  return { discardDraft };
};
