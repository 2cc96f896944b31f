import { formatDate, isLocale, type Locale } from '@atelier/core';

type ReminderMail = { client: string; plate: string; tag: string; dueDate: string; workshop: string; phone: string; unsubscribe: string };

const day = (locale: Locale, iso: string) => formatDate(iso, locale);

/** The reminder a workshop's customer gets, in the customer's language, signed with the workshop's name. */
export const reminderMail = (given: string, v: ReminderMail) => {
  const locale: Locale = isLocale(given) ? given : 'ro';
  const due = day(locale, v.dueDate);
  const call = v.phone ? { ro: ` sau sunați-ne la ${v.phone}`, en: ` or call us on ${v.phone}`, it: ` o ci chiami al ${v.phone}` }[locale] : '';
  const texts = {
    ro: {
      subject: `${v.tag}: scadență ${due} pentru ${v.plate}`,
      text: `Bună ziua${v.client ? `, ${v.client}` : ''},\n\nVă reamintim că pentru vehiculul ${v.plate} termenul pentru „${v.tag}” este ${due}.\nProgramați-vă răspunzând la acest e-mail${call}.\n\nCu stimă,\n${v.workshop}\n\nNu mai doriți aceste e-mailuri? Dezabonare: ${v.unsubscribe}\n`,
    },
    en: {
      subject: `${v.tag}: due ${due} for ${v.plate}`,
      text: `Hello${v.client ? ` ${v.client}` : ''},\n\nA reminder that "${v.tag}" for your vehicle ${v.plate} is due on ${due}.\nBook a visit by replying to this e-mail${call}.\n\nKind regards,\n${v.workshop}\n\nNo more of these e-mails? Unsubscribe: ${v.unsubscribe}\n`,
    },
    it: {
      subject: `${v.tag}: scadenza ${due} per ${v.plate}`,
      text: `Buongiorno${v.client ? ` ${v.client}` : ''},\n\nLe ricordiamo che per il veicolo ${v.plate} la scadenza di «${v.tag}» è il ${due}.\nPrenoti rispondendo a questa e-mail${call}.\n\nCordiali saluti,\n${v.workshop}\n\nNon desidera più queste e-mail? Annulla l'iscrizione: ${v.unsubscribe}\n`,
    },
  } as const;
  return texts[locale];
};

/** The owner's weekly summary: "7 vehicles due this week, 3 overdue". */
export const digestMail = (given: string, v: { week: number; overdue: number; link: string; workshop: string }) => {
  const locale: Locale = isLocale(given) ? given : 'ro';
  const ro = (n: number, one: string, few: string, other: string) => (n === 1 ? one : n === 0 || (n % 100 >= 1 && n % 100 <= 19) ? few : other);
  const texts = {
    ro: {
      subject: `${v.week} ${ro(v.week, 'vehicul scadent', 'vehicule scadente', 'de vehicule scadente')} săptămâna aceasta, ${v.overdue} ${ro(v.overdue, 'depășit', 'depășite', 'depășite')}`,
      text: `Bună ziua,\n\nSăptămâna aceasta ${v.workshop} are ${v.week} ${ro(v.week, 'vehicul scadent', 'vehicule scadente', 'de vehicule scadente')}, iar ${v.overdue} ${ro(v.overdue, 'a depășit', 'au depășit', 'au depășit')} termenul.\nLista de notificări: ${v.link}\n\nEchipa Atelier\n`,
    },
    en: {
      subject: `${v.week} vehicle${v.week === 1 ? '' : 's'} due this week, ${v.overdue} overdue`,
      text: `Hello,\n\nThis week ${v.workshop} has ${v.week} vehicle${v.week === 1 ? '' : 's'} due, and ${v.overdue} overdue.\nThe reminders list: ${v.link}\n\nThe Atelier team\n`,
    },
    it: {
      subject: `${v.week} veicol${v.week === 1 ? 'o' : 'i'} in scadenza questa settimana, ${v.overdue} scadut${v.overdue === 1 ? 'o' : 'i'}`,
      text: `Buongiorno,\n\nQuesta settimana ${v.workshop} ha ${v.week} veicol${v.week === 1 ? 'o' : 'i'} in scadenza e ${v.overdue} scadut${v.overdue === 1 ? 'o' : 'i'}.\nL'elenco dei promemoria: ${v.link}\n\nIl team Atelier\n`,
    },
  } as const;
  return texts[locale];
};

/**
 * The same reminder as an SMS (issue 29): short, so it stays within a few segments; Romanian
 * without diacritics would be GSM-7, but names keep theirs (the gateway then counts UCS-2).
 */
export const reminderSms = (given: string, v: ReminderMail): string => {
  const locale: Locale = isLocale(given) ? given : 'ro';
  const due = day(locale, v.dueDate);
  const texts = {
    ro: `${v.workshop}: pentru ${v.plate}, „${v.tag}” este scadent pe ${due}.${v.phone ? ` Programări: ${v.phone}.` : ''} Dezabonare: ${v.unsubscribe}`,
    en: `${v.workshop}: "${v.tag}" for ${v.plate} is due on ${due}.${v.phone ? ` Bookings: ${v.phone}.` : ''} Unsubscribe: ${v.unsubscribe}`,
    it: `${v.workshop}: per ${v.plate}, «${v.tag}» scade il ${due}.${v.phone ? ` Prenotazioni: ${v.phone}.` : ''} Annulla: ${v.unsubscribe}`,
  } as const;
  return texts[locale];
};

type Paper = 'itp' | 'rca' | 'vignette';

/** A paper's name in the reminders list and the data export, per language. */
const PAPER_NAMES: Record<Locale, Record<Paper, string>> = {
  ro: { itp: 'ITP', rca: 'RCA', vignette: 'Rovinietă' },
  en: { itp: 'ITP (roadworthiness test)', rca: 'RCA (motor liability insurance)', vignette: 'Rovinietă (road vignette)' },
  it: { itp: 'ITP (revisione)', rca: 'RCA (assicurazione)', vignette: 'Rovinietă (vignetta stradale)' },
};

export const paperName = (paper: Paper, given: string): string => PAPER_NAMES[isLocale(given) ? given : 'ro'][paper];

/** "ITP-ul mașinii CJ 12 ABC expiră la 15.03.2027": what expires, in the customer's language. */
const paperSentence = (locale: Locale, paper: Paper, plate: string, due: string): string =>
  ({
    ro: { itp: `ITP-ul mașinii ${plate} expiră la ${due}`, rca: `Asigurarea RCA a mașinii ${plate} expiră la ${due}`, vignette: `Rovinieta mașinii ${plate} expiră la ${due}` },
    en: {
      itp: `The ITP (roadworthiness test) of your car ${plate} expires on ${due}`,
      rca: `The RCA (motor liability insurance) of your car ${plate} expires on ${due}`,
      vignette: `The rovinietă (road vignette) of your car ${plate} expires on ${due}`,
    },
    it: {
      itp: `La revisione (ITP) dell'auto ${plate} scade il ${due}`,
      rca: `L'assicurazione RCA dell'auto ${plate} scade il ${due}`,
      vignette: `La rovinietă (vignetta stradale) dell'auto ${plate} scade il ${due}`,
    },
  })[locale][paper];

/**
 * The reminder of a car's paper expiring (issue 31): the ITP, which the workshop may book, or the
 * RCA and the rovinietă, which the customer renews (the workshop only reminds).
 */
export const paperMail = (given: string, paper: Paper, v: ReminderMail) => {
  const locale: Locale = isLocale(given) ? given : 'ro';
  const sentence = paperSentence(locale, paper, v.plate, day(locale, v.dueDate));
  const call = v.phone ? { ro: ` sau sunați-ne la ${v.phone}`, en: ` or call us on ${v.phone}`, it: ` o ci chiami al ${v.phone}` }[locale] : '';
  const ask =
    paper === 'itp'
      ? { ro: `Programați-vă răspunzând la acest e-mail${call}.`, en: `Book a visit by replying to this e-mail${call}.`, it: `Prenoti rispondendo a questa e-mail${call}.` }[locale]
      : { ro: `Vă recomandăm să o reînnoiți din timp. Pentru întrebări, răspundeți la acest e-mail${call}.`, en: `We suggest renewing it in good time. Any questions? Reply to this e-mail${call}.`, it: `Le consigliamo di rinnovarla per tempo. Per domande, risponda a questa e-mail${call}.` }[locale];
  const texts = {
    ro: { subject: `${sentence}`, text: `Bună ziua${v.client ? `, ${v.client}` : ''},\n\n${sentence}.\n${ask}\n\nCu stimă,\n${v.workshop}\n\nNu mai doriți aceste e-mailuri? Dezabonare: ${v.unsubscribe}\n` },
    en: { subject: `${sentence}`, text: `Hello${v.client ? ` ${v.client}` : ''},\n\n${sentence}.\n${ask}\n\nKind regards,\n${v.workshop}\n\nNo more of these e-mails? Unsubscribe: ${v.unsubscribe}\n` },
    it: { subject: `${sentence}`, text: `Buongiorno${v.client ? ` ${v.client}` : ''},\n\n${sentence}.\n${ask}\n\nCordiali saluti,\n${v.workshop}\n\nNon desidera più queste e-mail? Annulla l'iscrizione: ${v.unsubscribe}\n` },
  } as const;
  return texts[locale];
};

/** The same as an SMS: "Service X: ITP-ul mașinii CJ 12 ABC expiră la 15.03.2027. Programări: …". */
export const paperSms = (given: string, paper: Paper, v: ReminderMail): string => {
  const locale: Locale = isLocale(given) ? given : 'ro';
  const sentence = paperSentence(locale, paper, v.plate, day(locale, v.dueDate));
  const contact = v.phone ? { ro: ` Telefon: ${v.phone}.`, en: ` Phone: ${v.phone}.`, it: ` Telefono: ${v.phone}.` }[locale] : '';
  const stop = { ro: 'Dezabonare', en: 'Unsubscribe', it: 'Annulla' }[locale];
  return `${v.workshop}: ${sentence}.${contact} ${stop}: ${v.unsubscribe}`;
};
