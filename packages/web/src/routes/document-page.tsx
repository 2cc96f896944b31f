import { isId } from '@atelier/core';
import { Alert, Container, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { DocumentEditor, ProblemAlert, carryOver, isNewDocumentSearch, showDocumentField, startDataWith, useDocument, useForm } from '../features/documents';
import { DocumentTags } from '../features/tags';
import { DocumentSharing, carrySource, useAnswerCarry } from '../features/sharing';
import { TrialOverNotice, useTrialOver } from '../features/billing';
import { EfacturaFailureDialog, fieldLabelOf, isInvoiceDocument } from '../features/efactura';
import { SpvPanel } from '../features/spv';
import { LoadingLine } from '../components/load-state';
import { useProfile } from '../features/profile';
import { defaultFieldRegistry } from '../form-renderer/registry';
import { isApiError } from '../lib/api-error';
import { describeError, type TranslationKey } from '../lib/error-messages';
import { useAnnouncePageTitle } from '../lib/page-title';
import { useSession } from '../lib/session/session-store';
import { seedForSlot, seedFromAppointment } from '../features/appointments';
import { VEHICLE_PARAM, seedFromVehicle, useVehicle } from '../features/vehicles';
import { editorSlots } from './document-slots';

type LocationState = { start?: 'form'; saved?: boolean } | null;

const formErrorKey = (error: unknown): TranslationKey | undefined => {
  if (!isApiError(error)) return undefined;
  if (error.code === 'not_found' || error.code === 'form_not_found') return 'errors.documents.noSchema';
  // A definition the client cannot read is a form set up wrongly, not a network problem.
  if (error.code === 'bad_response' || error.code === 'form_misconfigured') return 'errors.documents.misconfigured';
  return undefined;
};

const Problem = (props: { title: string; text?: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return <ProblemAlert {...props} back={{ to: '/dashboard?tab=applications', label: t('documents.backToApplications') }} />;
};

/**
 * /documents/{id}: the id is a document (open it) or a form (start a new document). Links inside
 * the app say which (`?new=1`, and state `start: 'form'`); a typed URL without either asks for a
 * document first and falls back to the form on 404, so both kinds of URL stay shareable.
 */
export const DocumentPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const state = location.state as LocationState;
  const [search, setSearch] = useSearchParams();
  const userId = useSession()?.claims.sub ?? '';
  const validId = isId(id);
  const startsForm = state?.start === 'form' || isNewDocumentSearch(search);
  const documentQuery = useDocument(id, validId && !startsForm);
  const isForm = startsForm || (isApiError(documentQuery.error) && documentQuery.error.status === 404);
  const formId = isForm ? id : documentQuery.data?.form_id;
  const formQuery = useForm(validId ? formId : undefined, isForm ? undefined : documentQuery.data?.form_version);
  // ?from={document}: a new document of the same application starting with that one's client and vehicle (a reminder's "new estimate").
  const fromId = isForm ? (search.get('from') ?? '') : '';
  const fromQuery = useDocument(fromId, isId(fromId));
  // ?from_answer={answer}&source={document}: the order made from the lines a customer approved (the server builds its start).
  const fromAnswer = isForm ? carrySource(search) : undefined;
  const answerCarry = useAnswerCarry({ documentId: fromAnswer?.documentId ?? '', answerId: fromAnswer?.answerId ?? '', formId: id }, fromAnswer !== undefined && validId);
  const definition = formQuery.data?.form_schema;
  const fromDocument = fromQuery.data && formQuery.data && fromQuery.data.form_id === formQuery.data.id ? fromQuery.data.data : undefined;
  const carried = answerCarry.data?.form_id === id ? answerCarry.data.data : undefined;
  // Made once: the editor starts from it and must not see a new object on every render.
  const startData = useMemo(
    () => (!definition ? undefined : carried ? startDataWith(definition, carried) : fromDocument ? carryOver(definition, fromDocument) : undefined),
    [definition, carried, fromDocument],
  );
  useAnnouncePageTitle(id, formQuery.data?.title);
  // A new document's company step starts from the profile: wait for it (a failure starts without).
  const profileQuery = useProfile(isForm);
  const profile = profileQuery.data?.updated_at ? profileQuery.data : undefined;
  // A new appointment from a calendar slot (?date=&start=), or an estimate made from an appointment (?from_appointment=).
  const fromAppointment = isForm ? (search.get('from_appointment') ?? undefined) : undefined;
  const sourceQuery = useDocument(fromAppointment ?? '', fromAppointment !== undefined && isId(fromAppointment));
  const slotDate = search.get('date');
  const slotStart = search.get('start');
  const source = sourceQuery.data;
  // ?vehicle={id}: "New document for this car" (the vehicle's page): its plate, VIN, make, model, year and owner.
  const fromVehicle = isForm ? (search.get(VEHICLE_PARAM) ?? '') : '';
  const vehicleQuery = useVehicle(fromVehicle, isId(fromVehicle));
  // Past the trial without a subscription a save would be refused (402): say it before any typing,
  // open a saved document read-only (its PDF stays) and offer no empty form to fill (issue 28).
  const trialOver = useTrialOver();
  const editing = search.get('mode') === 'edit';
  useEffect(() => {
    if (!trialOver || isForm || !editing) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('mode', 'preview');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [trialOver, isForm, editing, setSearch]);
  const vehicle = vehicleQuery.data;
  const seed = useMemo(
    () => (source ? seedFromAppointment(source) : vehicle ? seedFromVehicle(vehicle) : isForm ? seedForSlot(slotDate, slotStart) : undefined),
    [source, vehicle, isForm, slotDate, slotStart],
  );

  const content = (() => {
    if (!validId) return <Problem title={t('errors.documents.noSchema')} />;
    if (trialOver && isForm) return <TrialOverNotice />;
    if (documentQuery.isError && !isForm) {
      return <Problem title={t('errors.documents.fetchFailed')} text={describeError(t, documentQuery.error)} onRetry={() => void documentQuery.refetch()} />;
    }
    if (formQuery.isError) {
      const key = formErrorKey(formQuery.error);
      return key ? <Problem title={t(key)} /> : <Problem title={t('errors.documents.fetchFailed')} text={describeError(t, formQuery.error)} onRetry={() => void formQuery.refetch()} />;
    }
    if (fromAnswer && answerCarry.isError) {
      return <Problem title={t('sharing.order.carryFailed')} text={describeError(t, answerCarry.error)} onRetry={() => void answerCarry.refetch()} />;
    }
    if (fromAnswer && answerCarry.isPending) return <LoadingLine py="xl" label={t('sharing.order.loading')} />;
    if (!formQuery.data || (!isForm && !documentQuery.data) || (isForm && profileQuery.isPending) || (fromAppointment !== undefined && sourceQuery.isPending && isId(fromAppointment)) || (isId(fromId) && fromQuery.isPending) || (isId(fromVehicle) && vehicleQuery.isPending)) {
      return <LoadingLine py="xl" label={t('documents.loading')} />;
    }
    const document = isForm ? undefined : documentQuery.data;
    const editor = (
      <DocumentEditor
        key={document?.id ?? formQuery.data.id}
        form={formQuery.data}
        document={document}
        userId={userId}
        registry={defaultFieldRegistry}
        justSaved={state?.saved === true}
        profile={profile}
        seed={seed}
        startData={startData}
        slots={editorSlots}
      />
    );
    const tagged = document ? (
      <Stack gap="md">
        {trialOver && <TrialOverNotice />}
        {editor}
        {isInvoiceDocument(document) && (
          <SpvPanel
            document={document}
            definition={formQuery.data.form_schema}
            onShowField={(path, message) => showDocumentField({ path, message })}
            explainIncomplete={({ error, onClose }) => (
              <EfacturaFailureDialog failure={{ number: document.number, error }} onClose={onClose} labelOf={(path) => fieldLabelOf(formQuery.data.form_schema, path)} />
            )}
          />
        )}
        <DocumentSharing document={document} />
        <DocumentTags documentId={document.id} />
      </Stack>
    ) : (
      editor
    );
    if (formQuery.data.access !== 'documents') return tagged;
    return (
      <Stack gap="md">
        <Alert color="gray" variant="light">
          {t('documents.formNoLongerAvailable')}
        </Alert>
        {tagged}
      </Stack>
    );
  })();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {content}
    </Container>
  );
};
