import { setTimeout as delay } from 'node:timers/promises';
import { readJson, retryAfterMs } from '../http-answer.js';
import {
  RegistryError,
  type InterventionRecord,
  type RegistryAdapter,
  type RegistryFieldError,
  type RegistrySession,
  type ServiceCode,
  type SubmitResult,
} from './registry-adapter.js';

/**
 * The one implementation of RegistryAdapter, over HTTP against REGISTRY_URL. Every detail of the
 * registry's wire contract is in this file (and mirrored by fake-registry.ts): the paths, the
 * Romanian field names, the code list's shape, the error body `{eroare: {cod, mesaj, campuri}}`.
 * The real AutoPass workshop API is not public (domain-ro §5): when RAR publishes it, this file
 * and the fake change, nothing else.
 */
export const REGISTRY_PATHS = {
  login: '/api/v1/autentificare',
  codes: '/api/v1/nomenclatoare/prestatii',
  records: '/api/v1/interventii',
} as const;

export type HttpRegistryOptions = {
  baseUrl: string;
  /** Longest wait for one answer. */
  timeoutMs?: number;
  /** Further tries after a 5xx, a 429, a timeout or a refused connection. */
  retries?: number;
  /** First backoff; doubles each retry (unless the registry's Retry-After says more). */
  backoffMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails at once with it. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

type WireCode = { cod: string; denumire: string; categorie?: string; km_initial_obligatoriu: boolean; activ: boolean };
type WireResult = { id_autopass: string; stare: SubmitResult['status']; primit_la: string; mesaje?: string[] };
type WireError = { eroare?: { cod?: string; mesaj?: string; campuri?: { camp: string; mesaj: string }[]; id_autopass?: string } };

/** Our record in the registry's field names. */
const toWire = (r: InterventionRecord) => ({
  vin: r.vin,
  nr_inmatriculare: r.plateNumber,
  data_interventie: r.serviceDate,
  km_bord: r.odometerKm,
  ...(r.initialOdometerKm === undefined ? {} : { km_initiali: r.initialOdometerKm }),
  coduri_prestatii: r.codes,
  ...(r.repairedSystem ? { sistem_reparat: r.repairedSystem } : {}),
  ...(r.notes ? { observatii: r.notes } : {}),
  referinta: { id_document: r.source.submissionId, ...(r.source.documentNo ? { nr_document: r.source.documentNo } : {}) },
});

/** The registry's field names back to ours, so field errors point at what the user typed. */
const FIELD_NAMES: Record<string, string> = {
  vin: 'vin',
  nr_inmatriculare: 'registration_number',
  data_interventie: 'service_date',
  km_bord: 'odometer',
  km_initiali: 'initial_odometer',
  coduri_prestatii: 'codes',
  sistem_reparat: 'repaired_system',
  observatii: 'notes',
};

const fromWireResult = (body: WireResult, replayed: boolean): SubmitResult => ({
  autopassId: String(body.id_autopass),
  status: body.stare,
  receivedAt: body.primit_la,
  messages: body.mesaje ?? [],
  replayed,
});

export const createHttpRegistryAdapter = (options: HttpRegistryOptions): RegistryAdapter => {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 250;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 5_000;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));

  /**
   * One call with the retries: 5xx, 429 (after its Retry-After), timeouts and refused connections
   * are tried again; any other answer is returned to the caller. The request is the same each
   * time (a submit carries the same Idempotency-Key), so a retry never makes a second record.
   */
  const call = async (method: string, path: string, { token, json, headers = {} }: { token?: string; json?: unknown; headers?: Record<string, string> }) => {
    let lastStatus: number | undefined;
    let lastRetryAfter: number | undefined;
    for (let attempt = 0; ; attempt += 1) {
      let wait = backoffMs * 2 ** attempt;
      try {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: {
            accept: 'application/json',
            ...(json === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          ...(json === undefined ? {} : { body: JSON.stringify(json) }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        if (response.status < 500 && response.status !== 429) return response;
        lastStatus = response.status;
        lastRetryAfter = retryAfterMs(response.headers.get('retry-after'));
        await response.body?.cancel();
        if (lastRetryAfter !== undefined) {
          if (lastRetryAfter > maxRetryAfterMs) break;
          wait = Math.max(wait, lastRetryAfter);
        }
      } catch {
        // Timed out or could not connect: nothing of the answer to keep (and never the request: it may hold a password).
        lastStatus = undefined;
        lastRetryAfter = undefined;
      }
      if (attempt >= retries) break;
      await sleep(wait);
    }
    throw new RegistryError('unavailable', {
      ...(lastStatus === undefined ? {} : { status: lastStatus }),
      ...(lastRetryAfter === undefined ? {} : { retryAfterMs: lastRetryAfter }),
    });
  };

  /** A refused answer in our terms. */
  const refusal = async (response: Response): Promise<RegistryError> => {
    const body = (await readJson(response)) as WireError;
    const reason = typeof body.eroare?.mesaj === 'string' ? body.eroare.mesaj : undefined;
    const fields: RegistryFieldError[] = (body.eroare?.campuri ?? []).map((c) => ({ field: FIELD_NAMES[c.camp] ?? c.camp, message: c.mesaj }));
    const common = { ...(reason ? { reason } : {}), status: response.status };
    if (response.status === 401) return new RegistryError('session_expired', common);
    if (response.status === 404) return new RegistryError('not_found', common);
    if (response.status === 409) return new RegistryError('duplicate', { ...common, ...(body.eroare?.id_autopass ? { existingId: body.eroare.id_autopass } : {}) });
    return new RegistryError('rejected', { ...common, fields });
  };

  const record = async (response: Response, okStatuses: number[]): Promise<SubmitResult> => {
    if (!okStatuses.includes(response.status)) throw await refusal(response);
    return fromWireResult((await readJson(response)) as WireResult, response.headers.get('idempotent-replayed') === 'true');
  };

  return {
    login: async ({ email, password }) => {
      const response = await call('POST', REGISTRY_PATHS.login, { json: { email, parola: password } });
      if (response.status === 401 || response.status === 403 || response.status === 400) {
        const body = (await readJson(response)) as WireError;
        throw new RegistryError('bad_credentials', { status: response.status, ...(body.eroare?.mesaj ? { reason: body.eroare.mesaj } : {}) });
      }
      if (response.status !== 200) throw await refusal(response);
      const body = (await readJson(response)) as { token?: string; expira_la?: string };
      const expiresAt = body.expira_la ? new Date(body.expira_la) : new Date(Number.NaN);
      if (!body.token || Number.isNaN(expiresAt.getTime())) throw new RegistryError('unavailable', { status: response.status });
      return { token: body.token, expiresAt };
    },
    listServiceCodes: async (session: RegistrySession): Promise<ServiceCode[]> => {
      const response = await call('GET', REGISTRY_PATHS.codes, { token: session.token });
      if (response.status !== 200) throw await refusal(response);
      const body = (await readJson(response)) as { prestatii?: WireCode[] };
      return (body.prestatii ?? []).map((c) => ({
        code: c.cod,
        label: c.denumire,
        ...(c.categorie ? { category: c.categorie } : {}),
        requiresInitialOdometer: c.km_initial_obligatoriu === true,
        active: c.activ !== false,
      }));
    },
    submit: async (session, r, idempotencyKey) =>
      record(await call('POST', REGISTRY_PATHS.records, { token: session.token, json: toWire(r), headers: { 'idempotency-key': idempotencyKey } }), [200, 201]),
    update: async (session, autopassId, r) =>
      record(await call('PUT', `${REGISTRY_PATHS.records}/${encodeURIComponent(autopassId)}`, { token: session.token, json: toWire(r) }), [200]),
  };
};
