import { localizeDefinition, normalizeLocale, type CompanyProfileDto, type DocumentDto, type FormData, type FormDetailDto } from '@atelier/core';
import { Button, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormRenderer, focusWhenShown } from '../../../form-renderer/form-renderer';
import { FormPreview } from '../../../form-renderer/preview/form-preview';
import type { FieldRegistry, RendererServices } from '../../../form-renderer/types';
import { useFormEngine } from '../../../form-renderer/use-form-engine';
import { generatePdf, isDocumentActionRunning, setEditorStatus, useDocumentAction, useDocumentActivity } from '../document-actions';
import type { DraftTarget } from '../drafts/draft-store';
import { initialData } from '../initial-data';
import { useAutoPrefill } from '../use-auto-prefill';
import { usePrefillStep } from '../use-prefill-step';
import { hasUnsavedChanges, rendererBinding, useEditorState } from '../use-editor-state';
import { useGeneratePdf } from '../use-generate-pdf';
import { useLeaveGuard } from '../use-leave-guard';
import { useSaveDocument } from '../use-save-document';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentToolbar } from './document-toolbar';
import { EditorNotices } from './editor-notices';
import { HistoryPickContext, HistoryPicker } from './history-picker';
import { applySeed, type DocumentSeed } from '../seed';
import type { EditorSlots } from './editor-slots';

export type DocumentEditorProps = {
  form: FormDetailDto;
  /** The saved document; absent for a new one. */
  document?: DocumentDto;
  userId: string;
  registry: FieldRegistry;
  /** Set after a new document was saved and opened: says so once. */
  justSaved?: boolean;
  /** The saved company profile: a new document's company step starts from it. */
  profile?: CompanyProfileDto;
  /** A new document's values by role and metadata (an appointment's day, an estimate made from an appointment). */
  seed?: DocumentSeed;
  /** A new document's starting input other than the blank one (a reminder's "new estimate": its client and vehicle). */
  startData?: FormData;
  /** What other features add to the editor (e-Factura, appointments, team): the route composes them. */
  slots?: EditorSlots;
};

/** The document view: a new or saved document in edit or preview mode (`?mode=edit`). */
export const DocumentEditor = ({ form, document, userId, registry, justSaved, profile, seed, startData, slots = {} }: DocumentEditorProps) => {
  const { t, i18n } = useTranslation();
  const { Author, lookupCompany, LinesPicker } = slots;
  const locale = normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'edit' || (!document && !params.has('mode')) ? 'edit' : 'preview';
  const definition = useMemo(() => localizeDefinition(form.form_schema, locale), [form.form_schema, locale]);
  const baseData = useMemo(() => document?.data ?? startData ?? applySeed(form.form_schema, initialData(form.form_schema), seed), [document, startData, form.form_schema, seed]);
  const target = useMemo<DraftTarget>(
    () => (document ? { userId, kind: 'document', id: document.id } : { userId, kind: 'form', id: form.id }),
    [document, userId, form.id],
  );
  const state = useEditorState({ target, baseData, baseVersion: document?.version });
  const engine = useFormEngine(definition, state.data, locale);
  const prefillStep = usePrefillStep(form.id, form.form_schema);
  const services = useMemo<RendererServices>(() => ({ HistoryPicker, LinesPicker, prefillStep, lookupCompany }), [prefillStep, lookupCompany, LinesPicker]);
  const pickContext = useMemo(() => ({ formId: form.id, locale, currency: definition.document.currency }), [form.id, locale, definition]);
  useAutoPrefill({
    enabled: !document && !state.restoredAt,
    definition: form.form_schema,
    data: state.data,
    prefillStep,
    profile,
    apply: (stepName, values) => state.fill((previous) => ({ ...previous, [stepName]: { ...previous[stepName], ...values } })),
  });
  const unsaved = hasUnsavedChanges(document, state);
  const leaving = useLeaveGuard(unsaved);
  const pdfBusy = useDocumentActivity().running !== undefined;
  useEffect(() => setEditorStatus({ saved: document !== undefined, unsaved }), [document, unsaved]);
  useEffect(() => () => setEditorStatus(undefined), []);
  const [resetOpen, setResetOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const saving = useSaveDocument({
    formId: form.id,
    documentId: document?.id,
    engine,
    state,
    ...(seed?.metadata && !document ? { metadata: seed.metadata } : {}),
    onCreated: (created) => {
      state.replace({ data: created.data, version: created.version });
      void navigate(`/documents/${created.id}`, { replace: true, state: { saved: true } });
    },
  });

  const setMode = (next: 'edit' | 'preview', replace = false) =>
    setParams(
      (previous) => {
        const search = new URLSearchParams(previous);
        search.set('mode', next === 'edit' ? 'edit' : 'preview');
        return search;
      },
      { replace, preventScrollReset: true },
    );

  useEffect(() => {
    // A new document opens for editing unless the URL asks for a preview.
    if (!document && !params.has('mode')) setMode('edit', true);
  });

  // SPEC §4: Reset and Generate PDF come from the top bar as events; ignored while a save or a
  // PDF is running.
  useDocumentAction('resetForm', () => {
    if (!saving.saving && !isDocumentActionRunning()) setResetOpen(true);
  });
  useGeneratePdf({ formId: form.id, document, engine, state, locale, persist: saving.persist, saving: saving.saving });
  // Another feature's message about a field (ANAF's rejection, from the SPV panel): edit mode, its step, the message at it, the cursor on it.
  useDocumentAction('showField', ({ path, message }) => {
    const step = engine.steps.findIndex((candidate) => candidate.name === path.slice(0, path.indexOf('.')));
    if (step < 0) return;
    setMode('edit');
    state.setStep(step);
    state.setErrors({ ...state.errors, [path]: message });
    focusWhenShown(path);
  });

  const reset = () => {
    state.replace({ data: baseData, version: document?.version, step: 0 });
    setResetOpen(false);
  };

  const number = document?.number;
  const showSaved = saving.savedAt !== undefined || (justSaved === true && !state.dirty);
  return (
    <HistoryPickContext.Provider value={pickContext}>
      <Stack gap="lg">
        <DocumentToolbar
          formId={form.id}
          title={definition.title}
          number={number}
          mode={mode}
          canStartNew={form.access !== 'documents'}
          onModeChange={setMode}
          onDelete={document ? () => setDeleteOpen(true) : undefined}
          onDownloadPdf={document ? () => void generatePdf() : undefined}
          pdfBusy={pdfBusy}
          extraActions={document ? slots.toolbarActions?.({ document, definition }) : undefined}
        />
        {Author && <Author document={document} />}
        <EditorNotices
          locale={locale}
          restoredAt={state.restoredAt}
          onDiscardDraft={() => state.replace({ data: baseData, version: document?.version })}
          onDismissRestored={state.dismissRestored}
          conflict={saving.conflict}
          onLoadLatest={() => void saving.loadLatest()}
          onKeepMine={() => void saving.keepMine()}
          saved={showSaved ? number : undefined}
          failure={saving.failure}
          onDismissFailure={saving.clearFailure}
        />
        {slots.saveNotices?.({ problem: saving.appointmentProblem, busy: saving.saving, onProceed: saving.saveOverbooked, onDismiss: saving.clearAppointmentProblem })}
        {slots.sideWidgets?.({ form, data: state.data, document, seed })}
        {mode === 'edit' ? (
          <FormRenderer
            definition={definition}
            engine={engine}
            {...rendererBinding(state)}
            registry={registry}
            services={services}
            locale={locale}
            documentNumber={number}
            renderSave={(isLast) =>
              // A new document is saved at the end; a saved one may be saved from any step.
              isLast || document ? (
                <Button size="lg" variant={isLast ? 'filled' : 'light'} leftSection={<IconDeviceFloppy size={20} aria-hidden />} loading={saving.saving} onClick={saving.save}>
                  {document ? t('documents.update') : t('documents.save')}
                </Button>
              ) : null
            }
          />
        ) : (
          <FormPreview definition={definition} engine={engine} locale={locale} documentNumber={number} />
        )}
      </Stack>
      <ConfirmDialog
        opened={resetOpen}
        title={t('documents.reset.title')}
        message={t('documents.reset.message')}
        confirmLabel={t('documents.reset.confirm')}
        danger
        onConfirm={reset}
        onClose={() => setResetOpen(false)}
      />
      <ConfirmDialog
        opened={leaving.pending !== undefined}
        title={t('documents.leave.title')}
        message={t('documents.leave.message')}
        confirmLabel={t('documents.leave.confirm')}
        cancelLabel={t('documents.leave.stay')}
        onConfirm={leaving.leave}
        onClose={leaving.stay}
      />
      <DeleteDocumentDialog
        target={deleteOpen && document ? { id: document.id, number: document.number } : undefined}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => void navigate('/dashboard?tab=history', { replace: true })}
      />
    </HistoryPickContext.Provider>
  );
};
