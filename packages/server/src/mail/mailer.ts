import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../db/ids.js';
import { composeMail, type MailMessage } from './compose.js';
import { aboutHeaders, outboxCopies, type MailCopies } from './outbox.js';

export type { MailAbout, MailAddress, MailAttachment, MailMessage } from './compose.js';
export type { MailCopies, MailCopy, MailCopyMatch } from './outbox.js';
/** `copies`: what it keeps of the messages it sent (the outbox without SMTP; none over SMTP). */
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void; copies?: MailCopies };

/** The mail server could not take the message after every try: says which server and why, never its password. */
export class MailUnavailableError extends Error {
  constructor(
    readonly server: string,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`The mail server ${server} did not take the message after ${attempts} attempt(s): ${describe(cause)}`, { cause });
    this.name = 'MailUnavailableError';
  }
}

type SmtpFailure = { code?: string; responseCode?: number; message?: string };

const describe = (cause: unknown) => {
  const { code, responseCode, message } = (cause ?? {}) as SmtpFailure;
  return [responseCode, code, message].filter((part) => part !== undefined && part !== '').join(' ') || String(cause);
};

/**
 * Worth another try: the server could not be reached, timed out, hung up, or answered 4xx
 * (temporarily unavailable, greylisting). A 5xx (bad address, refused sender) or a failed login
 * would fail again the same way.
 */
export const isTransientSmtpFailure = (cause: unknown): boolean => {
  const { code, responseCode } = (cause ?? {}) as SmtpFailure;
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS' || code === 'ECONNRESET';
};

const serverName = (smtpUrl: string) => {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
};

/**
 * nodemailer reads a connection URL's options from its query and ignores options passed beside a
 * URL, so the timeouts go into the query (unless SMTP_URL already sets them).
 */
const withTimeouts = (smtpUrl: string, timeoutMs: number) => {
  const url = new URL(smtpUrl);
  for (const key of ['connectionTimeout', 'greetingTimeout', 'socketTimeout', 'dnsTimeout']) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(timeoutMs));
  }
  return url.toString();
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox/*.eml (CRLF
 * line ends, as over SMTP) and the file logged, so a self-hoster without a mail server can still
 * open a password reset link. The log line names the file, never the link: a link's token is a
 * credential (a reset, a deletion, an invitation).
 *
 * Over SMTP every step (connect, greeting, each command) has `timeoutMs`, and a send that fails
 * for a passing reason is tried again `retries` times (after 250 ms, then 500 ms, …); then it
 * throws MailUnavailableError, which callers log or turn into a clear answer.
 */
export const createMailer = ({
  smtpUrl,
  from,
  outboxDir,
  log,
  timeoutMs = 10_000,
  retries = 2,
}: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  retries?: number;
}): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(withTimeouts(smtpUrl, timeoutMs));
    const server = serverName(smtpUrl);
    return {
      send: async (message) => {
        for (let attempt = 1; ; attempt++) {
          try {
            await transport.sendMail(composeMail(from, message));
            return;
          } catch (error) {
            if (attempt > retries || !isTransientSmtpFailure(error)) throw new MailUnavailableError(server, attempt, error);
            log.warn({ server, attempt, reason: describe(error) }, 'mail not sent, trying again');
            await pause(250 * 2 ** (attempt - 1));
          }
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message: MailMessage) => {
      // CRLF line ends, as the message travels over SMTP (RFC 5322): the file is a real .eml. The
      // message's own `newline` converts its parts too; the transport's option only names it in logs.
      // Whose mail it is (MailMessage.about) in the copy's headers only: a customer's erasure finds it by them.
      const info = await transport.sendMail({ ...composeMail(from, message), headers: aboutHeaders(message.about), newline: 'windows' });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${newId()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox (SMTP_URL not set)');
    },
    close: () => transport.close(),
    copies: outboxCopies(outboxDir),
  };
};
