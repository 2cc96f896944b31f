import type { DocumentDto, FormData } from '@atelier/core';
import { useState } from 'react';
import type { FieldErrors } from '../../form-renderer/types';
import { readDraft, type DraftTarget } from './drafts/draft-store';
import { useDraftAutosave } from './drafts/use-draft-autosave';

type EditorStateInput = { target: DraftTarget; baseData: FormData; baseVersion?: number };

export type EditorState = ReturnType<typeof useEditorState>;

/**
 * The editor's input, step and messages. Starts from the local draft when there is one (the user
 * is told, and may discard it), else from the saved document or the form's defaults.
 */
export const useEditorState = ({ target, baseData, baseVersion }: EditorStateInput) => {
  const [initial] = useState(() => readDraft(target));
  const [data, setData] = useState<FormData>(initial?.data ?? baseData);
  const [step, setStep] = useState(initial?.step ?? 0);
  const [version, setVersion] = useState(initial?.baseVersion ?? baseVersion);
  const [dirty, setDirty] = useState(false);
  const [restoredAt, setRestoredAt] = useState(initial?.savedAt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { discardDraft } = useDraftAutosave({ target, data, step, baseVersion: version, dirty });

  /** Replaces the input wholesale (after a save, a reload, a reset or a discarded draft). */
  const replace = (next: { data: FormData; version?: number; step?: number }) => {
    discardDraft();
    setData(next.data);
    setVersion(next.version);
    if (next.step !== undefined) setStep(next.step);
    setDirty(false);
    setRestoredAt(undefined);
    setErrors({});
  };

  return {
    data,
    change: (next: FormData) => {
      setData(next);
      setDirty(true);
    },
    /** A change computed from the latest input (for answers that arrive later, e.g. pre-fill). */
    update: (change: (previous: FormData) => FormData) => {
      setData(change);
      setDirty(true);
    },
    /**
     * The starting values of a new document (the company profile): not the user's change, so
     * leaving the untouched document asks nothing and keeps no draft.
     */
    fill: (change: (previous: FormData) => FormData) => setData(change),
    step,
    setStep,
    version,
    errors,
    setErrors,
    dirty,
    restoredAt,
    dismissRestored: () => setRestoredAt(undefined),
    replace,
  };
};

/** The form renderer's controlled props, bound to the editor state. */
export const rendererBinding = (state: EditorState) => ({
  data: state.data,
  onChange: state.change,
  errors: state.errors,
  onErrorsChange: state.setErrors,
  activeStep: state.step,
  onActiveStepChange: state.setStep,
});

/**
 * Whether the input differs from the saved document: changed here, a restored draft, or based on
 * another version. A new document (none saved) always has unsaved input once it was changed.
 */
export const hasUnsavedChanges = (document: DocumentDto | undefined, state: Pick<EditorState, 'dirty' | 'restoredAt' | 'version'>): boolean =>
  state.dirty || state.restoredAt !== undefined || (document !== undefined && state.version !== document.version);
