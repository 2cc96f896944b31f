import type { Locale } from '@atelier/core';

type Mail = { subject: string; text: (value: string) => string };
type DeletedMail = { subject: string; text: (billing: string, questions: string) => string };

/** "For any question, write to …" only when the operator has an address (OPERATOR_EMAIL, else the admin's saved one). */
const QUESTIONS: Record<Locale, (contact: string) => string> = {
  ro: (contact) => `\n\nPentru întrebări, scrieți-ne la ${contact}.`,
  en: (contact) => `\n\nFor any question, write to us at ${contact}.`,
  it: (contact) => `\n\nPer qualsiasi domanda, scrivici a ${contact}.`,
};

const CONFIRM_DELETION: Record<Locale, Mail> = {
  ro: {
    subject: 'Confirmați ștergerea contului Atelier',
    text: (link) =>
      `Bună ziua,\n\nAți cerut ștergerea contului firmei dumneavoastră din Atelier. Se vor șterge definitiv toate documentele, fișierele, profilul firmei și conturile tuturor membrilor echipei.\n\nPăstrați propriile facturi emise pe perioada legală (Legea contabilității nr. 82/1991, art. 25: 10 ani). Dacă nu ați făcut-o, exportați datele înainte de confirmare.\n\nDeschideți linkul de mai jos și apăsați butonul de confirmare (valabil o oră, o singură dată):\n\n${link}\n\nDacă nu ați cerut ștergerea, ignorați acest mesaj și schimbați-vă parola: contul rămâne neatins.\n\nEchipa Atelier`,
  },
  en: {
    subject: 'Confirm the deletion of your Atelier account',
    text: (link) =>
      `Hello,\n\nYou asked to delete your business account from Atelier. Every document, file, the company profile and the accounts of every team member will be deleted for good.\n\nKeep your own issued invoices for the legal period (Romanian Accounting Law 82/1991, art. 25: 10 years). If you have not done so yet, export your data before confirming.\n\nOpen the link below and press the confirmation button (valid for one hour, once):\n\n${link}\n\nIf you did not ask for this, ignore this message and change your password: the account stays as it is.\n\nThe Atelier team`,
  },
  it: {
    subject: "Conferma l'eliminazione dell'account Atelier",
    text: (link) =>
      `Buongiorno,\n\nHai chiesto di eliminare l'account della tua azienda da Atelier. Tutti i documenti, i file, il profilo aziendale e gli account di tutti i membri del team saranno eliminati definitivamente.\n\nConserva le fatture che hai emesso per il periodo previsto dalla legge (legge rumena sulla contabilità n. 82/1991, art. 25: 10 anni). Se non l'hai ancora fatto, esporta i dati prima di confermare.\n\nApri il link qui sotto e premi il pulsante di conferma (valido un'ora, una sola volta):\n\n${link}\n\nSe non hai fatto tu la richiesta, ignora questo messaggio e cambia la password: l'account resta com'è.\n\nIl team Atelier`,
  },
};

const ACCOUNT_DELETED: Record<Locale, DeletedMail> = {
  ro: {
    subject: 'Contul Atelier a fost șters',
    text: (billing, questions) =>
      `Bună ziua,\n\nContul firmei dumneavoastră din Atelier a fost șters: documentele, fișierele, profilul și conturile membrilor nu mai există.\n\n${billing}${questions}\n\nEchipa Atelier`,
  },
  en: {
    subject: 'Your Atelier account was deleted',
    text: (billing, questions) =>
      `Hello,\n\nYour business account in Atelier was deleted: its documents, files, profile and the members' accounts no longer exist.\n\n${billing}${questions}\n\nThe Atelier team`,
  },
  it: {
    subject: 'Il tuo account Atelier è stato eliminato',
    text: (billing, questions) =>
      `Buongiorno,\n\nL'account della tua azienda in Atelier è stato eliminato: documenti, file, profilo e account dei membri non esistono più.\n\n${billing}${questions}\n\nIl team Atelier`,
  },
};

const BILLING_KEPT: Record<Locale, (until: string) => string> = {
  ro: (until) => `Păstrăm doar evidența abonamentelor facturate (perioade și sume), cum cere Legea contabilității nr. 82/1991, art. 25, până la ${until}.`,
  en: (until) => `We keep only the record of the subscriptions we billed (periods and amounts), as Romanian Accounting Law 82/1991, art. 25 requires, until ${until}.`,
  it: (until) => `Conserviamo solo la registrazione degli abbonamenti fatturati (periodi e importi), come richiede la legge rumena sulla contabilità n. 82/1991, art. 25, fino al ${until}.`,
};

const NOTHING_KEPT: Record<Locale, string> = {
  ro: 'Nu v-am facturat niciun abonament, deci nu păstrăm nicio evidență despre firmă.',
  en: 'We never billed you a subscription, so we keep no record about the business.',
  it: "Non ti abbiamo mai fatturato un abbonamento, quindi non conserviamo alcuna registrazione sull'azienda.",
};

/** To the owner: the link whose page confirms the deletion (a button, not the GET of the link). */
export const confirmDeletionMail = (locale: Locale, link: string) => ({ subject: CONFIRM_DELETION[locale].subject, text: CONFIRM_DELETION[locale].text(link) });

/** To the owner once it is done; `keptUntil` is the last day the billing record is kept (YYYY-MM-DD), null when none is; `contact` is the operator's address (configured, else saved by the admin). */
export const accountDeletedMail = (locale: Locale, keptUntil: string | null, contact?: string) => ({
  subject: ACCOUNT_DELETED[locale].subject,
  text: ACCOUNT_DELETED[locale].text(keptUntil ? BILLING_KEPT[locale](keptUntil) : NOTHING_KEPT[locale], contact ? QUESTIONS[locale](contact) : ''),
});
