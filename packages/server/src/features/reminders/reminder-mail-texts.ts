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
