import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ACCESS_TOKEN_MINUTES_DEFAULT, DEFAULT_SHARE_LINK_DAYS, PUBLIC_LIMITS_DEFAULT, REFRESH_TOKEN_DAYS_DEFAULT, REGISTER_LIMITS, TRIAL_DAYS_DEFAULT } from '@atelier/core';
import { PGLITE_SHARED_BUFFERS_MB_DEFAULT } from './db/pglite-settings.js';
import { PDF_LIMITS_DEFAULT, type PdfLimits } from './pdf/limits.js';
import { ANAF_URL_DEFAULT } from './integrations/anaf/anaf-client.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: readonly string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ message: `must be a URL (${protocols.join(', ')})` })
      .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), { message: `must start with ${protocols.join(' or ')}:` })
      .optional(),
  );
const int = (min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a whole number' })
      .int({ message: 'must be a whole number' })
      .min(min, { message: `must be at least ${min}` })
      .max(max, { message: `must be at most ${max}` })
      .default(fallback),
  );
const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1'),
  );

const envSchema = z.object({
  PORT: int(0, 65535, 3000),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  EXPORT_DIR: optionalString,
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Atelier <no-reply@atelier.local>')),
  SMTP_TIMEOUT_MS: int(500, 120_000, 10_000),
  SMTP_RETRIES: int(0, 5, 2),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  CANONICAL_HOST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^www\.[a-z0-9.-]+$/i, { message: 'must be a www host name, e.g. www.example.ro' })
      .optional(),
  ),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be a valid e-mail address' }).optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, { message: 'must be at least 8 characters' }).optional()),
  REGISTRY_URL: optionalUrl(['http', 'https']),
  ANAF_URL: optionalUrl(['http', 'https']),
  ANAF_TIMEOUT_MS: int(200, 60_000, 5_000),
  SMS_GATEWAY_URL: optionalUrl(['http', 'https']),
  SMS_GATEWAY_KEY: optionalString,
  // What the phone shows as the sender: up to 11 letters or digits (an alphanumeric sender ID), or a phone number.
  SMS_SENDER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(?:[A-Za-z0-9][A-Za-z0-9 .-]{0,10}|\+?\d{3,15})$/, { message: 'must be up to 11 letters or digits, or a phone number' })
      .optional(),
  ),
  SMS_TIMEOUT_MS: int(200, 60_000, 10_000),
  SMS_RETRIES: int(0, 5, 2),
  ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[0-9a-f]{64}$/i, { message: 'must be 64 hex characters (32 bytes)' }).optional(),
  ),
  // Keys ENCRYPTION_KEY replaced (comma-separated): still read, never used to encrypt (see npm run registry:rotate-key).
  ENCRYPTION_KEY_PREVIOUS: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[0-9a-f]{64}(,[0-9a-f]{64})*$/i, { message: 'must be 64 hex characters per key, separated by commas' }).optional(),
  ),
  // ANAF's e-Factura API (SPV, issue 30): the feature is on once the installation's OAuth client is set.
  ANAF_SPV_URL: optionalUrl(['http', 'https']),
  ANAF_OAUTH_URL: optionalUrl(['http', 'https']),
  ANAF_SPV_CLIENT_ID: optionalString,
  ANAF_SPV_CLIENT_SECRET: optionalString,
  ANAF_SPV_REDIRECT_URL: optionalUrl(['http', 'https']),
  ANAF_SPV_TIMEOUT_MS: int(200, 300_000, 30_000),
  ANAF_SPV_RETRIES: int(0, 5, 2),
  // SPV calls running at once across every instance (each business's run one at a time).
  ANAF_SPV_CONCURRENCY: int(1, 64, 4),
  // The first wait before asking ANAF about an upload; the later waits grow from it in proportion (60: 1, 2, 5, 10, 30, 60 minutes).
  ANAF_SPV_POLL_SECONDS: int(1, 3600, 60),
  REGISTRY_TIMEOUT_MS: int(100, 120_000, 15_000),
  REGISTRY_RETRIES: int(0, 5, 2),
  TRIAL_DAYS: int(0, 3650, TRIAL_DAYS_DEFAULT),
  ACCESS_TOKEN_MINUTES: int(1, 24 * 60, ACCESS_TOKEN_MINUTES_DEFAULT),
  REFRESH_TOKEN_DAYS: int(1, 365, REFRESH_TOKEN_DAYS_DEFAULT),
  SHARE_LINK_DAYS: int(1, 365, DEFAULT_SHARE_LINK_DAYS),
  BODY_LIMIT: int(1024, 50 * 1024 * 1024, 1024 * 1024),
  TRUST_PROXY: bool(false),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DATABASE_WAIT_MS: int(50, 10 * 60 * 1000, 5000),
  SERVER_PROCESSES: z.preprocess(
    emptyToUndefined,
    z.union([z.literal('auto'), int(1, 64, 1)], { message: 'must be a whole number from 1 to 64, or auto' }).default(1),
  ),
  PGLITE_SHARED_BUFFERS_MB: int(1, 4096, PGLITE_SHARED_BUFFERS_MB_DEFAULT),
  PGLITE_THREAD: bool(false),
  // Statistics and dead rows of the embedded database (infra/jobs/db-maintenance.ts): seconds between runs, 0 turns it off.
  DB_MAINTENANCE_SECONDS: int(0, 24 * 60 * 60, 60),
  // The default depends on SERVER_PROCESSES (see loadConfig).
  PDF_WORKERS: z.preprocess(emptyToUndefined, int(0, 64, 0).optional()),
  PDF_WORKER_NICE: int(0, 19, 10),
  PDF_TIMEOUT_MS: int(100, 10 * 60 * 1000, PDF_LIMITS_DEFAULT.timeoutMs),
  PDF_WORKER_MEMORY_MB: int(64, 16 * 1024, PDF_LIMITS_DEFAULT.memoryMb),
  PUBLIC_SUBMIT_LIMIT: int(1, 100_000, PUBLIC_LIMITS_DEFAULT.submits),
  PUBLIC_PDF_LIMIT: int(1, 100_000, PUBLIC_LIMITS_DEFAULT.pdfs),
  PUBLIC_LIMIT_WINDOW_SECONDS: int(1, 24 * 60 * 60, PUBLIC_LIMITS_DEFAULT.windowSeconds),
  REGISTER_LIMIT: int(1, 100_000, REGISTER_LIMITS.perIp),
  WEB_DIST: optionalString,
  WEB_SSR_DIST: optionalString,
  CATALOG_DIR: optionalString,
  CONTENT_DIR: optionalString,
  // The operator's identification (Legea nr. 365/2002 art. 5): shown on the legal pages and the footer only when set.
  OPERATOR_NAME: optionalString,
  OPERATOR_CUI: optionalString,
  OPERATOR_REG_NO: optionalString,
  OPERATOR_ADDRESS: optionalString,
  OPERATOR_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be a valid e-mail address' }).optional()),
  OPERATOR_PHONE: optionalString,
  OPERATOR_WHATSAPP: optionalUrl(['https']),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Where the data-export ZIPs are kept (EXPORT_DIR, default DATA_DIR/exports); every server process must see the same folder. */
  exportDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Per SMTP step (connect, greeting, each command); a send is tried 1 + smtpRetries times. */
  smtpTimeoutMs: number;
  smtpRetries: number;
  publicUrl: string;
  canonicalHost: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  registryUrl: string | undefined;
  /** ANAF's VAT-payer service (company data from a CUI); the real PlatitorTvaRest v9 unless set. */
  anafUrl: string;
  anafTimeoutMs: number;
  /** The HTTP SMS gateway (integrations/sms) when SMS_GATEWAY_URL is set; SMS is off without it. */
  sms: SmsConfig | undefined;
  encryptionKey: string | undefined;
  /** Earlier ENCRYPTION_KEYs: they still decrypt what they encrypted until the rotation re-encrypts it. */
  previousEncryptionKeys: string[];
  /** ANAF's SPV (e-Factura upload) when ANAF_SPV_CLIENT_ID and ANAF_SPV_CLIENT_SECRET are set; the feature says "not configured" without. */
  spv: SpvConfig | undefined;
  /** Longest wait for one registry answer, and further tries after a 5xx, 429 or timeout. */
  registryTimeoutMs: number;
  registryRetries: number;
  trialDays: number;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  /** How long a customer link to a document lives (SHARE_LINK_DAYS, issue 29). */
  shareLinkDays: number;
  bodyLimit: number;
  trustProxy: boolean;
  logLevel: string;
  /** PGlite's page cache (PostgreSQL's shared_buffers) in MB: resident in the server's memory for good. */
  pgliteSharedBuffersMb: number;
  /** PGlite runs in a worker thread of its own (a second core) rather than in the event loop's. */
  pgliteThread: boolean;
  /** Between two runs of the database upkeep job (ANALYZE, VACUUM); 0: none. */
  dbMaintenanceMs: number;
  /** Server processes `npm start` runs (node:cluster, sharing the port); more than 1 needs PostgreSQL and Redis. */
  serverProcesses: number;
  /** Longest a request waits for a free database connection before a 503 with Retry-After. */
  databaseWaitMs: number;
  /** Worker threads rendering PDFs, per server process; 0 renders in the request's thread. */
  pdfWorkers: number;
  /** Nice value of the PDF worker threads (Linux): the event loop thread wins the cores when both want them. */
  pdfWorkerNice: number;
  /** Longest one PDF render may run (in a worker), and the heap memory of each PDF worker. */
  pdfLimits: PdfLimits;
  webDist: string;
  /** The public pages' server renderer (packages/web/dist-ssr, `vite build --ssr`); without it they are sent with their head only, for the app to draw. */
  webSsrDist: string;
  catalogDir: string;
  /** The public site's Markdown pages, articles and landing pages (content/ at the repository root). */
  contentDir: string;
  /** The operator's identification from OPERATOR_*: unset fields stay undefined and are not shown. */
  operator: Operator;
  /** Anonymous submits and PDFs (preview or download) allowed per client IP and window. */
  publicLimits: PublicLimits;
  /** Registrations allowed per client IP and hour. */
  registerLimit: number;
  /**
   * Origins allowed to open the presence socket: PUBLIC_URL's. Without PUBLIC_URL (development,
   * tests) the page's own origin (Origin matching Host) is allowed too.
   */
  presenceOrigins: { allowed: string[]; sameOrigin: boolean };
};

export type Operator = {
  name?: string;
  cui?: string;
  reg_no?: string;
  address?: string;
  email?: string;
  phone?: string;
  whatsapp?: string;
};

export type SpvConfig = {
  /** The e-Factura API's base (…/prod/FCTEL/rest, or …/test/FCTEL/rest). */
  apiUrl: string;
  /** ANAF's OAuth server (…/anaf-oauth2/v1): authorize, token, revoke. */
  oauthUrl: string;
  clientId: string;
  /** Never logged nor answered: only the adapter sends it, to ANAF's token endpoint. */
  clientSecret: string;
  /** Where ANAF sends the browser back: as registered with ANAF (default PUBLIC_URL/api/spv/callback). */
  redirectUrl: string;
  timeoutMs: number;
  retries: number;
  /** SPV jobs running at once across every instance. */
  concurrency: number;
  /** The first wait before an upload's status is asked of ANAF (ANAF_SPV_POLL_SECONDS); every other wait of the SPV jobs (later checks, retries, looks for a lost answer) in proportion. */
  pollSeconds: number;
};

export const ANAF_SPV_URL_DEFAULT = 'https://api.anaf.ro/prod/FCTEL/rest';
export const ANAF_OAUTH_URL_DEFAULT = 'https://logincert.anaf.ro/anaf-oauth2/v1';

export type SmsConfig = { url: string; key: string; sender: string | undefined; timeoutMs: number; retries: number };

export type PublicLimits = { submits: number; pdfs: number; windowMs: number };

export class ConfigError extends Error {}

/** PUBLIC_URL's origin, and the canonical host's on the same scheme (where the pages are served). */
const presenceOrigins = (publicUrl: string | undefined, canonicalHost: string | undefined): string[] => {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  return [...new Set([url.origin, ...(canonicalHost ? [`${url.protocol}//${canonicalHost.toLowerCase()}`] : [])])];
};

const definedOnly = (fields: Operator): Operator =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string' && value !== '')) as Operator;

/** Parses the environment once; a bad value stops start-up with one line naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv, cwd = process.cwd()): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got "${env[name] ?? ''}")`);
  }
  const e = parsed.data;
  const serverProcesses = e.SERVER_PROCESSES === 'auto' ? os.availableParallelism() : e.SERVER_PROCESSES;
  if (serverProcesses > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration: SERVER_PROCESSES ${serverProcesses} needs DATABASE_URL (the embedded database allows one process per DATA_DIR)`,
    );
  }
  if (serverProcesses > 1 && !e.REDIS_URL) {
    throw new ConfigError(
      `Invalid configuration: SERVER_PROCESSES ${serverProcesses} needs REDIS_URL (rate limits and live presence are shared between processes through Redis)`,
    );
  }
  if (Boolean(e.ANAF_SPV_CLIENT_ID) !== Boolean(e.ANAF_SPV_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration: ANAF_SPV_CLIENT_ID and ANAF_SPV_CLIENT_SECRET go together (the OAuth client registered with ANAF)');
  }
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_KEY) {
    throw new ConfigError('Invalid configuration: SMS_GATEWAY_URL needs SMS_GATEWAY_KEY (the gateway\'s API key)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    exportDir: path.resolve(cwd, e.EXPORT_DIR ?? path.join(e.DATA_DIR, 'exports')),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    smtpRetries: e.SMTP_RETRIES,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    canonicalHost: e.CANONICAL_HOST?.toLowerCase(),
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    registryUrl: e.REGISTRY_URL,
    anafUrl: e.ANAF_URL ?? ANAF_URL_DEFAULT,
    anafTimeoutMs: e.ANAF_TIMEOUT_MS,
    sms:
      e.SMS_GATEWAY_URL && e.SMS_GATEWAY_KEY
        ? { url: e.SMS_GATEWAY_URL, key: e.SMS_GATEWAY_KEY, sender: e.SMS_SENDER, timeoutMs: e.SMS_TIMEOUT_MS, retries: e.SMS_RETRIES }
        : undefined,
    encryptionKey: e.ENCRYPTION_KEY,
    previousEncryptionKeys: e.ENCRYPTION_KEY_PREVIOUS ? e.ENCRYPTION_KEY_PREVIOUS.toLowerCase().split(',') : [],
    spv:
      e.ANAF_SPV_CLIENT_ID && e.ANAF_SPV_CLIENT_SECRET
        ? {
            apiUrl: (e.ANAF_SPV_URL ?? ANAF_SPV_URL_DEFAULT).replace(/\/+$/, ''),
            oauthUrl: (e.ANAF_OAUTH_URL ?? ANAF_OAUTH_URL_DEFAULT).replace(/\/+$/, ''),
            clientId: e.ANAF_SPV_CLIENT_ID,
            clientSecret: e.ANAF_SPV_CLIENT_SECRET,
            redirectUrl: e.ANAF_SPV_REDIRECT_URL ?? `${(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')}/api/spv/callback`,
            timeoutMs: e.ANAF_SPV_TIMEOUT_MS,
            retries: e.ANAF_SPV_RETRIES,
            concurrency: e.ANAF_SPV_CONCURRENCY,
            pollSeconds: e.ANAF_SPV_POLL_SECONDS,
          }
        : undefined,
    registryTimeoutMs: e.REGISTRY_TIMEOUT_MS,
    registryRetries: e.REGISTRY_RETRIES,
    trialDays: e.TRIAL_DAYS,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    shareLinkDays: e.SHARE_LINK_DAYS,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    pgliteThread: e.PGLITE_THREAD,
    dbMaintenanceMs: e.DB_MAINTENANCE_SECONDS * 1000,
    serverProcesses,
    databaseWaitMs: e.DATABASE_WAIT_MS,
    // One PDF thread per core across all processes, so several processes do not oversubscribe the machine.
    pdfWorkers: e.PDF_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / serverProcesses)),
    pdfWorkerNice: e.PDF_WORKER_NICE,
    pdfLimits: { timeoutMs: e.PDF_TIMEOUT_MS, memoryMb: e.PDF_WORKER_MEMORY_MB },
    webDist: path.resolve(cwd, e.WEB_DIST ?? 'packages/web/dist'),
    webSsrDist: path.resolve(cwd, e.WEB_SSR_DIST ?? 'packages/web/dist-ssr'),
    catalogDir: path.resolve(cwd, e.CATALOG_DIR ?? 'catalog'),
    contentDir: path.resolve(cwd, e.CONTENT_DIR ?? 'content'),
    operator: definedOnly({
      name: e.OPERATOR_NAME?.trim(),
      cui: e.OPERATOR_CUI?.trim(),
      reg_no: e.OPERATOR_REG_NO?.trim(),
      address: e.OPERATOR_ADDRESS?.trim(),
      email: e.OPERATOR_EMAIL,
      phone: e.OPERATOR_PHONE?.trim(),
      whatsapp: e.OPERATOR_WHATSAPP,
    }),
    publicLimits: { submits: e.PUBLIC_SUBMIT_LIMIT, pdfs: e.PUBLIC_PDF_LIMIT, windowMs: e.PUBLIC_LIMIT_WINDOW_SECONDS * 1000 },
    registerLimit: e.REGISTER_LIMIT,
    presenceOrigins: { allowed: presenceOrigins(e.PUBLIC_URL, e.CANONICAL_HOST), sameOrigin: !e.PUBLIC_URL },
  };
};
