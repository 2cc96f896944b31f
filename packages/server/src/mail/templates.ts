import type { Locale } from '@atelier/core';

type ResetMail = { subject: string; text: (link: string) => string };

const RESET: Record<Locale, ResetMail> = {
  ro: {
    subject: 'Resetarea parolei Atelier',
    text: (link) =>
      `Bună ziua,\n\nAm primit o cerere de resetare a parolei contului dumneavoastră Atelier.\nDeschideți linkul de mai jos pentru a alege o parolă nouă (valabil o oră, o singură dată):\n\n${link}\n\nDacă nu ați cerut resetarea, ignorați acest mesaj: parola rămâne neschimbată.\n\nEchipa Atelier`,
  },
  en: {
    subject: 'Reset your Atelier password',
    text: (link) =>
      `Hello,\n\nWe received a request to reset the password of your Atelier account.\nOpen the link below to choose a new password (valid for one hour, once):\n\n${link}\n\nIf you did not ask for this, ignore this message: your password stays the same.\n\nThe Atelier team`,
  },
  it: {
    subject: 'Reimposta la password di Atelier',
    text: (link) =>
      `Buongiorno,\n\nAbbiamo ricevuto una richiesta di reimpostazione della password del tuo account Atelier.\nApri il link qui sotto per scegliere una nuova password (valido un'ora, una sola volta):\n\n${link}\n\nSe non hai fatto tu la richiesta, ignora questo messaggio: la password resta invariata.\n\nIl team Atelier`,
  },
};

export const passwordResetMail = (locale: Locale, link: string) => ({
  subject: RESET[locale].subject,
  text: RESET[locale].text(link),
});

type Mail = { subject: string; text: (value: string, contact?: string) => string };

/**
 * "Write to us at …" names the operator's address (OPERATOR_EMAIL, else the one the admin saved); a
 * server without one says whom to turn to instead of an address nobody reads.
 */
const writeTo: Record<Locale, (contact: string | undefined) => string> = {
  ro: (contact) => (contact ? `scrieți-ne la ${contact}` : 'anunțați administratorul acestui serviciu'),
  en: (contact) => (contact ? `write to us at ${contact}` : 'tell whoever runs this service'),
  it: (contact) => (contact ? `scrivici a ${contact}` : 'avvisa chi gestisce questo servizio'),
};

const CONFIRM_EMAIL: Record<Locale, Mail> = {
  ro: {
    subject: 'Confirmați noua adresă de e-mail Atelier',
    text: (link) =>
      `Bună ziua,\n\nAți cerut ca această adresă să devină adresa contului dumneavoastră Atelier.\nDeschideți linkul de mai jos pentru a confirma (valabil 24 de ore, o singură dată):\n\n${link}\n\nDacă nu ați cerut schimbarea, ignorați acest mesaj: contul rămâne pe adresa de până acum.\n\nEchipa Atelier`,
  },
  en: {
    subject: 'Confirm your new Atelier e-mail address',
    text: (link) =>
      `Hello,\n\nYou asked for this address to become the address of your Atelier account.\nOpen the link below to confirm it (valid for 24 hours, once):\n\n${link}\n\nIf you did not ask for this, ignore this message: the account keeps its current address.\n\nThe Atelier team`,
  },
  it: {
    subject: 'Conferma il nuovo indirizzo e-mail di Atelier',
    text: (link) =>
      `Buongiorno,\n\nHai chiesto che questo indirizzo diventi l'indirizzo del tuo account Atelier.\nApri il link qui sotto per confermarlo (valido 24 ore, una sola volta):\n\n${link}\n\nSe non hai fatto tu la richiesta, ignora questo messaggio: l'account mantiene l'indirizzo attuale.\n\nIl team Atelier`,
  },
};

const EMAIL_CHANGED: Record<Locale, Mail> = {
  ro: {
    subject: 'Adresa de e-mail a contului Atelier a fost schimbată',
    text: (address, contact) =>
      `Bună ziua,\n\nAdresa de e-mail a contului dumneavoastră Atelier a fost schimbată în ${address}. De acum, autentificarea se face cu noua adresă.\n\nDacă nu dumneavoastră ați făcut schimbarea, ${writeTo.ro(contact)} imediat.\n\nEchipa Atelier`,
  },
  en: {
    subject: 'The e-mail address of your Atelier account was changed',
    text: (address, contact) =>
      `Hello,\n\nThe e-mail address of your Atelier account was changed to ${address}. From now on, sign in with the new address.\n\nIf you did not make this change, ${writeTo.en(contact)} at once.\n\nThe Atelier team`,
  },
  it: {
    subject: "L'indirizzo e-mail del tuo account Atelier è stato cambiato",
    text: (address, contact) =>
      `Buongiorno,\n\nL'indirizzo e-mail del tuo account Atelier è stato cambiato in ${address}. D'ora in poi accedi con il nuovo indirizzo.\n\nSe non hai fatto tu questa modifica, ${writeTo.it(contact)} subito.\n\nIl team Atelier`,
  },
};

const PASSWORD_CHANGED: Record<Locale, Mail> = {
  ro: {
    subject: 'Parola contului Atelier a fost schimbată',
    text: (_value, contact) =>
      `Bună ziua,\n\nParola contului dumneavoastră Atelier a fost schimbată, iar celelalte sesiuni au fost închise.\n\nDacă nu dumneavoastră ați făcut schimbarea, resetați parola din pagina de autentificare și ${writeTo.ro(contact)}.\n\nEchipa Atelier`,
  },
  en: {
    subject: 'Your Atelier password was changed',
    text: (_value, contact) =>
      `Hello,\n\nThe password of your Atelier account was changed, and its other sessions were signed out.\n\nIf you did not make this change, reset your password from the sign-in page and ${writeTo.en(contact)}.\n\nThe Atelier team`,
  },
  it: {
    subject: 'La password di Atelier è stata cambiata',
    text: (_value, contact) =>
      `Buongiorno,\n\nLa password del tuo account Atelier è stata cambiata e le altre sessioni sono state chiuse.\n\nSe non hai fatto tu questa modifica, reimposta la password dalla pagina di accesso e ${writeTo.it(contact)}.\n\nIl team Atelier`,
  },
};

const mail = (table: Record<Locale, Mail>) => (locale: Locale, value: string, contact?: string) => ({ subject: table[locale].subject, text: table[locale].text(value, contact) });

/** To the new address: the link that makes it the account's address. */
export const confirmEmailMail = mail(CONFIRM_EMAIL);
/** To the old address, once the change is confirmed: who to tell if it was not the owner. */
export const emailChangedMail = mail(EMAIL_CHANGED);
export const passwordChangedMail = mail(PASSWORD_CHANGED);

type InvitationMail = { subject: (business: string) => string; text: (v: { business: string; inviter: string; link: string }) => string };

const INVITATION: Record<Locale, InvitationMail> = {
  ro: {
    subject: (business) => `Invitație în echipa ${business} pe Atelier`,
    text: ({ business, inviter, link }) =>
      `Bună ziua,\n\n${inviter} vă invită în echipa ${business} pe Atelier, unde veți putea face și vedea documentele firmei.\nDeschideți linkul de mai jos pentru a accepta (valabil 7 zile, o singură dată):\n\n${link}\n\nDacă nu vă așteptați la această invitație, ignorați mesajul.\n\nEchipa Atelier`,
  },
  en: {
    subject: (business) => `Invitation to join ${business} on Atelier`,
    text: ({ business, inviter, link }) =>
      `Hello,\n\n${inviter} invites you to join ${business} on Atelier, where you will make and see the business's documents.\nOpen the link below to accept (valid for 7 days, once):\n\n${link}\n\nIf you did not expect this invitation, ignore this message.\n\nThe Atelier team`,
  },
  it: {
    subject: (business) => `Invito a unirti a ${business} su Atelier`,
    text: ({ business, inviter, link }) =>
      `Buongiorno,\n\n${inviter} ti invita a unirti a ${business} su Atelier, dove potrai creare e vedere i documenti dell'azienda.\nApri il link qui sotto per accettare (valido 7 giorni, una sola volta):\n\n${link}\n\nSe non ti aspettavi questo invito, ignora questo messaggio.\n\nIl team Atelier`,
  },
};

/** To the invited address: who invites, to which business, and the link that joins it. */
export const invitationMail = (locale: Locale, v: { business: string; inviter: string; link: string }) => ({
  subject: INVITATION[locale].subject(v.business),
  text: INVITATION[locale].text(v),
});
const EXPORT_READY: Record<Locale, Mail> = {
  ro: {
    subject: 'Exportul datelor Atelier este gata',
    text: (link, contact) =>
      `Bună ziua,\n\nArhiva ZIP cu datele firmei dumneavoastră (documente, PDF-uri, profil) este gata.\nO puteți descărca din pagina contului, după autentificare, timp de 7 zile:\n\n${link}\n\nDacă nu ați cerut acest export, ${writeTo.ro(contact)}.\n\nEchipa Atelier`,
  },
  en: {
    subject: 'Your Atelier data export is ready',
    text: (link, contact) =>
      `Hello,\n\nThe ZIP archive with your business's data (documents, PDFs, profile) is ready.\nDownload it from your account page, once signed in, within 7 days:\n\n${link}\n\nIf you did not ask for this export, ${writeTo.en(contact)}.\n\nThe Atelier team`,
  },
  it: {
    subject: "L'esportazione dei dati Atelier è pronta",
    text: (link, contact) =>
      `Buongiorno,\n\nL'archivio ZIP con i dati della tua azienda (documenti, PDF, profilo) è pronto.\nScaricalo dalla pagina del tuo account, dopo l'accesso, entro 7 giorni:\n\n${link}\n\nSe non hai richiesto tu questa esportazione, ${writeTo.it(contact)}.\n\nIl team Atelier`,
  },
};

/** To whoever asked for the data export: the account page where the signed-in owner downloads it. */
export const exportReadyMail = mail(EXPORT_READY);
