import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.js';
import { createMailer, isTransientSmtpFailure, MailUnavailableError } from './mailer.js';

const log = pino({ level: 'silent' });
const mailerFor = (smtpUrl: string, options: { timeoutMs?: number; retries?: number } = {}) =>
  createMailer({ smtpUrl, from: 'Atelier <no-reply@atelier.test>', outboxDir: '/nonexistent', log, ...options });

describe('the SMTP adapter against the fake mail server', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => smtp.close());

  it('delivers a message, its links read back by the fake server', async () => {
    await mailerFor(smtp.url).send({ to: 'ana@example.ro', subject: 'Invitație în echipă', text: 'Intrați: http://localhost:3000/user/accept/abc123\nMulțumim.' });
    const mail = await smtp.next((m) => m.subject === 'Invitație în echipă');
    expect(mail.to).toEqual(['ana@example.ro']);
    expect(mail.from).toBe('no-reply@atelier.test');
    expect(mail.links).toEqual(['http://localhost:3000/user/accept/abc123']);
    expect(mail.text).toContain('Mulțumim.');
  });

  it('tries again when the server is busy (421) and then delivers', async () => {
    const before = smtp.refused();
    smtp.refuseNext(2);
    await mailerFor(smtp.url, { retries: 2 }).send({ to: 'ion@example.ro', subject: 'After two refusals', text: 'ok' });
    expect(smtp.refused() - before).toBe(2);
    expect((await smtp.next((m) => m.subject === 'After two refusals')).to).toEqual(['ion@example.ro']);
  });

  it('gives up after its retries with an error naming the server and the reason, not the password', async () => {
    smtp.refuseNext(10);
    const failure = await mailerFor(smtp.url.replace('smtp://', 'smtp://user:s3cret@'), { retries: 1 })
      .send({ to: 'ion@example.ro', subject: 'never', text: 'x' })
      .then(() => undefined, (error: unknown) => error);
    smtp.refuseNext(0);
    expect(failure).toBeInstanceOf(MailUnavailableError);
    expect((failure as MailUnavailableError).attempts).toBe(2);
    expect((failure as Error).message).toContain(`smtp://127.0.0.1:${smtp.port}`);
    expect((failure as Error).message).toContain('421');
    expect((failure as Error).message).not.toContain('s3cret');
  });

  it('does not try again when the server refuses for good (5xx)', async () => {
    const before = smtp.refused();
    smtp.refuseNext(5, 554);
    const failure = await mailerFor(smtp.url, { retries: 3 })
      .send({ to: 'ion@example.ro', subject: 'refused', text: 'x' })
      .then(() => undefined, (error: unknown) => error);
    smtp.refuseNext(0);
    expect(failure).toBeInstanceOf(MailUnavailableError);
    expect((failure as MailUnavailableError).attempts).toBe(1);
    expect(smtp.refused() - before).toBe(1);
  });
});

describe('the SMTP adapter when the server is down or silent', () => {
  let silent: Server;
  let silentPort: number;
  beforeAll(async () => {
    // Accepts the connection and never greets: a hung mail server.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => silent.close(() => resolve())));

  it('a closed port fails after its retries with a clear error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await mailerFor(`smtp://127.0.0.1:${port}`, { retries: 1 })
      .send({ to: 'a@example.ro', subject: 's', text: 't' })
      .then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(MailUnavailableError);
    expect((failure as MailUnavailableError).attempts).toBe(2);
    expect((failure as Error).message).toMatch(/ECONNECTION|ECONNREFUSED/);
  });

  // Without the timeout nodemailer waits 30 s for a greeting: the test's own limit catches a hang.
  it('a server that never greets is given up on after the timeout, not hung on', { timeout: 10_000 }, async () => {
    const failure = await mailerFor(`smtp://127.0.0.1:${silentPort}`, { timeoutMs: 600, retries: 0 })
      .send({ to: 'a@example.ro', subject: 's', text: 't' })
      .then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(MailUnavailableError);
    expect(isTransientSmtpFailure((failure as Error).cause)).toBe(true);
  });
});

describe('isTransientSmtpFailure', () => {
  it.each([
    [{ responseCode: 421 }, true],
    [{ responseCode: 450 }, true],
    [{ responseCode: 550 }, false],
    [{ responseCode: 535, code: 'EAUTH' }, false],
    [{ code: 'ECONNECTION' }, true],
    [{ code: 'ETIMEDOUT' }, true],
    [{ code: 'EENVELOPE' }, false],
    [new Error('boom'), false],
  ])('%j → %s', (cause, expected) => {
    expect(isTransientSmtpFailure(cause)).toBe(expected);
  });
});
