import { STORAGE_KEYS, storagePrefix, type FormData } from '@atelier/core';

/**
 * Unsaved input kept in localStorage so that a reload or a dropped connection loses nothing.
 * One draft per user and per target: a form (new document) or a saved document being edited.
 * The end of a session clears localStorage, drafts included (accepted: SPEC §4).
 */
export type DraftTarget = { userId: string; kind: 'form' | 'document'; id: string };

export type Draft = { savedAt: string; data: FormData; step: number; baseVersion?: number };

const PREFIX = storagePrefix(STORAGE_KEYS.drafts);

export const draftKey = ({ userId, kind, id }: DraftTarget): string => `${PREFIX}:${userId}:${kind}:${id}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const parseDraft = (text: string | null): Draft | undefined => {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.savedAt !== 'string' || !isRecord(value.data)) return undefined;
    return {
      savedAt: value.savedAt,
      data: value.data as FormData,
      step: typeof value.step === 'number' ? value.step : 0,
      baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : undefined,
    };
  } catch {
    return undefined;
  }
};

export const readDraft = (target: DraftTarget): Draft | undefined => {
  try {
    return parseDraft(localStorage.getItem(draftKey(target)));
  } catch {
    return undefined;
  }
};

/** False when storage is full or disabled: the caller may tell the user the draft is not kept. */
export const writeDraft = (target: DraftTarget, draft: Draft): boolean => {
  try {
    localStorage.setItem(draftKey(target), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
};

export const removeDraft = (target: DraftTarget): void => {
  try {
    localStorage.removeItem(draftKey(target));
  } catch {
    // Storage disabled: there is nothing to remove.
  }
};
