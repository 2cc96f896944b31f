import { type CatalogEntry, defineApp, f, opt, t } from '../build.js';
import { clientStep } from '../fragments.js';
import { customerCarStep, issuerStep, notesField } from '../fragments-records.js';
import { sampleAppointment, sampleVideoProject } from '../samples-records.js';
import { about } from './taxonomy.js';

/**
 * Planning (SPEC §2): the workshop's internal appointments, which the week calendar places by
 * appointment.date / .time / .hours, and the video-editing planner's projects (project.*).
 */

const appointment = defineApp({
  key: 'programare-interna-service',
  version: 2,
  title: t('Programare internă service', 'Internal service appointment', 'Appuntamento interno officina'),
  description: t(
    'Programarea unui client în atelier: client și telefon, mașina, lucrarea solicitată, ziua, ora de începere și durata estimată în ore, mecanicul și elevatorul, starea (programată sau finalizată). Programările apar în calendarul săptămânal; cele fără dată rămân în lista de așteptare.',
    'Booking a customer into the workshop: client and phone, the car, the work requested, the day, start time and estimated hours, technician and lift, status (scheduled or completed). Appointments show in the weekly calendar; undated ones stay on the waiting list.',
    "Prenotazione di un cliente in officina: cliente e telefono, l'auto, il lavoro richiesto, il giorno, l'ora di inizio e la durata stimata in ore, meccanico e ponte, stato (programmato o completato). Gli appuntamenti compaiono nel calendario settimanale; quelli senza data restano in attesa.",
  ),
  category: 'planning',
  ...about('programare-interna-service'),
  document: { kind: 'appointment', currency: 'RON', number: { field: 'company.number', prefix: 'PR', start: 1, padding: 4 } },
  steps: [
    issuerStep({ numberLabel: t('Programare nr.', 'Appointment no.', 'Appuntamento n.'), title: t('Firmă', 'Company', 'Azienda'), date: false }),
    clientStep({ phoneRequired: true }),
    customerCarStep(),
    {
      name: 'appointment',
      title: t('Programare', 'Appointment', 'Appuntamento'),
      fields: [
        f.textarea('service', t('Lucrare solicitată', 'Work requested', 'Lavoro richiesto'), { required: true, maxLength: 1000, role: 'service.reason' }),
        f.date('date', t('Data', 'Date', 'Data'), {
          help: t('Lăsați necompletat pentru o programare fără dată.', 'Leave empty for an undated appointment.', 'Lasciare vuoto per un appuntamento senza data.'),
          role: 'appointment.date',
          width: 'third',
        }),
        f.time('start', t('Ora de începere', 'Start time', 'Ora di inizio'), { visibleIf: 'date != ""', role: 'appointment.time', width: 'third' }),
        f.number('hours', t('Durată estimată (ore)', 'Estimated duration (hours)', 'Durata stimata (ore)'), {
          required: true,
          min: 0.25,
          max: 80,
          decimals: 2,
          default: 1,
          role: 'appointment.hours',
          width: 'third',
        }),
        f.text('technician', t('Mecanic', 'Technician', 'Meccanico'), { maxLength: 100, width: 'half' }),
        f.text('bay', t('Elevator / boxă', 'Lift / bay', 'Ponte / box'), { maxLength: 50, width: 'half' }),
        f.radio(
          'status',
          t('Stare', 'Status', 'Stato'),
          [opt('scheduled', t('Programată', 'Scheduled', 'Programmato')), opt('completed', t('Finalizată', 'Completed', 'Completato'))],
          { required: true, default: 'scheduled', role: 'appointment.status' },
        ),
        f.checkbox('courtesy_car', t('Mașină de schimb solicitată', 'Courtesy car requested', 'Auto sostitutiva richiesta')),
        notesField(),
      ],
    },
  ],
  pdf: { layout: 'estimate', title: t('PROGRAMARE SERVICE', 'SERVICE APPOINTMENT', 'APPUNTAMENTO OFFICINA') },
  sample: sampleAppointment,
});

const videoTypes = [
  opt('wedding', t('Nuntă', 'Wedding', 'Matrimonio')),
  opt('baptism', t('Botez', 'Christening', 'Battesimo')),
  opt('event', t('Eveniment / petrecere', 'Event / party', 'Evento / festa')),
  opt('corporate', t('Corporate / prezentare firmă', 'Corporate / company video', 'Aziendale / presentazione')),
  opt('ad', t('Reclamă / spot publicitar', 'Advert / commercial', 'Pubblicità / spot')),
  opt('social', t('Social media (reels, shorts)', 'Social media (reels, shorts)', 'Social media (reel, short)')),
  opt('music', t('Videoclip muzical', 'Music video', 'Videoclip musicale')),
  opt('documentary', t('Documentar', 'Documentary', 'Documentario')),
  opt('other', t('Altul', 'Other', 'Altro')),
];

const videoProject = defineApp({
  key: 'proiect-montaj-video',
  version: 2,
  title: t('Proiect montaj video', 'Video editing project', 'Progetto di montaggio video'),
  description: t(
    'Fișa unui proiect de montaj video: client, tip (nuntă, corporate, reclamă, social media…), stare, prioritate, termen de predare, durata estimată a lucrului, livrabilele cu format, rezoluție și preț, avans și rest de plată. Proiectele apar în vederea săptămânală a editorului.',
    'The sheet of a video editing project: client, type (wedding, corporate, advert, social media…), status, priority, due date, estimated working time, deliverables with format, resolution and price, advance and balance. Projects show in the editor’s week view.',
    'La scheda di un progetto di montaggio video: cliente, tipo (matrimonio, aziendale, pubblicità, social…), stato, priorità, scadenza, durata stimata del lavoro, consegne con formato, risoluzione e prezzo, acconto e saldo. I progetti compaiono nella vista settimanale.',
  ),
  category: 'planning',
  ...about('proiect-montaj-video'),
  document: { kind: 'project', currency: 'RON', number: { field: 'company.number', prefix: 'MV', start: 1, padding: 4 } },
  steps: [
    issuerStep({ numberLabel: t('Proiect nr.', 'Project no.', 'Progetto n.'), title: t('Firmă', 'Company', 'Azienda') }),
    clientStep(),
    {
      name: 'project',
      title: t('Proiect', 'Project', 'Progetto'),
      fields: [
        f.text('name', t('Denumire proiect', 'Project name', 'Nome del progetto'), { required: true, maxLength: 200, role: 'project.name' }),
        f.select('type', t('Tip proiect', 'Project type', 'Tipo di progetto'), videoTypes, { required: true, role: 'project.type', width: 'half' }),
        f.select(
          'status',
          t('Stare', 'Status', 'Stato'),
          [
            opt('new', t('Nou', 'New', 'Nuovo')),
            opt('in_progress', t('În lucru', 'In progress', 'In lavorazione')),
            opt('review', t('Trimis clientului spre revizie', 'Sent to the client for review', 'Inviato al cliente per revisione')),
            opt('changes', t('Modificări cerute', 'Changes requested', 'Modifiche richieste')),
            opt('on_hold', t('În așteptare', 'On hold', 'In attesa')),
            opt('delivered', t('Livrat', 'Delivered', 'Consegnato')),
          ],
          { required: true, default: 'new', role: 'project.status', width: 'half' },
        ),
        f.select(
          'priority',
          t('Prioritate', 'Priority', 'Priorità'),
          [
            opt('low', t('Scăzută', 'Low', 'Bassa')),
            opt('normal', t('Normală', 'Normal', 'Normale')),
            opt('high', t('Ridicată', 'High', 'Alta')),
            opt('urgent', t('Urgentă', 'Urgent', 'Urgente')),
          ],
          { required: true, default: 'normal', role: 'project.priority', width: 'half' },
        ),
        f.date('event_date', t('Data filmării / evenimentului', 'Shooting / event date', 'Data delle riprese / evento'), { width: 'half' }),
        f.date('start_date', t('Data începerii montajului', 'Editing start date', 'Inizio del montaggio'), { width: 'third' }),
        f.date('due_date', t('Termen de predare', 'Due date', 'Scadenza'), { required: true, role: 'project.due_date', width: 'third' }),
        f.number('duration', t('Durată estimată a lucrului (ore)', 'Estimated working time (hours)', 'Tempo di lavoro stimato (ore)'), {
          required: true,
          min: 0.5,
          decimals: 1,
          role: 'project.duration',
          width: 'third',
        }),
        f.text('editor', t('Editor video', 'Video editor', 'Montatore'), { maxLength: 100, width: 'half' }),
        f.text('footage', t('Materiale brute (sursă, volum)', 'Raw footage (source, size)', 'Girato (fonte, dimensione)'), { maxLength: 200, width: 'half' }),
        f.textarea('brief', t('Cerințe client (stil, muzică, referințe)', 'Client brief (style, music, references)', 'Richieste del cliente (stile, musica, riferimenti)'), {
          maxLength: 2000,
        }),
      ],
    },
    {
      name: 'deliverables',
      title: t('Livrabile și preț', 'Deliverables and price', 'Consegne e prezzo'),
      fields: [
        f.array(
          'items',
          t('Livrabile', 'Deliverables', 'Consegne'),
          [
            f.text('description', t('Livrabil', 'Deliverable', 'Consegna'), { required: true, maxLength: 200 }),
            f.select('format', t('Format', 'Aspect ratio', 'Formato'), [
              opt('16x9', t('16:9 orizontal', '16:9 landscape', '16:9 orizzontale')),
              opt('9x16', t('9:16 vertical', '9:16 vertical', '9:16 verticale')),
              opt('1x1', t('1:1 pătrat', '1:1 square', '1:1 quadrato')),
              opt('4x5', t('4:5', '4:5', '4:5')),
            ]),
            f.select('resolution', t('Rezoluție', 'Resolution', 'Risoluzione'), [opt('hd', t('Full HD 1080p', 'Full HD 1080p', 'Full HD 1080p')), opt('4k', t('4K UHD', '4K UHD', '4K UHD'))]),
            f.number('minutes', t('Durată (min)', 'Length (min)', 'Durata (min)'), { min: 0, decimals: 1 }),
            f.number('revisions', t('Revizii incluse', 'Revisions included', 'Revisioni incluse'), { min: 0, decimals: 0 }),
            f.money('price', t('Preț', 'Price', 'Prezzo'), { required: true, min: 0 }),
          ],
          { required: true, historyPick: true, maxItems: 50, role: 'lines.items' },
        ),
        f.money('advance', t('Avans încasat', 'Advance received', 'Acconto ricevuto'), { min: 0, width: 'half' }),
        f.text('payment_terms', t('Condiții de plată', 'Payment terms', 'Condizioni di pagamento'), { maxLength: 200, width: 'half' }),
      ],
    },
  ],
  totals: [
    { name: 'grand', label: t('Preț total', 'Total price', 'Prezzo totale'), compute: 'sum(deliverables.items.price)', role: 'total.grand', format: 'money' },
    { name: 'advance', label: t('Avans', 'Advance', 'Acconto'), compute: 'deliverables.advance', role: 'total.advance', format: 'money' },
    { name: 'due', label: t('Rest de plată', 'Balance due', 'Saldo da pagare'), compute: 'max(totals.grand - totals.advance, 0)', role: 'total.due', format: 'money' },
  ],
  pdf: {
    layout: 'estimate',
    title: t('PROIECT MONTAJ VIDEO', 'VIDEO EDITING PROJECT', 'PROGETTO MONTAGGIO VIDEO'),
    signatures: [t('Editor video', 'Video editor', 'Montatore'), t('Client – de acord', 'Client – agreed', 'Cliente – per accettazione')],
  },
  sample: sampleVideoProject,
});

export const planning: CatalogEntry[] = [appointment, videoProject];
