import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { formatDate, type AppointmentDto, type ConfirmationMailBody, type Locale } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { Mailer } from '../../mail/mailer.js';
import { workshopOf } from '../reminders/index.js';
import { findSlot, toCalendarAppointment, toDto } from './appointments.repo.js';
import { appointmentsCalendar } from './ical.js';

type Confirmation = { client: string; date: string; start: string | null; hours: number; plate: string; reason: string; workshop: string; phone: string };

const hoursText = (hours: number, locale: Locale) => new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { maximumFractionDigits: 2 }).format(hours);

/** The confirmation a workshop's customer gets, in the customer's language, signed with the workshop's name. */
export const confirmationMail = (locale: Locale, v: Confirmation) => {
  const day = formatDate(v.date, locale);
  const h = hoursText(v.hours, locale);
  const texts = {
    ro: {
      subject: `Confirmare programare ${day}${v.start ? ` ora ${v.start}` : ''} – ${v.workshop}`,
      text: `Bună ziua${v.client ? `, ${v.client}` : ''},\n\nVă confirmăm programarea la ${v.workshop} pe ${day}${v.start ? `, ora ${v.start}` : ''} (durata estimată: ${h} h)${v.plate ? `, pentru vehiculul ${v.plate}` : ''}.${v.reason ? `\nLucrări: ${v.reason}` : ''}\n\nAtașat găsiți programarea ca fișier de calendar (.ics): deschideți-l pentru a o adăuga în calendarul dumneavoastră.\nPentru modificări, răspundeți la acest e-mail${v.phone ? ` sau sunați-ne la ${v.phone}` : ''}.\n\nCu stimă,\n${v.workshop}\n`,
    },
    en: {
      subject: `Appointment confirmed: ${day}${v.start ? ` at ${v.start}` : ''} – ${v.workshop}`,
      text: `Hello${v.client ? ` ${v.client}` : ''},\n\nWe confirm your appointment at ${v.workshop} on ${day}${v.start ? ` at ${v.start}` : ''} (estimated duration: ${h} h)${v.plate ? ` for your vehicle ${v.plate}` : ''}.${v.reason ? `\nWork: ${v.reason}` : ''}\n\nThe appointment is attached as a calendar file (.ics): open it to add it to your calendar.\nTo change it, reply to this e-mail${v.phone ? ` or call us on ${v.phone}` : ''}.\n\nKind regards,\n${v.workshop}\n`,
    },
    it: {
      subject: `Conferma appuntamento ${day}${v.start ? ` alle ${v.start}` : ''} – ${v.workshop}`,
      text: `Buongiorno${v.client ? ` ${v.client}` : ''},\n\nLe confermiamo l'appuntamento presso ${v.workshop} il ${day}${v.start ? ` alle ${v.start}` : ''} (durata stimata: ${h} h)${v.plate ? ` per il veicolo ${v.plate}` : ''}.${v.reason ? `\nLavori: ${v.reason}` : ''}\n\nIn allegato trova l'appuntamento come file di calendario (.ics): lo apra per aggiungerlo al suo calendario.\nPer modificarlo, risponda a questa e-mail${v.phone ? ` o ci chiami al ${v.phone}` : ''}.\n\nCordiali saluti,\n${v.workshop}\n`,
    },
  } as const;
  return texts[locale];
};

const email = z.string().email().max(254);

/**
 * The appointment confirmation e-mail (issue 16): on the user's request, to the customer's e-mail
 * on the appointment (or the address given), from the workshop's name, in the customer's language,
 * with the appointment as an .ics (METHOD:PUBLISH, the feed's UID). Recorded once sent; a mail
 * server that cannot take it answers 502 and nothing is recorded.
 */
export const createConfirmationMails = ({ db, mailer, now, log }: { db: Kysely<Database>; mailer: Mailer; now: () => Date; log: FastifyBaseLogger }) => {
  const send = async ({ businessId, userId }: RequestScope, id: string, body: ConfirmationMailBody): Promise<AppointmentDto> => {
    const slot = await findSlot(db, businessId, id);
    if (!slot) throw new AppError('appointment_not_found');
    const appointment = toDto(slot);
    const date = appointment.date;
    if (!date) throw new AppError('validation_error', { message: 'An undated appointment has nothing to confirm: give it a date first', details: [{ path: 'date', message: 'missing' }] });
    const to = (body.email ?? appointment.email).trim().toLowerCase();
    if (!email.safeParse(to).success) {
      throw new AppError('validation_error', { message: "The customer's e-mail address is not known: add it to the appointment or give one", details: [{ path: 'email', message: 'missing' }] });
    }
    const locale = body.locale ?? 'ro';
    const workshop = await workshopOf(db, businessId);
    const at = now();
    const ics = appointmentsCalendar({ name: workshop.name, appointments: [toCalendarAppointment({ ...slot, day: date })], publish: { stamp: at, organizer: workshop.replyTo } });
    const mail = confirmationMail(locale, { ...appointment, date, workshop: workshop.name, phone: workshop.phone });
    try {
      await mailer.send({ to, ...mail, about: { business: businessId, document: id }, fromName: workshop.name, ...(workshop.replyTo ? { replyTo: workshop.replyTo } : {}), attachments: [{ filename: `programare-${appointment.number || appointment.id}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] });
    } catch (error) {
      log.error({ err: error, business: businessId, appointment: id }, 'appointment confirmation e-mail not sent');
      throw new AppError('confirmation_mail_failed');
    }
    await db.insertInto('appointment_mails').values({ id: newId(at), business_id: businessId, document_id: id, email: to, locale, sent_by: userId, sent_at: at }).execute();
    const sent = await findSlot(db, businessId, id);
    return toDto(sent ?? slot);
  };
  return { send };
};

export type ConfirmationMails = ReturnType<typeof createConfirmationMails>;
