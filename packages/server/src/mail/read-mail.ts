import { simpleParser, type AddressObject, type Source } from 'mailparser';

/** A message as its recipient reads it: headers and text decoded (quoted-printable, base64, encoded words). */
export type ReadMail = {
  subject: string;
  /** The From header as the recipient's mail program shows it: "Name <address>" or the bare address. */
  sender: string;
  /** The Reply-To address(es), as "Name <address>" or the bare address (empty when none). */
  replyTo: string[];
  text: string;
  /** The HTML part, as sent (undefined when there is none). */
  html: string | undefined;
  /** Every http(s) address in the text part, in order (the reset, invitation or export link). */
  links: string[];
  /** The files sent with it (content decoded as UTF-8 text). */
  attachments: { filename: string; contentType: string; content: string }[];
};

/** A header's addresses as a mail program shows them: "Name <address>", or the bare address. */
const addresses = (header: AddressObject | undefined): string[] => (header?.value ?? []).map((a) => (a.name ? `${a.name} <${a.address ?? ''}>` : (a.address ?? '')));

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * Reads a raw message (an SMTP stream, an .eml of DATA_DIR/outbox): the one decoding of a mail the
 * tests share, so that a link split by a quoted-printable soft break is read whole.
 */
export const readMail = async (source: Source): Promise<ReadMail> => {
  const parsed = await simpleParser(source);
  const text = parsed.text ?? '';
  return {
    subject: parsed.subject ?? '',
    sender: addresses(parsed.from).join(', '),
    replyTo: addresses(parsed.replyTo),
    text,
    html: parsed.html === false ? undefined : parsed.html,
    links: text.match(LINK) ?? [],
    attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content.toString('utf8') })),
  };
};
