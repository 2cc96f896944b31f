import type { Kysely } from 'kysely';
import {
  REGISTRY_CODES_TTL_MS,
  REGISTRY_LOGIN_LIMITS,
  REGISTRY_FORM_KEY,
  validateRegistrySubmission,
  type Locale,
  type RegistryCredentialsBody,
  type RegistryCredentialsStatus,
  type RegistryDocumentsResponse,
  type RegistrySendResponse,
  type RegistrySubmission,
  type RegistrySubmissionBody,
  type ServiceCodeDto,
  type ServiceCodesResponse,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import type { RequestScope } from '../../http/request-user.js';
import { RegistryError, type InterventionRecord, type RegistryAdapter, type SubmitResult } from '../../integrations/registry/registry-adapter.js';
import { draftOf, recordOf } from './registry-documents.js';
import { createRegistrySessions, credentialsContext, reasonOf, sessionContext, unavailable, UNAVAILABLE } from './registry-session.js';
import * as repo from './registry.repo.js';
import type { SecretBox } from '../../infra/secret-box.js';

const toRecord = (s: RegistrySubmission, source: { submissionId: string; documentNo?: string }): InterventionRecord => ({
  vin: s.vin,
  plateNumber: s.registration_number,
  serviceDate: s.service_date,
  odometerKm: s.odometer,
  ...(s.initial_odometer === undefined ? {} : { initialOdometerKm: s.initial_odometer }),
  codes: s.codes,
  ...(s.repaired_system ? { repairedSystem: s.repaired_system } : {}),
  ...(s.notes ? { notes: s.notes } : {}),
  source,
});

const sendResponse = (action: 'submit' | 'update', result: SubmitResult, documentId: string | null): RegistrySendResponse => ({
  action,
  autopass_id: result.autopassId,
  status: result.status,
  received_at: result.receivedAt,
  messages: result.messages,
  document_id: documentId,
});

/** A registry refusal as our error; `definitive` when the registry answered (a retry with the same key would not help). */
const failureOf = (error: RegistryError): { app: AppError; definitive: boolean } => {
  switch (error.kind) {
    case 'rejected':
      return {
        definitive: true,
        app: new AppError('registry_rejected', {
          message: reasonOf(error, 'The registry refused the record'),
          details: error.fields.map((f) => ({ path: f.field, message: f.message, code: 'registry' })),
        }),
      };
    case 'duplicate':
      return {
        definitive: true,
        app: new AppError('registry_duplicate', { message: reasonOf(error, `The registry already holds this intervention${error.existingId ? ` (${error.existingId})` : ''}`) }),
      };
    case 'not_found':
      return { definitive: true, app: new AppError('registry_rejected', { message: reasonOf(error, 'The registry does not know this record any more') }) };
    case 'bad_credentials':
    case 'session_expired':
      return { definitive: true, app: new AppError('registry_credentials_rejected', { message: reasonOf(error, 'The registry refused the saved credentials') }) };
    case 'unavailable':
      return { definitive: false, app: unavailable(error) };
  }
};

export const createRegistryService = ({
  db,
  box,
  adapter: givenAdapter,
  counters,
  now,
}: {
  db: Kysely<Database>;
  box: SecretBox;
  counters: CounterStore;
  /** undefined without REGISTRY_URL: every call that needs the registry answers 502 registry_unavailable. */
  adapter: RegistryAdapter | undefined;
  now: () => Date;
}) => {
  const adapter = (): RegistryAdapter => {
    if (!givenAdapter) throw new AppError('registry_unavailable', { message: 'No registry is configured on this server (REGISTRY_URL)' });
    return givenAdapter;
  };
  const sessions = createRegistrySessions({ db, box, adapter, now });
  const loginLimiter = createRateLimiter(counters, 'registry:login', REGISTRY_LOGIN_LIMITS);

  /** 403 registry_not_allocated unless the registry application is allocated or its add-on is in the active subscription (SPEC §6). */
  const requireAccess = async (scope: RequestScope) => {
    const access = await repo.findAccess(db, { businessId: scope.businessId, formKey: REGISTRY_FORM_KEY, at: now() });
    if (!access.allocated && !access.addon) throw new AppError('registry_not_allocated');
  };

  const status = async (scope: RequestScope): Promise<RegistryCredentialsStatus> => {
    await requireAccess(scope);
    const account = await repo.findAccount(db, scope.businessId);
    if (!account) return { state: 'none', last_checked_at: null, last_error: null, last_error_code: null };
    const down = account.last_error === UNAVAILABLE;
    return {
      state: account.status,
      last_checked_at: account.last_checked_at.toISOString(),
      last_error: down ? null : account.last_error,
      last_error_code: account.status === 'working' ? null : down ? 'registry_unavailable' : 'registry_credentials_rejected',
    };
  };

  /** Checked by a registry login first: refused ones are never stored (400 with the registry's reason). */
  const saveCredentials = async (scope: RequestScope, body: RegistryCredentialsBody): Promise<RegistryCredentialsStatus> => {
    await requireAccess(scope);
    await loginLimiter.hit(scope.businessId);
    const credentials = { email: body.email, password: body.password };
    let session;
    try {
      session = await adapter().login(credentials);
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      if (error.kind === 'bad_credentials') throw new AppError('registry_login_failed', { message: reasonOf(error, 'The registry refused these credentials') });
      throw unavailable(error);
    }
    const sealedCredentials = box.seal(JSON.stringify(credentials), credentialsContext(scope.businessId));
    const sealedSession = box.seal(session.token, sessionContext(scope.businessId));
    await repo.upsertCredentials(db, {
      business_id: scope.businessId,
      credentials_enc: sealedCredentials.data,
      credentials_key_id: sealedCredentials.keyId,
      session_enc: sealedSession.data,
      session_key_id: sealedSession.keyId,
      session_expires_at: session.expiresAt,
      created_by: scope.userId,
      at: now(),
    });
    return status(scope);
  };

  const removeCredentials = async (scope: RequestScope) => {
    await requireAccess(scope);
    if (!(await repo.deleteAccount(db, scope.businessId))) throw new AppError('registry_not_configured');
  };

  const testConnection = async (scope: RequestScope): Promise<RegistryCredentialsStatus> => {
    await requireAccess(scope);
    await loginLimiter.hit(scope.businessId);
    try {
      await sessions.test(scope.businessId);
    } catch (error) {
      // The outcome is in the status: the card shows "test failed" with its reason.
      if (!(error instanceof AppError) || error.code === 'registry_not_configured') throw error;
    }
    return status(scope);
  };

  /** The registry's active codes, from the cache while under a day old (SPEC: refreshed daily). */
  const codes = async (scope: RequestScope): Promise<ServiceCodesResponse> => {
    await requireAccess(scope);
    const account = await repo.findAccount(db, scope.businessId);
    if (!account) throw new AppError('registry_not_configured');
    if (account.codes && account.codes_fetched_at && now().getTime() - account.codes_fetched_at.getTime() < REGISTRY_CODES_TTL_MS) {
      return { codes: account.codes as ServiceCodeDto[], fetched_at: account.codes_fetched_at.toISOString() };
    }
    try {
      const list = await sessions.withSession(scope.businessId, (session) => adapter().listServiceCodes(session));
      const active: ServiceCodeDto[] = list
        .filter((c) => c.active)
        .map((c) => ({ code: c.code, label: c.label, category: c.category ?? null, requires_initial_odometer: c.requiresInitialOdometer }));
      const at = now();
      await repo.saveCodes(db, scope.businessId, active, at);
      return { codes: active, fetched_at: at.toISOString() };
    } catch (error) {
      if (error instanceof RegistryError) throw failureOf(error).app;
      throw error;
    }
  };

  const validated = async (scope: RequestScope, body: RegistrySubmissionBody): Promise<RegistrySubmission> => {
    const account = await repo.findAccount(db, scope.businessId);
    const known = account?.codes ? (account.codes as ServiceCodeDto[]) : undefined;
    const checked = validateRegistrySubmission(body, { today: now().toISOString().slice(0, 10), ...(known ? { known } : {}) });
    if (!checked.ok) {
      throw new AppError('validation_error', { details: checked.problems.map((p) => ({ path: p.path, message: p.code, code: p.code })) });
    }
    return checked.value;
  };

  /**
   * POST /user/forms/autopass: checks (SPEC §5), then a new record, or an update of the
   * document's record once it has an autopassId. Every try is kept in registry_sends, and the
   * data tried stays on the document's record so nothing typed is lost.
   */
  const send = async (scope: RequestScope, body: RegistrySubmissionBody, documentId: string | undefined, headerKey: string | undefined): Promise<RegistrySendResponse> => {
    await requireAccess(scope);
    const document = documentId ? await repo.findVehicleDocument(db, scope.businessId, documentId) : undefined;
    if (documentId && !document) throw new AppError('document_not_found');
    const submission = await validated(scope, body);
    if (!(await repo.findAccount(db, scope.businessId))) throw new AppError('registry_not_configured');
    const source = { submissionId: documentId ?? newId(now()), ...(document?.number ? { documentNo: document.number } : {}) };
    const record = toRecord(submission, source);
    const payload = submission as unknown as Record<string, unknown>;
    const existing = documentId ? await repo.findRecord(db, scope.businessId, documentId) : undefined;
    const action: 'submit' | 'update' = existing?.autopass_id ? 'update' : 'submit';
    let key: string | null = null;
    if (documentId && action === 'submit') key = await repo.beginSubmit(db, { document_id: documentId, business_id: scope.businessId, payload, at: now() });
    else if (documentId) await repo.saveDraft(db, documentId, payload, now());
    else key = headerKey ?? `atelier-${source.submissionId}`;

    const log = (outcome: string, response: unknown, autopassId: string | null) =>
      repo.insertSend(db, {
        id: newId(now()),
        business_id: scope.businessId,
        document_id: documentId ?? null,
        created_by: scope.userId,
        created_at: now(),
        action,
        idempotency_key: key,
        request: payload,
        outcome,
        response,
        autopass_id: autopassId,
      });

    try {
      const result = await sessions.withSession(scope.businessId, async (session) => {
        if (action === 'update' && existing?.autopass_id) return adapter().update(session, existing.autopass_id, record);
        const made = await adapter().submit(session, record, key ?? '');
        // The registry had this key from a try whose answer was lost, with the data of then: bring it up to date.
        return made.replayed ? adapter().update(session, made.autopassId, record) : made;
      });
      if (documentId) await repo.recordAccepted(db, documentId, result.autopassId, now());
      await log('accepted', { status: result.status, received_at: result.receivedAt, messages: result.messages, replayed: result.replayed }, result.autopassId);
      return sendResponse(action, result, documentId ?? null);
    } catch (error) {
      const failure =
        error instanceof RegistryError
          ? failureOf(error)
          : error instanceof AppError
            ? { app: error, definitive: error.code !== 'registry_unavailable' }
            : undefined;
      if (!failure) throw error;
      if (documentId) await repo.recordFailed(db, documentId, { code: failure.app.code, message: failure.app.message, definitive: failure.definitive, at: now() });
      await log(failure.app.code, { message: failure.app.message, details: failure.app.details ?? [] }, existing?.autopass_id ?? null);
      throw failure.app;
    }
  };

  const documents = async (
    scope: RequestScope,
    query: { state?: 'not_sent' | 'sent' | 'failed' | undefined; q?: string | undefined; skip: number; limit: number },
    locale: Locale,
  ): Promise<RegistryDocumentsResponse> => {
    await requireAccess(scope);
    const { rows, total } = await repo.listVehicleDocuments(db, {
      businessId: scope.businessId,
      skip: query.skip,
      limit: query.limit,
      locale,
      ...(query.state ? { state: query.state } : {}),
      ...(query.q ? { q: query.q } : {}),
    });
    return {
      total,
      results: rows.map((row) => ({
        id: row.id,
        number: row.number,
        form_id: row.form_id,
        form_title: row.form_title,
        created_at: row.created_at.toISOString(),
        plate: row.facts['vehicle.plate'] ?? null,
        vin: row.facts['vehicle.vin'] ?? null,
        vehicle: [row.facts['vehicle.make'], row.facts['vehicle.model']].filter(Boolean).join(' ') || null,
        registry: recordOf(row),
        draft: draftOf(row.facts, row.payload, row.created_at),
      })),
    };
  };

  /**
   * Where each of the business's documents among `ids` stands with the registry (only those sent or
   * tried), for another feature's page (a vehicle's AutoPass sends): no registry access needed to
   * read what was sent before.
   */
  const recordsOf = async ({ businessId }: RequestScope, ids: readonly string[]) =>
    (await repo.recordsOf(db, businessId, ids)).map((row) => ({ document_id: row.document_id, ...recordOf(row) }));

  return { status, saveCredentials, removeCredentials, testConnection, codes, send, documents, recordsOf };
};

export type RegistryService = ReturnType<typeof createRegistryService>;
