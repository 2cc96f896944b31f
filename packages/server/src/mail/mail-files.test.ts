import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parse } from 'parse5';
import pino from 'pino';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { composeMail } from './compose.js';
import { createMailer, type MailMessage } from './mailer.js';
import { readMail } from './read-mail.js';

/** The mailer without SMTP_URL: the .eml it writes and the log lines it prints. */
const sendToOutbox = async (message: MailMessage) => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-mail-files-'));
  const lines: string[] = [];
  const log = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString())) }));
  const mailer = createMailer({ smtpUrl: undefined, from: 'Atelier <no-reply@atelier.test>', outboxDir, log });
  await mailer.send(message);
  mailer.close();
  const [file] = await readdir(outboxDir);
  const raw = await readFile(path.join(outboxDir, file ?? ''));
  return { raw, mail: await readMail(raw), log: lines.join('') };
};

/** Spec parse errors (parse5, the WHATWG parser) and well-formedness errors (saxes, a strict XML parser). */
const htmlErrors = (html: string): string[] => {
  const errors: string[] = [];
  parse(html, { onParseError: (error) => errors.push(`html: ${error.code} at ${error.startLine}:${error.startCol}`) });
  const xml = new SaxesParser();
  xml.on('error', (error) => errors.push(`xml: ${error.message}`));
  xml.write(html.replace(/^<!DOCTYPE html>/i, '')).close();
  return errors;
};

const RESET_LINK = 'https://atelier.test/reset-password?token=s3cr3t-t0ken_value';

describe('the files a mail leaves as', () => {
  it('a business\'s mail: from its name, Reply-To its address, a text and an HTML part of the same content', async () => {
    const { mail, raw } = await sendToOutbox({
      to: 'maria@example.ro',
      subject: 'Confirmare programare',
      text: 'Bună ziua, Maria <Ionescu> & co,\n\nVă confirmăm programarea.\nDezabonare: https://atelier.test/api/reminders/unsubscribe?token=a&b=1.\n\nCu stimă,\nService "Ștefănescu" & Fiii\n',
      fromName: 'Service "Ștefănescu" & Fiii',
      replyTo: { name: 'Service "Ștefănescu" & Fiii', address: 'contact@stefanescu.ro' },
    });
    expect(mail.replyTo).toEqual(['Service "Ștefănescu" & Fiii <contact@stefanescu.ro>']);
    expect(mail.text).toContain('Maria <Ionescu> & co');
    const html = mail.html ?? '';
    expect(htmlErrors(html)).toEqual([]);
    const dom = parse(html);
    const texts: string[] = [];
    const hrefs: string[] = [];
    const walk = (node: { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: unknown[] }, inside: string[]) => {
      if (node.nodeName === '#text' && node.value?.trim()) texts.push(`${inside.at(-1)}: ${node.value.trim()}`);
      if (node.nodeName === 'a') hrefs.push(node.attrs?.find((a) => a.name === 'href')?.value ?? '');
      for (const child of (node.childNodes ?? []) as (typeof node)[]) walk(child, [...inside, node.nodeName]);
    };
    walk(dom as unknown as Parameters<typeof walk>[0], []);
    expect(texts).toEqual([
      'title: Confirmare programare',
      'h1: Service "Ștefănescu" & Fiii',
      'p: Bună ziua, Maria <Ionescu> & co,',
      'p: Vă confirmăm programarea.',
      'p: Dezabonare:',
      'a: https://atelier.test/api/reminders/unsubscribe?token=a&b=1',
      'p: .',
      'p: Cu stimă,',
      'p: Service "Ștefănescu" & Fiii',
    ]);
    expect(hrefs).toEqual(['https://atelier.test/api/reminders/unsubscribe?token=a&b=1']);
    // As over SMTP (RFC 5322): every line ends in CRLF, no bare LF or CR anywhere in the file.
    expect(raw.includes('\r\n')).toBe(true);
    expect(raw.toString('latin1').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('a platform mail: its HTML part too, no Reply-To, and the log line names the file, not the link or its token', async () => {
    const { mail, log } = await sendToOutbox({ to: 'ana@example.ro', subject: 'Resetarea parolei Atelier', text: `Bună ziua,\n\nDeschideți linkul:\n\n${RESET_LINK}\n\nEchipa Atelier`, link: RESET_LINK });
    expect(mail.replyTo).toEqual([]);
    expect(mail.links).toEqual([RESET_LINK]);
    expect(htmlErrors(mail.html ?? '')).toEqual([]);
    expect(mail.html).toContain(`<h1 style="margin:0 0 18px;font-size:20px;color:#1d4e89">Atelier</h1>`);
    expect(mail.html).toContain(`<a href="${RESET_LINK}" style="color:#1d4e89">${RESET_LINK}</a>`);
    expect(log).toContain('mail written to outbox');
    expect(log).toMatch(/\.eml/);
    expect(log).not.toContain('s3cr3t');
    expect(log).not.toMatch(/https?:\/\//);
  });

  it("keeps whose mail it is in the copy only, and finds and forgets one business's copies to an address or about a document", async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-mail-copies-'));
    const mailer = createMailer({ smtpUrl: undefined, from: 'Atelier <no-reply@atelier.test>', outboxDir, log: pino({ level: 'silent' }) });
    const A = 'a'.repeat(24);
    const B = 'b'.repeat(24);
    const send = async (to: string, subject: string, about?: MailMessage['about']) => {
      await mailer.send({ to, subject, text: 'Bună ziua, Ștefan Popescu', ...(about ? { about } : {}) });
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    await send('Stefan@Exemplu.ro', 'Devizul DV-0001 de la Service Ștefănescu – lungă subiectul ca să se plieze pe mai multe rânduri', { business: A, document: 'd1' });
    await send('ana@service.ro', 'Ștefan Popescu a aprobat devizul', { business: A, document: 'd1' });
    await send('stefan@exemplu.ro', 'Programarea la alt service', { business: B, document: 'd2' });
    await send('stefan@exemplu.ro', 'O copie de dinainte de antete');
    await send('ana@service.ro', 'Alt client', { business: A, document: 'd3' });
    mailer.close();
    const copies = mailer.copies!;
    const match = { business: A, addresses: ['stefan@exemplu.ro'], documents: ['d1'] };
    const found = await copies.find(match);
    expect(found.map((c) => [c.to, c.subject, c.business, c.document])).toEqual([
      [['stefan@exemplu.ro'], 'Devizul DV-0001 de la Service Ștefănescu – lungă subiectul ca să se plieze pe mai multe rânduri', A, 'd1'],
      [['ana@service.ro'], 'Ștefan Popescu a aprobat devizul', A, 'd1'],
      [['stefan@exemplu.ro'], 'O copie de dinainte de antete', null, null],
    ]);
    expect(await copies.forget(match)).toBe(3);
    expect(await copies.find(match)).toEqual([]);
    const left = await Promise.all((await readdir(outboxDir)).sort().map(async (file) => readMail(await readFile(path.join(outboxDir, file)))));
    expect(left.map((m) => m.subject)).toEqual(['Programarea la alt service', 'Alt client']);
    // Over SMTP the message carries no such header.
    expect(composeMail('a@b.ro', { to: 'x@y.ro', subject: 's', text: 't', about: { business: A } })).not.toHaveProperty('headers');
    // Nothing to find in an outbox never written.
    expect(await createMailer({ smtpUrl: undefined, from: 'a@b.ro', outboxDir: path.join(outboxDir, 'none'), log: pino({ level: 'silent' }) }).copies!.find(match)).toEqual([]);
  });
});
