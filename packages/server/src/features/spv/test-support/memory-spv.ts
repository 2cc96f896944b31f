import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { SpvError, type SpvAdapter, type SpvMessage, type SpvTokens, type SpvUpload } from '../../../integrations/spv/spv-adapter.js';

const DAY = 24 * 60 * 60 * 1000;

type Call = 'exchangeCode' | 'refresh' | 'revoke' | 'upload' | 'status' | 'download' | 'listMessages';

type Uploaded = SpvUpload & { index: string; at: Date; polls: number; downloadId: string };

/**
 * An SPV in memory for the feature's tests, speaking the SpvAdapter contract (not the wire): the
 * HTTP adapter is tested against the fake ANAF server (integrations/spv). It issues codes and tokens
 * with expiries on the test clock, keeps the uploads, answers "processing" for `pollsUntilDone`
 * status calls and then ok, or nok for an XML whose note says RESPINGE; its trouble switches fail
 * the next calls of a kind, and `loseNextUploadAnswer` keeps an upload but answers "unavailable".
 */
export const memorySpv = ({ now, pollsUntilDone = 1 }: { now: () => Date; pollsUntilDone?: number }) => {
  const codes = new Set<string>();
  const access = new Map<string, Date>();
  const refreshTokens = new Map<string, Date>();
  const revoked: string[] = [];
  const uploads: Uploaded[] = [];
  const calls: Call[] = [];
  const trouble = new Map<Call, SpvError[]>();
  let loseNext = false;
  let refuseRefresh: string | undefined;
  let accessMs = 90 * DAY;

  const take = (call: Call) => {
    calls.push(call);
    const queued = trouble.get(call);
    const error = queued?.shift();
    if (error) throw error;
  };
  const tokens = (): SpvTokens => {
    const at = now().getTime();
    const made = { accessToken: `acc-${randomBytes(8).toString('hex')}`, refreshToken: `ref-${randomBytes(8).toString('hex')}`, accessExpiresAt: new Date(at + accessMs), refreshExpiresAt: new Date(at + 365 * DAY) };
    access.set(made.accessToken, made.accessExpiresAt);
    refreshTokens.set(made.refreshToken, made.refreshExpiresAt);
    return made;
  };
  const check = (token: string) => {
    const until = access.get(token);
    if (!until || until.getTime() <= now().getTime() || revoked.includes(token)) throw new SpvError('unauthorized', { status: 401 });
  };
  const archiveOf = (upload: Uploaded, ok: boolean) => {
    const xml = ok ? upload.xml : `<?xml version="1.0"?><header xmlns="mfp:anaf:dgti:efactura:mesajEroriFactuta:v1" Index_incarcare="${upload.index}"><Error errorMessage="E: BR-RO-100 Nota facturii nu este acceptată (RESPINGE)"/></header>`;
    const signature = `<Signature>MF ${upload.downloadId}</Signature>`;
    const zip = Buffer.from(zipSync({ [`${upload.downloadId}.xml`]: strToU8(xml), ...(ok ? { [`semnatura_${upload.downloadId}.xml`]: strToU8(signature) } : {}) }));
    return { zip, xml, ...(ok ? { signature } : {}), errors: ok ? [] : ['E: BR-RO-100 Nota facturii nu este acceptată (RESPINGE)'] };
  };
  const rejected = (upload: Uploaded) => upload.xml.includes('RESPINGE');

  const adapter: SpvAdapter = {
    authorizeUrl: ({ state }) => `https://logincert.anaf.test/anaf-oauth2/v1/authorize?response_type=code&client_id=test&state=${encodeURIComponent(state)}`,
    exchangeCode: async (code) => {
      take('exchangeCode');
      if (!codes.delete(code)) throw new SpvError('grant_refused', { reason: 'invalid_grant: the code is not valid' });
      return tokens();
    },
    refresh: async (refreshToken) => {
      take('refresh');
      if (refuseRefresh) throw new SpvError('grant_refused', { reason: refuseRefresh });
      const until = refreshTokens.get(refreshToken);
      if (!until || until.getTime() <= now().getTime()) throw new SpvError('grant_refused', { reason: 'invalid_grant: the refresh token is not valid' });
      return tokens();
    },
    revoke: async (token) => {
      take('revoke');
      revoked.push(token);
    },
    upload: async (input) => {
      take('upload');
      check(input.accessToken);
      const index = String(5_000_000 + uploads.length + 1);
      uploads.push({ ...input, index, at: now(), polls: 0, downloadId: String(9_000_000 + uploads.length + 1) });
      if (loseNext) {
        loseNext = false;
        throw new SpvError('unavailable', { reason: 'timeout', status: 504 });
      }
      return { uploadIndex: index };
    },
    status: async ({ accessToken, uploadIndex }) => {
      take('status');
      check(accessToken);
      const upload = uploads.find((u) => u.index === uploadIndex);
      if (!upload) throw new SpvError('bad_answer', { reason: 'unknown index' });
      upload.polls += 1;
      if (upload.polls <= pollsUntilDone) return { state: 'processing' };
      return rejected(upload) ? { state: 'nok', downloadId: upload.downloadId } : { state: 'ok', downloadId: upload.downloadId };
    },
    download: async ({ accessToken, downloadId }) => {
      take('download');
      check(accessToken);
      const upload = uploads.find((u) => u.downloadId === downloadId);
      if (!upload) throw new SpvError('bad_answer', { reason: 'unknown download' });
      return archiveOf(upload, !rejected(upload));
    },
    listMessages: async ({ accessToken, cif, days, filter }) => {
      take('listMessages');
      check(accessToken);
      const since = now().getTime() - days * DAY;
      const messages: SpvMessage[] = uploads
        .filter((u) => u.cif === cif && u.at.getTime() >= since)
        .map((u) => ({ id: u.downloadId, kind: rejected(u) ? 'errors' : 'sent', uploadIndex: u.index, cif, details: `Factura cu id_incarcare=${u.index} emisa de cif_emitent=${cif}`, createdAt: u.at }));
      return filter ? messages.filter((m) => m.kind === filter) : messages;
    },
  };

  return {
    adapter,
    /** A code ANAF would give the browser after the sign-in. */
    issueCode: () => {
      const code = `code-${randomBytes(6).toString('hex')}`;
      codes.add(code);
      return code;
    },
    uploads,
    calls,
    revoked,
    /** Every token it ever issued (none may appear in a log or an answer). */
    tokens: () => [...access.keys(), ...refreshTokens.keys()],
    failNext: (call: Call, ...errors: SpvError[]) => trouble.set(call, [...(trouble.get(call) ?? []), ...errors]),
    loseNextUploadAnswer: () => void (loseNext = true),
    refuseRefresh: (reason: string | undefined) => void (refuseRefresh = reason),
    setAccessMs: (ms: number) => void (accessMs = ms),
  };
};

export type MemorySpv = ReturnType<typeof memorySpv>;
