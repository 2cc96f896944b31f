import { CONTACT, type Locale } from '@atelier/core';

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

type Mail = { subject: string; text: (value: string) => string };

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
    text: (address) =>
      `Bună ziua,\n\nAdresa de e-mail a contului dumneavoastră Atelier a fost schimbată în ${address}. De acum, autentificarea se face cu noua adresă.\n\nDacă nu dumneavoastră ați făcut schimbarea, scrieți-ne imediat la ${CONTACT.email}.\n\nEchipa Atelier`,
  },
  en: {
    subject: 'The e-mail address of your Atelier account was changed',
    text: (address) =>
      `Hello,\n\nThe e-mail address of your Atelier account was changed to ${address}. From now on, sign in with the new address.\n\nIf you did not make this change, write to us at once at ${CONTACT.email}.\n\nThe Atelier team`,
  },
  it: {
    subject: "L'indirizzo e-mail del tuo account Atelier è stato cambiato",
    text: (address) =>
      `Buongiorno,\n\nL'indirizzo e-mail del tuo account Atelier è stato cambiato in ${address}. D'ora in poi accedi con il nuovo indirizzo.\n\nSe non hai fatto tu questa modifica, scrivici subito a ${CONTACT.email}.\n\nIl team Atelier`,
  },
};

const PASSWORD_CHANGED: Record<Locale, Mail> = {
  ro: {
    subject: 'Parola contului Atelier a fost schimbată',
    text: () =>
      `Bună ziua,\n\nParola contului dumneavoastră Atelier a fost schimbată, iar celelalte sesiuni au fost închise.\n\nDacă nu dumneavoastră ați făcut schimbarea, resetați parola din pagina de autentificare și scrieți-ne la ${CONTACT.email}.\n\nEchipa Atelier`,
  },
  en: {
    subject: 'Your Atelier password was changed',
    text: () =>
      `Hello,\n\nThe password of your Atelier account was changed, and its other sessions were signed out.\n\nIf you did not make this change, reset your password from the sign-in page and write to us at ${CONTACT.email}.\n\nThe Atelier team`,
  },
  it: {
    subject: 'La password di Atelier è stata cambiata',
    text: () =>
      `Buongiorno,\n\nLa password del tuo account Atelier è stata cambiata e le altre sessioni sono state chiuse.\n\nSe non hai fatto tu questa modifica, reimposta la password dalla pagina di accesso e scrivici a ${CONTACT.email}.\n\nIl team Atelier`,
  },
};

const mail = (table: Record<Locale, Mail>) => (locale: Locale, value: string) => ({ subject: table[locale].subject, text: table[locale].text(value) });

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
