import type { SendMailOptions } from 'nodemailer';

/** A name and an address: a business writing to its customer, the address a reply goes to. */
export type MailAddress = { name: string; address: string };

/**
 * One message as the product writes it: its text is the one source of its content; the HTML part is
 * made from it (`mailHtml`). `fromName`: the sender's display name instead of MAIL_FROM's (a
 * workshop's mail to its customer), same address. `replyTo`: where a reply goes when the mail is
 * sent on a business's behalf (its address, not the no-reply sender). `link`: the message's link,
 * for tests that read it from the captured message (never logged).
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  link?: string;
  fromName?: string;
  replyTo?: MailAddress;
  attachments?: MailAttachment[];
  /**
   * Whose mail it is when a business writes to (or about) its customer: the business and the
   * document it is about. Never sent; the outbox's copy keeps them (mail/outbox.ts), so that the
   * customer's erasure finds that business's copies and no other's.
   */
  about?: MailAbout;
};
export type MailAbout = { business: string; document?: string };
/** A file sent with the message (an appointment's .ics, a document's PDF). */
export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** An http(s) address in a mail's text, up to white space or a closing quote/bracket (as read-mail reads links). */
const LINK = /https?:\/\/[^\s<>"')]+/g;
/** Trailing punctuation that ends the sentence, not the address. */
const TRAILING = /[.,;:!?]+$/;

/** One line of text: escaped, its addresses as links. */
const lineHtml = (line: string): string => {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const url = match[0].replace(TRAILING, '');
    const at = match.index;
    html += escapeHtml(line.slice(from, at));
    html += `<a href="${escapeHtml(url)}" style="color:#1d4e89">${escapeHtml(url)}</a>`;
    from = at + url.length;
  }
  return html + escapeHtml(line.slice(from));
};

/**
 * The HTML part of a message, from its text: a heading with the sender's name (the business on
 * whose behalf it is sent, else the platform), the text's paragraphs (blank-line separated) with
 * their line breaks, every address a link, everything escaped. Plain inline styles only (mail
 * clients drop style sheets); void elements self-closed, so the part is well-formed as XML too.
 */
export const mailHtml = ({ heading, subject, text }: { heading: string; subject: string; text: string }): string => {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p style="margin:0 0 14px">${block.split('\n').map(lineHtml).join('<br />\n')}</p>`);
  return [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background:#f5f6f8">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1f2328;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">',
    `<h1 style="margin:0 0 18px;font-size:20px;color:#1d4e89">${escapeHtml(heading)}</h1>`,
    ...paragraphs,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
};

/** MAIL_FROM's display name and address ("Atelier <no-reply@…>"). */
const parseFrom = (from: string): MailAddress => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] ?? '', address: match[2] ?? from } : { name: '', address: from.trim() };
};

/** What nodemailer sends for a message: sender, Reply-To, the text and its HTML part, attachments. */
export const composeMail = (from: string, message: MailMessage): SendMailOptions => {
  const sender = parseFrom(from);
  const name = message.fromName || sender.name;
  return {
    from: name ? { name, address: sender.address } : sender.address,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: mailHtml({ heading: name || 'Atelier', subject: message.subject, text: message.text }),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
  };
};
