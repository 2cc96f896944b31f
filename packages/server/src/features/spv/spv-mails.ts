import type { Locale } from '@atelier/core';

/**
 * To the owner: an invoice could not be uploaded to SPV after the retries (issue 30), with the
 * reason and the deadline's reminder. Accounts have no language of their own: sent in Romanian.
 */
export const uploadFailedMail = (locale: Locale, v: { number: string; reason: string; link: string }) => {
  const texts = {
    ro: {
      subject: `Factura ${v.number} nu a ajuns în SPV`,
      text: `Bună ziua,\n\nFactura ${v.number} nu a putut fi încărcată în SPV (e-Factura ANAF).\nMotivul: ${v.reason}\n\nDeschideți factura în Atelier și trimiteți-o din nou; termenul este de 5 zile lucrătoare de la emitere:\n${v.link}\n\nEchipa Atelier`,
    },
    en: {
      subject: `Invoice ${v.number} did not reach SPV`,
      text: `Hello,\n\nInvoice ${v.number} could not be uploaded to SPV (ANAF's e-Factura).\nThe reason: ${v.reason}\n\nOpen the invoice in Atelier and send it again; the deadline is 5 working days from its issue:\n${v.link}\n\nThe Atelier team`,
    },
    it: {
      subject: `La fattura ${v.number} non è arrivata in SPV`,
      text: `Buongiorno,\n\nLa fattura ${v.number} non è stata caricata in SPV (e-Factura di ANAF).\nIl motivo: ${v.reason}\n\nApri la fattura in Atelier e inviala di nuovo; il termine è di 5 giorni lavorativi dall'emissione:\n${v.link}\n\nIl team Atelier`,
    },
  } as const;
  return texts[locale];
};

/** To the owner: ANAF refused to renew the business's SPV connection: invoices wait until it is connected again. */
export const connectionFailingMail = (locale: Locale, v: { reason: string; link: string }) => {
  const texts = {
    ro: {
      subject: 'Conexiunea Atelier cu SPV trebuie refăcută',
      text: `Bună ziua,\n\nANAF nu a reînnoit conexiunea Atelier cu SPV (e-Factura).\nMotivul: ${v.reason}\n\nFacturile așteaptă până când conectați din nou SPV, din profilul firmei:\n${v.link}\n\nEchipa Atelier`,
    },
    en: {
      subject: "Atelier's connection to SPV needs to be made again",
      text: `Hello,\n\nANAF did not renew Atelier's connection to SPV (e-Factura).\nThe reason: ${v.reason}\n\nInvoices wait until you connect SPV again, from the company profile:\n${v.link}\n\nThe Atelier team`,
    },
    it: {
      subject: 'Il collegamento di Atelier con SPV va rifatto',
      text: `Buongiorno,\n\nANAF non ha rinnovato il collegamento di Atelier con SPV (e-Factura).\nIl motivo: ${v.reason}\n\nLe fatture attendono finché non colleghi di nuovo SPV, dal profilo dell'azienda:\n${v.link}\n\nIl team Atelier`,
    },
  } as const;
  return texts[locale];
};
