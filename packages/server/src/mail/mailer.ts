import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../db/ids.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string; link?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox/*.eml and its
 * link logged, so a self-hoster without a mail server can still reset a password.
 */
export const createMailer = ({
  smtpUrl,
  from,
  outboxDir,
  log,
}: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async ({ to, subject, text, html }) => {
        await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async ({ to, subject, text, html, link }) => {
      const info = await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${newId()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to, subject, file, link }, 'mail written to outbox (SMTP_URL not set)');
    },
    close: () => transport.close(),
  };
};
