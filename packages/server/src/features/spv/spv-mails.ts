import { formatDate, type Locale, type SpvConnectionFailure, type SpvUploadError } from '@atelier/core';

/** Why an upload did not get through (spv-uploads.ts UploadReason): its code, and ANAF's words or the HTTP status. */
export type UploadFailure = { code: SpvUploadError; detail: string | null };

const FAILURE_WORDS: Record<Locale, Record<SpvUploadError, string> & { details: (detail: string) => string }> = {
  ro: {
    rate_limited: 'ANAF a cerut să se trimită mai rar (prea multe cereri), iar încercările s-au terminat.',
    unavailable: 'SPV-ul ANAF nu a putut fi contactat sau a răspuns cu o eroare, la fiecare încercare.',
    bad_answer: 'Răspunsul ANAF nu a putut fi citit.',
    refused: 'ANAF a refuzat încărcarea.',
    incomplete: 'Factura nu are tot ce cere e-Factura: deschideți-o și completați câmpurile marcate.',
    deleted: 'Factura a fost ștearsă înainte să ajungă în SPV.',
    not_connected: 'SPV nu este conectat: proprietarul firmei îl conectează din nou din profilul firmei.',
    details: (detail) => `Răspunsul primit: ${detail}`,
  },
  en: {
    rate_limited: 'ANAF asked for fewer requests (too many), and the retries ran out.',
    unavailable: "ANAF's SPV could not be reached or answered with an error, at every try.",
    bad_answer: "ANAF's answer could not be read.",
    refused: 'ANAF refused the upload.',
    incomplete: 'The invoice lacks what e-Factura needs: open it and fill in the marked fields.',
    deleted: 'The invoice was deleted before it reached SPV.',
    not_connected: "SPV is not connected: the business owner connects it again from the company's profile.",
    details: (detail) => `The answer: ${detail}`,
  },
  it: {
    rate_limited: 'ANAF ha chiesto di inviare meno richieste (troppe), e i tentativi sono finiti.',
    unavailable: "L'SPV di ANAF non è stato raggiungibile o ha risposto con un errore, a ogni tentativo.",
    bad_answer: 'La risposta di ANAF non si è potuta leggere.',
    refused: 'ANAF ha rifiutato il caricamento.',
    incomplete: "Alla fattura manca qualcosa che e-Factura richiede: aprila e completa i campi segnalati.",
    deleted: 'La fattura è stata eliminata prima di arrivare in SPV.',
    not_connected: "SPV non è collegato: il titolare lo collega di nuovo dal profilo dell'azienda.",
    details: (detail) => `La risposta: ${detail}`,
  },
};

/** An upload's failure in words, with ANAF's own when it gave some. */
const uploadFailureText = (locale: Locale, { code, detail }: UploadFailure): string => {
  const words = FAILURE_WORDS[locale];
  return detail ? `${words[code]} ${words.details(detail)}` : words[code];
};

/**
 * To the owner: an invoice could not be uploaded to SPV after the retries (issue 30), with the
 * reason and the deadline's reminder, in the owner's language (spv-owner-mails.ts).
 */
export const uploadFailedMail = (locale: Locale, v: { number: string; failure: UploadFailure; link: string }) => {
  const reason = uploadFailureText(locale, v.failure);
  const texts = {
    ro: {
      subject: `Factura ${v.number} nu a ajuns în SPV`,
      text: `Bună ziua,\n\nFactura ${v.number} nu a putut fi încărcată în SPV (e-Factura ANAF).\nMotivul: ${reason}\n\nDeschideți factura în Atelier și trimiteți-o din nou; termenul este de 5 zile lucrătoare de la emitere:\n${v.link}\n\nEchipa Atelier`,
    },
    en: {
      subject: `Invoice ${v.number} did not reach SPV`,
      text: `Hello,\n\nInvoice ${v.number} could not be uploaded to SPV (ANAF's e-Factura).\nThe reason: ${reason}\n\nOpen the invoice in Atelier and send it again; the deadline is 5 working days from its issue:\n${v.link}\n\nThe Atelier team`,
    },
    it: {
      subject: `La fattura ${v.number} non è arrivata in SPV`,
      text: `Buongiorno,\n\nLa fattura ${v.number} non è stata caricata in SPV (e-Factura di ANAF).\nIl motivo: ${reason}\n\nApri la fattura in Atelier e inviala di nuovo; il termine è di 5 giorni lavorativi dall'emissione:\n${v.link}\n\nIl team Atelier`,
    },
  } as const;
  return texts[locale];
};

/** Why the connection stopped working: ANAF refused the refresh (its words in `anaf`), the connection's year ended, or its tokens no longer open with this server's key. */
export type ConnectionFailure = { kind: SpvConnectionFailure; anaf?: string };

/**
 * To the owner, once per failure: SPV is disconnected (ANAF refused to renew the connection, it
 * expired, or its tokens no longer open), why, and where to connect again; invoices wait until then.
 */
export const connectionFailingMail = (locale: Locale, v: { failure: ConnectionFailure; link: string }) => {
  const anaf = v.failure.anaf ?? '';
  const texts = {
    ro: {
      subject: 'SPV este deconectat: facturile nu mai ajung la ANAF',
      why: {
        refused: `ANAF a refuzat să reînnoiască conexiunea${anaf ? ` (răspunsul ANAF: ${anaf})` : ''}.`,
        expired: 'Conexiunea a expirat: autorizarea dată de ANAF este valabilă un an.',
        unreadable: 'Datele conexiunii nu mai pot fi citite pe acest server (cheia de criptare a fost schimbată).',
      },
      text: (why: string) =>
        `Bună ziua,\n\nConexiunea Atelier cu SPV (e-Factura ANAF) nu mai funcționează.\nMotivul: ${why}\n\nFacturile nu mai sunt încărcate în SPV și așteaptă până când proprietarul firmei conectează din nou SPV, din profilul firmei:\n${v.link}\n\nNu uitați termenul de 5 zile lucrătoare de la emiterea fiecărei facturi.\n\nEchipa Atelier`,
    },
    en: {
      subject: 'SPV is disconnected: invoices no longer reach ANAF',
      why: {
        refused: `ANAF refused to renew the connection${anaf ? ` (ANAF's answer: ${anaf})` : ''}.`,
        expired: "The connection has expired: ANAF's authorisation lasts a year.",
        unreadable: "The connection's data can no longer be read on this server (its encryption key was changed).",
      },
      text: (why: string) =>
        `Hello,\n\nAtelier's connection to SPV (ANAF's e-Factura) no longer works.\nThe reason: ${why}\n\nInvoices are no longer uploaded to SPV; they wait until the business owner connects SPV again, from the company profile:\n${v.link}\n\nMind the deadline of 5 working days from each invoice's issue.\n\nThe Atelier team`,
    },
    it: {
      subject: 'SPV è scollegato: le fatture non arrivano più ad ANAF',
      why: {
        refused: `ANAF ha rifiutato di rinnovare il collegamento${anaf ? ` (la risposta di ANAF: ${anaf})` : ''}.`,
        expired: "Il collegamento è scaduto: l'autorizzazione di ANAF vale un anno.",
        unreadable: 'I dati del collegamento non si possono più leggere su questo server (la chiave di cifratura è stata cambiata).',
      },
      text: (why: string) =>
        `Buongiorno,\n\nIl collegamento di Atelier con SPV (e-Factura di ANAF) non funziona più.\nIl motivo: ${why}\n\nLe fatture non vengono più caricate in SPV e attendono finché il titolare non collega di nuovo SPV, dal profilo dell'azienda:\n${v.link}\n\nRicorda il termine di 5 giorni lavorativi dall'emissione di ogni fattura.\n\nIl team Atelier`,
    },
  } as const;
  const chosen = texts[locale];
  return { subject: chosen.subject, text: chosen.text(chosen.why[v.failure.kind]) };
};

/** One invoice of the day's deadline warning. */
export type DueInvoice = { number: string; deadline: string; workingDaysLeft: number; link: string };

/**
 * To the owner, once a day: the invoices with 2 working days or fewer left to reach SPV (or late),
 * each with its deadline, what is left and its link.
 */
export const deadlineMail = (locale: Locale, v: { invoices: readonly DueInvoice[]; link: string }) => {
  const n = v.invoices.length;
  const texts = {
    ro: {
      subject: n === 1 ? '1 factură trebuie trimisă în SPV în cel mult 2 zile lucrătoare' : `${n} facturi trebuie trimise în SPV în cel mult 2 zile lucrătoare`,
      left: (d: number) =>
        d < 0 ? `termenul a trecut de ${-d === 1 ? '1 zi lucrătoare' : `${-d} zile lucrătoare`}` : d === 0 ? 'astăzi este ultima zi' : d === 1 ? 'mai are 1 zi lucrătoare' : `mai are ${d} zile lucrătoare`,
      line: (i: DueInvoice, left: string) => `- Factura ${i.number}: termen ${formatDate(i.deadline, 'ro')}, ${left}\n  ${i.link}`,
      text: (lines: string) =>
        `Bună ziua,\n\nAceste facturi nu au ajuns încă în SPV (e-Factura ANAF), iar termenul de 5 zile lucrătoare de la emitere se apropie:\n\n${lines}\n\nDeschideți fiecare factură pentru a vedea starea ei și pentru a o trimite. Lista completă este în panoul Atelier:\n${v.link}\n\nEchipa Atelier`,
    },
    en: {
      subject: n === 1 ? '1 invoice must reach SPV within 2 working days' : `${n} invoices must reach SPV within 2 working days`,
      left: (d: number) =>
        d < 0 ? `late by ${-d === 1 ? '1 working day' : `${-d} working days`}` : d === 0 ? 'today is the last day' : d === 1 ? '1 working day left' : `${d} working days left`,
      line: (i: DueInvoice, left: string) => `- Invoice ${i.number}: deadline ${formatDate(i.deadline, 'en')}, ${left}\n  ${i.link}`,
      text: (lines: string) =>
        `Hello,\n\nThese invoices have not reached SPV (ANAF's e-Factura) yet, and the deadline of 5 working days from their issue is near:\n\n${lines}\n\nOpen each invoice to see where it stands and to send it. The whole list is on your Atelier dashboard:\n${v.link}\n\nThe Atelier team`,
    },
    it: {
      subject: n === 1 ? '1 fattura deve arrivare in SPV entro 2 giorni lavorativi' : `${n} fatture devono arrivare in SPV entro 2 giorni lavorativi`,
      left: (d: number) =>
        d < 0 ? `in ritardo di ${-d === 1 ? '1 giorno lavorativo' : `${-d} giorni lavorativi`}` : d === 0 ? "oggi è l'ultimo giorno" : d === 1 ? 'resta 1 giorno lavorativo' : `restano ${d} giorni lavorativi`,
      line: (i: DueInvoice, left: string) => `- Fattura ${i.number}: scadenza ${formatDate(i.deadline, 'it')}, ${left}\n  ${i.link}`,
      text: (lines: string) =>
        `Buongiorno,\n\nQueste fatture non sono ancora arrivate in SPV (e-Factura di ANAF) e il termine di 5 giorni lavorativi dall'emissione si avvicina:\n\n${lines}\n\nApri ogni fattura per vederne lo stato e inviarla. L'elenco completo è nella tua bacheca Atelier:\n${v.link}\n\nIl team Atelier`,
    },
  } as const;
  const chosen = texts[locale];
  return { subject: chosen.subject, text: chosen.text(v.invoices.map((i) => chosen.line(i, chosen.left(i.workingDaysLeft))).join('\n')) };
};
