import type { DocumentDto } from '@atelier/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { focusFirstError } from '../../form-renderer/form-renderer';
import type { FieldErrors } from '../../form-renderer/types';
import { firstStepWithErrors, type FormEngine } from '../../form-renderer/use-form-engine';
import { isApiError } from '../../lib/api-error';
import { documentQuery } from './api/get-document';
import { useSubmitDocument } from './api/submit-document';
import { saveAttemptKeys } from './save-attempt-key';
import { useUpdateDocument } from './api/update-document';
import type { EditorState } from './use-editor-state';

type SaveInput = {
  formId: string;
  documentId?: string;
  engine: FormEngine;
  state: EditorState;
  onCreated: (document: DocumentDto) => void;
  /** Saved with a new document (an estimate made from an appointment: its appointment_id). */
  metadata?: Record<string, unknown>;
};

/** Refusals of an appointment's save that ask the user something (SPEC §5): shown by the appointments feature, not as a failure. */
const APPOINTMENT_CODES = new Set(['overbooked', 'non_working_day']);

/** Shows the problems at their fields and opens the first step that has one. */
export const showProblems = (engine: FormEngine, state: EditorState, problems: FieldErrors): void => {
  state.setErrors(problems);
  const step = firstStepWithErrors(engine.steps, problems);
  if (step >= 0) state.setStep(step);
  focusFirstError(problems);
};

/**
 * Save: check the whole form with core's validation, then create (POST submit) or update (PUT with
 * the version it was read at). The server's 400 points at fields; a 409 means someone else saved
 * in between: the user's input stays, and they choose to load the other version or keep theirs.
 */
export const useSaveDocument = ({ formId, documentId, engine, state, onCreated, metadata }: SaveInput) => {
  const queryClient = useQueryClient();
  const submit = useSubmitDocument();
  const update = useUpdateDocument();
  const [conflict, setConflict] = useState(false);
  const [savedAt, setSavedAt] = useState<number | undefined>();
  const [failure, setFailure] = useState<unknown>();
  const [appointmentProblem, setAppointmentProblem] = useState<unknown>();
  const attempts = useRef(saveAttemptKeys()).current;

  const onError = (error: unknown): undefined => {
    if (isApiError(error) && error.code === 'conflict') {
      setConflict(true);
      return undefined;
    }
    if (isApiError(error) && APPOINTMENT_CODES.has(error.code)) {
      setAppointmentProblem(error);
      return undefined;
    }
    if (isApiError(error) && error.code === 'validation_error' && error.details.length > 0) {
      const local = engine.validateAll();
      showProblems(engine, state, Object.fromEntries(error.details.map((detail) => [detail.path, local[detail.path] ?? detail.message])));
    }
    setFailure(error);
    return undefined;
  };

  const put = (id: string, version: number, confirmOverbooking = false): Promise<DocumentDto | undefined> =>
    update.mutateAsync({ documentId: id, body: { data: state.data, version }, confirmOverbooking }).then((saved) => {
      state.replace({ data: saved.data, version: saved.version });
      setSavedAt(Date.now());
      return saved;
    }, onError);

  /**
   * Saves and resolves with the saved document, or with undefined when it was not saved (busy,
   * problems at fields, a conflict, a failure: each already shown to the user).
   */
  const persist = async (confirmOverbooking = false): Promise<DocumentDto | undefined> => {
    if (submit.isPending || update.isPending) return undefined;
    setFailure(undefined);
    setAppointmentProblem(undefined);
    setSavedAt(undefined);
    const problems = engine.validateAll();
    if (Object.keys(problems).length > 0) {
      showProblems(engine, state, problems);
      return undefined;
    }
    if (documentId && state.version !== undefined) return put(documentId, state.version, confirmOverbooking);
    const body = metadata ? { data: state.data, metadata } : { data: state.data };
    return submit.mutateAsync({ formId, body, confirmOverbooking, idempotencyKey: attempts.keyFor({ formId, body, confirmOverbooking }) }).then((created) => {
      attempts.answered();
      onCreated(created);
      return created;
    }, onError);
  };

  const save = () => void persist();
  /** "Proceed anyway" after an overbooking warning: the same save, confirmed. */
  const saveOverbooked = () => void persist(true);

  const latest = () => (documentId ? queryClient.fetchQuery({ ...documentQuery(documentId), staleTime: 0 }) : undefined);

  /** 409: take the other version (the user's input is replaced). */
  const loadLatest = async () => {
    const document = await latest()?.catch((error: unknown) => setFailure(error));
    if (!document) return;
    setConflict(false);
    state.replace({ data: document.data, version: document.version });
  };

  /** 409: keep the user's input and save it over the newer version. */
  const keepMine = async () => {
    const document = await latest()?.catch((error: unknown) => setFailure(error));
    if (!document || !documentId) return;
    setConflict(false);
    await put(documentId, document.version);
  };

  return {
    save,
    persist,
    saving: submit.isPending || update.isPending,
    conflict,
    loadLatest,
    keepMine,
    savedAt,
    failure,
    clearFailure: () => setFailure(undefined),
    appointmentProblem,
    clearAppointmentProblem: () => setAppointmentProblem(undefined),
    saveOverbooked,
  };
};
