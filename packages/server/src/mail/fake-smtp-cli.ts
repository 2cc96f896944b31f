/**
 * `npm run fake-smtp`: a mail server for a demo without a mail provider. Start Atelier with the
 * SMTP_URL it prints; every message (password reset, invitation, export ready…) is printed here
 * with its links and listed at the inbox address. Keeps messages in memory only.
 *
 *   FAKE_SMTP_PORT (default 2525), FAKE_SMTP_INBOX_PORT (default 2526), FAKE_SMTP_HOST (127.0.0.1)
 */
import { createServer } from 'node:http';
import { startFakeSmtp, type FakeMail } from './fake-smtp.js';

const host = process.env.FAKE_SMTP_HOST || '127.0.0.1';
const smtpPort = Number(process.env.FAKE_SMTP_PORT || 2525);
const inboxPort = Number(process.env.FAKE_SMTP_INBOX_PORT || 2526);

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (messages: FakeMail[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake SMTP inbox (${messages.length})</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:52rem;margin:1rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style>
</head><body><h1>Fake SMTP inbox</h1><p>${messages.length} message(s), newest first. Reload to refresh. JSON: <a href="/messages.json">/messages.json</a></p>
${[...messages]
  .reverse()
  .map(
    (m) => `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to.join(', '))} · ${escape(m.receivedAt)}</p>
${m.links.map((link) => `<p><a href="${escape(link)}">${escape(link)}</a></p>`).join('')}<pre>${escape(m.text)}</pre></article>`,
  )
  .join('\n')}
</body></html>`;

const smtp = await startFakeSmtp({
  host,
  port: smtpPort,
  onMail: (mail) => {
    console.log(`\n✉  ${mail.receivedAt}  to ${mail.to.join(', ')}\n   ${mail.subject}`);
    for (const link of mail.links) console.log(`   ${link}`);
  },
});

const inbox = createServer((request, response) => {
  if (request.url === '/messages.json') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(smtp.messages));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page(smtp.messages));
});
inbox.listen(inboxPort, host);

console.log(`Fake SMTP server listening on ${smtp.url}`);
console.log(`Start Atelier with: SMTP_URL=${smtp.url} npm start`);
console.log(`Inbox: http://${host}:${inboxPort}/`);

const stop = () => {
  inbox.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
