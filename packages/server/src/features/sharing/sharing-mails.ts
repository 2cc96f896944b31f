import { formatDate, type Locale, type ShareState } from '@atelier/core';

type Sent = { title: string; workshop: string; phone: string; message: string; link: string; expires: string };

/**
 * The e-mail that takes a document to its customer (issue 29), in the customer's language: the
 * user's message, the link to the document's page, the PDF attached, signed with the workshop's name.
 * The HTML part is made from this text (mail/compose.ts).
 */
export const documentMail = (locale: Locale, v: Sent) => {
  const day = formatDate(v.expires, locale);
  const texts = {
    ro: {
      subject: `${v.title} – ${v.workshop}`,
      defaultMessage: `Bună ziua,\n\nvă trimitem ${v.title}.`,
      body: `Îl găsiți aici, până la ${day}:\n${v.link}\n\nL-am atașat și ca PDF.${v.phone ? `\nPentru întrebări, răspundeți la acest e-mail sau sunați-ne la ${v.phone}.` : '\nPentru întrebări, răspundeți la acest e-mail.'}\n\nCu stimă,\n${v.workshop}\n`,
    },
    en: {
      subject: `${v.title} – ${v.workshop}`,
      defaultMessage: `Hello,\n\nplease find ${v.title} from us.`,
      body: `You can open it here until ${day}:\n${v.link}\n\nIt is attached as a PDF too.${v.phone ? `\nFor any question, reply to this e-mail or call us on ${v.phone}.` : '\nFor any question, reply to this e-mail.'}\n\nKind regards,\n${v.workshop}\n`,
    },
    it: {
      subject: `${v.title} – ${v.workshop}`,
      defaultMessage: `Buongiorno,\n\nLe inviamo ${v.title}.`,
      body: `Può aprirlo qui fino al ${day}:\n${v.link}\n\nÈ allegato anche in PDF.${v.phone ? `\nPer qualsiasi domanda, risponda a questa e-mail o ci chiami al ${v.phone}.` : '\nPer qualsiasi domanda, risponda a questa e-mail.'}\n\nCordiali saluti,\n${v.workshop}\n`,
    },
  } as const;
  const t = texts[locale];
  return { subject: t.subject, text: `${v.message || t.defaultMessage}\n\n${t.body}` };
};

/** The SMS: the user's message (or a short default) and the link. */
export const documentSms = (locale: Locale, v: { title: string; workshop: string; message: string; link: string }) => {
  const fallback = { ro: `${v.workshop}: ${v.title}`, en: `${v.workshop}: ${v.title}`, it: `${v.workshop}: ${v.title}` }[locale];
  return `${v.message || fallback}\n${v.link}`;
};

const DECISIONS: Record<Locale, Record<Exclude<ShareState, 'not_sent' | 'sent' | 'opened'>, string>> = {
  ro: { approved: 'a aprobat', partly_approved: 'a aprobat parțial', declined: 'a refuzat', signed: 'a semnat' },
  en: { approved: 'approved', partly_approved: 'partly approved', declined: 'declined', signed: 'signed' },
  it: { approved: 'ha approvato', partly_approved: 'ha approvato in parte', declined: 'ha rifiutato', signed: 'ha firmato' },
};

/** To the member who sent the document (or the owner): the customer answered. */
export const answeredMail = (locale: Locale, v: { signer: string; decision: keyof (typeof DECISIONS)['ro']; title: string; comment: string; link: string }) => {
  const did = DECISIONS[locale][v.decision];
  const texts = {
    ro: {
      subject: `${v.signer} ${did} ${v.title}`,
      text: `Bună ziua,\n\nClientul ${v.signer} ${did} ${v.title}.${v.comment ? `\nComentariul clientului: ${v.comment}` : ''}\n\nVedeți documentul în Atelier:\n${v.link}\n\nEchipa Atelier`,
    },
    en: {
      subject: `${v.signer} ${did} ${v.title}`,
      text: `Hello,\n\nYour customer ${v.signer} ${did} ${v.title}.${v.comment ? `\nThe customer's comment: ${v.comment}` : ''}\n\nSee the document in Atelier:\n${v.link}\n\nThe Atelier team`,
    },
    it: {
      subject: `${v.signer} ${did} ${v.title}`,
      text: `Buongiorno,\n\nIl cliente ${v.signer} ${did} ${v.title}.${v.comment ? `\nIl commento del cliente: ${v.comment}` : ''}\n\nVeda il documento in Atelier:\n${v.link}\n\nIl team Atelier`,
    },
  } as const;
  return texts[locale];
};
