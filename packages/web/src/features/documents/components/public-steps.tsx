import { localizeDefinition, normalizeLocale, type FormDetailDto } from '@atelier/core';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormRenderer } from '../../../form-renderer/form-renderer';
import type { FieldRegistry, RendererServices } from '../../../form-renderer/types';
import { useFormEngine } from '../../../form-renderer/use-form-engine';
import { isApiError } from '../../../lib/api-error';
import { previewOpenFormPdf } from '../api/preview-open-form-pdf';
import { useSubmitOpenForm } from '../api/submit-open-form';
import type { DraftTarget } from '../drafts/draft-store';
import { saveAttemptKeys } from '../save-attempt-key';
import { initialData } from '../initial-data';
import { describePublicError } from '../public-errors';
import { rendererBinding, useEditorState } from '../use-editor-state';
import { usePdfDownloads } from '../use-pdf-downloads';
import { showProblems } from '../use-save-document';
import { DocumentHeading } from './document-heading';
import { EditorNotices } from './editor-notices';
import { RegisterCta } from './register-cta';

/** Drafts of anonymous visitors live under their own key, apart from any account's. */
export const PUBLIC_DRAFT_USER = 'public';

// No account: no pre-fill from history, no picking lines from past documents.
const NO_SERVICES: RendererServices = {};

type PublicStepsProps = { form: FormDetailDto; registry: FieldRegistry };

/**
 * Trying a public application without an account: the document editor's steps, validation and
 * live totals, a PDF preview, and a final submit that saves it publicly (no account, no history).
 */
export const PublicSteps = ({ form, registry }: PublicStepsProps) => {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
  const navigate = useNavigate();
  const definition = useMemo(() => localizeDefinition(form.form_schema, locale), [form.form_schema, locale]);
  const baseData = useMemo(() => initialData(form.form_schema), [form.form_schema]);
  const target = useMemo<DraftTarget>(() => ({ userId: PUBLIC_DRAFT_USER, kind: 'form', id: form.id }), [form.id]);
  const state = useEditorState({ target, baseData });
  const engine = useFormEngine(definition, state.data, locale);
  const submit = useSubmitOpenForm();
  const [failure, setFailure] = useState<unknown>();
  const attempts = useRef(saveAttemptKeys()).current;
  /** The server's 400 (a preview is checked as a submit is), marked at its fields like the local check. */
  const markServerProblems = (error: unknown) => {
    if (!isApiError(error) || error.code !== 'validation_error' || error.details.length === 0) return;
    const local = engine.validateAll();
    showProblems(engine, state, Object.fromEntries(error.details.map((detail) => [detail.path, local[detail.path] ?? detail.message])));
  };
  /** True when the form may be sent (or previewed); otherwise its problems are shown at their fields. */
  const checked = () => {
    const problems = engine.validateAll();
    if (Object.keys(problems).length === 0) return true;
    showProblems(engine, state, problems);
    return false;
  };
  const pdf = usePdfDownloads(locale, async ({ locale: pdfLocale }) => {
    try {
      return await previewOpenFormPdf({ formId: form.id, body: { data: state.data }, locale: pdfLocale });
    } catch (error) {
      markServerProblems(error);
      throw error;
    }
  });

  const send = async () => {
    if (submit.isPending) return;
    setFailure(undefined);
    if (!checked()) return;
    try {
      const body = { data: state.data };
      const created = await submit.mutateAsync({ formId: form.id, body, idempotencyKey: attempts.keyFor({ formId: form.id, body }) });
      attempts.answered();
      state.replace({ data: baseData, step: 0 });
      void navigate(`/public-submissions/${created.id}`, { state: { submitted: true } });
    } catch (error) {
      markServerProblems(error);
      setFailure(error);
    }
  };

  return (
    <Stack gap="lg">
      <DocumentHeading
        title={definition.title}
        badge={{ label: t('publicDocs.badge') }}
        note={t('publicDocs.intro')}
        actions={
          <Button variant="default" leftSection={<IconFileTypePdf size={18} aria-hidden />} loading={pdf.isBusy(form.id)} onClick={() => checked() && pdf.download({ id: form.id, number: '' })}>
            {t('publicDocs.previewPdf')}
          </Button>
        }
      />
      <RegisterCta />
      <EditorNotices
        locale={locale}
        restoredAt={state.restoredAt}
        onDiscardDraft={() => state.replace({ data: baseData })}
        onDismissRestored={state.dismissRestored}
        conflict={false}
        onLoadLatest={() => undefined}
        onKeepMine={() => undefined}
        onDismissFailure={() => undefined}
      />
      {(failure !== undefined || pdf.failure) && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={20} />}
          title={failure !== undefined ? t('publicDocs.errors.submitFailed') : t('errors.documents.pdfFailed')}
          withCloseButton
          closeButtonLabel={t('form.close')}
          onClose={() => {
            setFailure(undefined);
            pdf.clearFailure();
          }}
          role="alert"
        >
          {describePublicError(t, failure ?? pdf.failure?.error)}
        </Alert>
      )}
      <FormRenderer
        definition={definition}
        engine={engine}
        {...rendererBinding(state)}
        registry={registry}
        services={NO_SERVICES}
        locale={locale}
        renderSave={(isLast) =>
          isLast ? (
            <Button size="lg" leftSection={<IconSend size={20} aria-hidden />} loading={submit.isPending} onClick={() => void send()}>
              {t('publicDocs.submit')}
            </Button>
          ) : null
        }
      />
    </Stack>
  );
};
