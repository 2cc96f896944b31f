import { open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MailAbout } from './compose.js';

/** The headers that record, in the outbox's copy only, whose mail it is (MailMessage.about). */
export const ABOUT_HEADERS = { business: 'X-Atelier-Business', document: 'X-Atelier-Document' } as const;

/** The outbox copy's extra headers for a message's `about` (none without it). */
export const aboutHeaders = (about: MailAbout | undefined): Record<string, string> =>
  about ? { [ABOUT_HEADERS.business]: about.business, ...(about.document ? { [ABOUT_HEADERS.document]: about.document } : {}) } : {};

/** One copy in the outbox as its headers describe it. */
export type MailCopy = { file: string; date: string; to: string[]; subject: string; business: string | null; document: string | null };

/**
 * Which copies are one customer's: those of their business (or written before copies named one)
 * sent to one of their addresses, or about one of `documents`.
 */
export type MailCopyMatch = { business: string; addresses: readonly string[]; documents: readonly string[] };

/**
 * The copies a mailer keeps of what it sent: without SMTP, DATA_DIR/outbox is the instance's
 * delivery log, and it holds what the messages say of their recipients. A customer's erasure
 * forgets their copies (the customers feature registers the place); over SMTP nothing is kept.
 */
export type MailCopies = {
  find: (match: MailCopyMatch) => Promise<MailCopy[]>;
  /** Deletes the copies `find` answers; answers how many went. */
  forget: (match: MailCopyMatch) => Promise<number>;
};

/** The headers are read from the file's start (a few KiB: the parts and attachments come after), not the whole file: an erasure reads every copy. */
const HEAD_BYTES = 16 * 1024;

const ADDRESS = /[^\s<>,;:"()[\]]+@[^\s<>,;:"()[\]]+/g;

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or ?B?), as nodemailer writes a subject that is not ASCII. */
const decodeWords = (value: string): string =>
  value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=(\s+(?==\?))?/g, (_all, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

/** A message's headers, unfolded, by lower-case name (the first of each). */
const headersOf = (raw: string): Map<string, string> => {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
};

const readHead = async (file: string): Promise<string> => {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('latin1');
  } finally {
    await handle.close();
  }
};

/** The outbox folder's copies (mailer.ts writes them without SMTP_URL). */
export const outboxCopies = (outboxDir: string): MailCopies => {
  const find = async ({ business, addresses, documents }: MailCopyMatch): Promise<MailCopy[]> => {
    let names: string[];
    try {
      names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const wanted = new Set(addresses.map((a) => a.toLowerCase()));
    const about = new Set(documents);
    const found: MailCopy[] = [];
    for (const name of names) {
      const headers = headersOf(await readHead(path.join(outboxDir, name)));
      const owner = headers.get(ABOUT_HEADERS.business.toLowerCase()) ?? null;
      if (owner !== null && owner !== business) continue;
      const to = ['to', 'cc', 'bcc'].flatMap((h) => (headers.get(h) ?? '').match(ADDRESS) ?? []).map((a) => a.toLowerCase());
      const document = headers.get(ABOUT_HEADERS.document.toLowerCase()) ?? null;
      // A copy naming no business was written before copies named one: its recipient alone says whose it is.
      if (to.some((a) => wanted.has(a)) || (owner !== null && document !== null && about.has(document))) {
        found.push({ file: name, date: headers.get('date') ?? '', to, subject: decodeWords(headers.get('subject') ?? ''), business: owner, document });
      }
    }
    return found;
  };
  return {
    find,
    forget: async (match) => {
      const found = await find(match);
      for (const copy of found) await rm(path.join(outboxDir, copy.file), { force: true });
      return found.length;
    },
  };
};
