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
