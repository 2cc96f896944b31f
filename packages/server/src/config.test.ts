import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({}, '/srv/atelier');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('/srv/atelier/data'),
      databaseUrl: undefined,
      trialDays: 30,
      accessTokenMinutes: 30,
      publicUrl: 'http://localhost:3000',
      bodyLimit: 1024 * 1024,
      publicLimits: { submits: 10, pdfs: 30, windowMs: 600_000 },
      pgliteSharedBuffersMb: 16,
      pgliteThread: false,
    });
  });

  it("lets the presence socket be opened from PUBLIC_URL and the canonical host, or the page's own origin without PUBLIC_URL", () => {
    expect(loadConfig({}).presenceOrigins).toEqual({ allowed: [], sameOrigin: true });
    expect(loadConfig({ PUBLIC_URL: 'https://www.atelier.ro/' }).presenceOrigins).toEqual({ allowed: ['https://www.atelier.ro'], sameOrigin: false });
    expect(loadConfig({ PUBLIC_URL: 'https://atelier.ro', CANONICAL_HOST: 'www.atelier.ro' }).presenceOrigins).toEqual({
      allowed: ['https://atelier.ro', 'https://www.atelier.ro'],
      sameOrigin: false,
    });
    expect(loadConfig({}).registerLimit).toBe(10);
  });

  it('runs one server process unless told, several only on PostgreSQL with Redis, and shares the cores for PDFs between them', () => {
    const cores = os.availableParallelism();
    expect(loadConfig({})).toMatchObject({ serverProcesses: 1, pdfWorkers: cores });
    const shared = { DATABASE_URL: 'postgres://db/atelier', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ ...shared, SERVER_PROCESSES: '2' })).toMatchObject({ serverProcesses: 2, pdfWorkers: Math.max(1, Math.floor(cores / 2)) });
    expect(loadConfig({ ...shared, SERVER_PROCESSES: 'auto' }).serverProcesses).toBe(cores);
    expect(loadConfig({ ...shared, SERVER_PROCESSES: '2', PDF_WORKERS: '3' }).pdfWorkers).toBe(3);
    expect(() => loadConfig({ SERVER_PROCESSES: '2', REDIS_URL: shared.REDIS_URL })).toThrow(/SERVER_PROCESSES 2 needs DATABASE_URL \(the embedded database allows one process/);
    expect(() => loadConfig({ SERVER_PROCESSES: '2', DATABASE_URL: shared.DATABASE_URL })).toThrow(/SERVER_PROCESSES 2 needs REDIS_URL/);
    expect(() => loadConfig({ SERVER_PROCESSES: 'many' })).toThrow(/^Invalid configuration: SERVER_PROCESSES must be a whole number from 1 to 64, or auto/);
  });

  it('reads the embedded database settings', () => {
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '64', PGLITE_THREAD: 'true' })).toMatchObject({ pgliteSharedBuffersMb: 64, pgliteThread: true });
  });

  it('reads the limits of anonymous use', () => {
    expect(loadConfig({ PUBLIC_SUBMIT_LIMIT: '3', PUBLIC_PDF_LIMIT: '7', PUBLIC_LIMIT_WINDOW_SECONDS: '60' }).publicLimits).toEqual({ submits: 3, pdfs: 7, windowMs: 60_000 });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ TRIAL_DAYS: '-1' }, /TRIAL_DAYS must be at least 0/],
    [{ CANONICAL_HOST: 'example.ro' }, /CANONICAL_HOST must be a www host name/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be true or false/],
    [{ PUBLIC_SUBMIT_LIMIT: '0' }, /PUBLIC_SUBMIT_LIMIT must be at least 1/],
    [{ PGLITE_SHARED_BUFFERS_MB: '0' }, /PGLITE_SHARED_BUFFERS_MB must be at least 1/],
  ])('stops with one line naming the variable for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/atelier',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://www.atelier.ro/',
      CANONICAL_HOST: 'WWW.atelier.ro',
      TRIAL_DAYS: '15',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db/atelier',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://www.atelier.ro',
      canonicalHost: 'www.atelier.ro',
      trialDays: 15,
      trustProxy: true,
    });
  });

  it('turns e-Factura in SPV on with the OAuth client ANAF registered, on the production URLs unless told', () => {
    expect(loadConfig({}).spv).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://atelier.ro', ANAF_SPV_CLIENT_ID: 'client', ANAF_SPV_CLIENT_SECRET: 'secret' }).spv).toEqual({
      apiUrl: 'https://api.anaf.ro/prod/FCTEL/rest',
      oauthUrl: 'https://logincert.anaf.ro/anaf-oauth2/v1',
      clientId: 'client',
      clientSecret: 'secret',
      redirectUrl: 'https://atelier.ro/api/spv/callback',
      timeoutMs: 30_000,
      retries: 2,
      concurrency: 4,
      pollSeconds: 60,
    });
    const test = loadConfig({
      ANAF_SPV_CLIENT_ID: 'client',
      ANAF_SPV_CLIENT_SECRET: 'secret',
      ANAF_SPV_URL: 'https://api.anaf.ro/test/FCTEL/rest/',
      ANAF_OAUTH_URL: 'http://127.0.0.1:4630/anaf-oauth2/v1',
      ANAF_SPV_REDIRECT_URL: 'https://www.atelier.ro/api/spv/callback',
      ANAF_SPV_TIMEOUT_MS: '5000',
      ANAF_SPV_RETRIES: '0',
      ANAF_SPV_CONCURRENCY: '2',
      ANAF_SPV_POLL_SECONDS: '2',
    }).spv;
    expect(test).toMatchObject({ apiUrl: 'https://api.anaf.ro/test/FCTEL/rest', oauthUrl: 'http://127.0.0.1:4630/anaf-oauth2/v1', redirectUrl: 'https://www.atelier.ro/api/spv/callback', timeoutMs: 5000, retries: 0, concurrency: 2, pollSeconds: 2 });
    for (const wrong of ['0', '3601', '1.5', 'often']) expect(() => loadConfig({ ANAF_SPV_CLIENT_ID: 'client', ANAF_SPV_CLIENT_SECRET: 'secret', ANAF_SPV_POLL_SECONDS: wrong }), wrong).toThrow(/ANAF_SPV_POLL_SECONDS/);
    expect(() => loadConfig({ ANAF_SPV_CLIENT_ID: 'client' })).toThrow(/ANAF_SPV_CLIENT_ID and ANAF_SPV_CLIENT_SECRET go together/);
    expect(() => loadConfig({ ANAF_SPV_CLIENT_SECRET: 'secret' })).toThrow(ConfigError);
  });

  it("reads the operator's identification, leaving out what is not set", () => {
    expect(loadConfig({}).operator).toEqual({});
    expect(loadConfig({ OPERATOR_NAME: ' Atelier Digital SRL ', OPERATOR_CUI: 'RO18547290', OPERATOR_PHONE: '', OPERATOR_WHATSAPP: 'https://wa.me/40712345678' }).operator).toEqual({
      name: 'Atelier Digital SRL',
      cui: 'RO18547290',
      whatsapp: 'https://wa.me/40712345678',
    });
    expect(() => loadConfig({ OPERATOR_EMAIL: 'not-an-address' })).toThrow(ConfigError);
    expect(() => loadConfig({ OPERATOR_WHATSAPP: 'http://wa.me/4071' })).toThrow(/OPERATOR_WHATSAPP/);
  });
});
