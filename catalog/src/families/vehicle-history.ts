import { type CatalogEntry, defineApp, f, opt, t } from '../build.js';
import { clientStep, vehicleStep } from '../fragments.js';
import { currentKmLabel, documentNoField, issuerStep } from '../fragments-records.js';
import { sampleRegistryRecord, sampleServiceHistory } from '../samples-records.js';
import { about } from './taxonomy.js';

/**
 * A vehicle's history: the record a RAR-authorised workshop sends to the RAR AutoPass register
 * (domain-ro §5, Legea 142/2023, Ordin MTI 210/2024) and the workshop's own service card.
 */

const codesLabel = t('Coduri de prestație (lista RAR)', 'Service codes (RAR list)', 'Codici di prestazione (elenco RAR)');
const codesHelp = t('Separate prin virgulă.', 'Separated by commas.', 'Separati da virgole.');

const registryRecord = defineApp({
  key: 'integrare-registru-rar-autopass',
  version: 3,
  title: t('Înregistrare RAR AutoPass', 'RAR AutoPass registry record', 'Registrazione RAR AutoPass'),
  description: t(
    'Datele pe care un atelier autorizat RAR le transmite în registrul electronic RAR AutoPass (Legea 142/2023): VIN, număr de înmatriculare, km la bord, data intervenției, codurile de prestație, km inițiali la repararea (R-ODO) sau înlocuirea (I-ODO) kilometrajului și sistemul reparat după un accident grav.',
    'The data a RAR-authorised workshop sends to the RAR AutoPass electronic vehicle register (Law 142/2023): VIN, plate, odometer reading, intervention date, service codes, the initial reading when the odometer is repaired (R-ODO) or replaced (I-ODO), and the system repaired after a serious accident.',
    "I dati che un'officina autorizzata RAR trasmette al registro elettronico RAR AutoPass (Legge 142/2023): VIN, targa, km, data dell'intervento, codici di prestazione, km iniziali in caso di riparazione (R-ODO) o sostituzione (I-ODO) del contachilometri e sistema riparato dopo un incidente grave.",
  ),
  category: 'records',
  ...about('integrare-registru-rar-autopass'),
  addon: 'registry_integration',
  document: { kind: 'registry', currency: 'RON', number: { field: 'company.number', prefix: 'RAR', start: 1, padding: 5 } },
  steps: [
    issuerStep({ numberLabel: t('Fișă nr.', 'Record no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina'), date: false }),
    {
      name: 'operator',
      title: t('Operator autorizat RAR', 'RAR-authorised operator', 'Operatore autorizzato RAR'),
      prefill: 'history',
      fields: [
        f.text('authorization', t('Autorizație RAR nr.', 'RAR authorisation no.', 'Autorizzazione RAR n.'), { required: true, maxLength: 50, width: 'half' }),
        f.text('technician', t('Tehnician responsabil', 'Responsible technician', 'Tecnico responsabile'), { required: true, maxLength: 100, width: 'half' }),
      ],
    },
    vehicleStep({ makeRequired: false, odometerLabel: t('Km la bord la intervenție', 'Odometer at the intervention (km)', "Km all'intervento"), serviceDates: false }),
    {
      name: 'intervention',
      title: t('Intervenție', 'Intervention', 'Intervento'),
      fields: [
        f.date('service_date', t('Data intervenției', 'Intervention date', "Data dell'intervento"), { required: true, role: 'registry.service_date', width: 'half' }),
        documentNoField(t('Deviz / comandă nr.', 'Estimate / work order no.', 'Preventivo / ordine n.')),
        f.select(
          'odometer_code',
          t('Intervenție la kilometraj', 'Odometer work', 'Intervento sul contachilometri'),
          [
            opt('R-ODO', t('R-ODO – reparație kilometraj', 'R-ODO – odometer repair', 'R-ODO – riparazione contachilometri')),
            opt('I-ODO', t('I-ODO – înlocuire kilometraj', 'I-ODO – odometer replacement', 'I-ODO – sostituzione contachilometri')),
          ],
          { role: 'registry.odometer_code', width: 'half' },
        ),
        f.number('initial_odometer', t('Km inițiali (înainte de intervenție)', 'Initial reading (before the work, km)', "Km iniziali (prima dell'intervento)"), {
          required: true,
          visibleIf: 'odometer_code != ""',
          min: 0,
          decimals: 0,
          role: 'registry.initial_odometer',
          width: 'half',
        }),
        // At least one code: the list is required when the odometer was not touched, optional beside R-ODO / I-ODO.
        f.text('codes', codesLabel, { help: codesHelp, required: true, visibleIf: 'odometer_code == ""', maxLength: 200, role: 'registry.codes' }),
        f.text('more_codes', codesLabel, { help: codesHelp, visibleIf: 'odometer_code != ""', maxLength: 200, role: 'registry.codes' }),
        f.checkbox('accident', t('Reparație după un accident grav', 'Repair after a serious accident', 'Riparazione dopo un incidente grave')),
        f.select(
          'repaired_system',
          t('Sistem reparat', 'System repaired', 'Sistema riparato'),
          [
            opt('DIRECTIE', t('Direcție', 'Steering', 'Sterzo')),
            opt('FRANARE', t('Frânare', 'Braking', 'Frenata')),
            opt('STRUCTURA_REZISTENTA', t('Structura de rezistență', 'Body structure', 'Struttura portante')),
            opt('SIGURANTA_PASIVA', t('Siguranță pasivă (airbaguri, centuri)', 'Passive safety (airbags, seat belts)', 'Sicurezza passiva (airbag, cinture)')),
            opt('ALTUL', t('Alt sistem', 'Other system', 'Altro sistema')),
          ],
          { required: true, visibleIf: 'accident', role: 'registry.repaired_system' },
        ),
        f.textarea('notes', t('Observații pentru RAR', 'Notes for RAR', 'Note per il RAR'), { maxLength: 500, role: 'registry.notes' }),
      ],
    },
  ],
  pdf: {
    layout: 'estimate',
    title: t('FIȘĂ RAR AUTOPASS', 'RAR AUTOPASS RECORD', 'SCHEDA RAR AUTOPASS'),
    signatures: [t('Tehnician responsabil', 'Responsible technician', 'Tecnico responsabile'), t('Client', 'Client', 'Cliente')],
    footer: t(
      'Date pentru registrul electronic RAR AutoPass (Legea 142/2023, Ordinul MTI 210/2024). Modificarea neautorizată a kilometrajului este interzisă.',
      'Data for the RAR AutoPass electronic register (Law 142/2023, MTI Order 210/2024). Tampering with the odometer is prohibited.',
      'Dati per il registro elettronico RAR AutoPass (Legge 142/2023, Ordine MTI 210/2024). La manomissione del contachilometri è vietata.',
    ),
  },
  sample: sampleRegistryRecord,
});

const serviceHistory = defineApp({
  key: 'fisa-istoric-service',
  version: 2,
  title: t('Fișă istoric service vehicul', 'Vehicle service history card', 'Scheda storico manutenzione veicolo'),
  description: t(
    'Istoricul de service al unei mașini: proprietarul, vehiculul și fiecare intervenție cu data, km, lucrările, piesele înlocuite, mecanicul, documentul și costul, plus următoarea revizie (dată și km) și recomandări.',
    "A car's service history: the owner, the vehicle and each visit with date, km, work done, parts replaced, technician, document and cost, plus the next service (date and km) and recommendations.",
    'Lo storico di manutenzione di un veicolo: il proprietario, il veicolo e ogni intervento con data, km, lavori, ricambi sostituiti, meccanico, documento e costo, più il prossimo tagliando (data e km) e raccomandazioni.',
  ),
  category: 'records',
  ...about('fisa-istoric-service'),
  document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'IS', start: 1, padding: 4 } },
  steps: [
    issuerStep({ numberLabel: t('Fișă nr.', 'Card no.', 'Scheda n.'), title: t('Firmă', 'Company', 'Azienda') }),
    clientStep({ title: t('Proprietar', 'Owner', 'Proprietario') }),
    vehicleStep({ odometerLabel: currentKmLabel, serviceDates: false }),
    {
      name: 'history',
      title: t('Intervenții', 'Service visits', 'Interventi'),
      fields: [
        f.array(
          'items',
          t('Intervenții', 'Service visits', 'Interventi'),
          [
            f.date('date', t('Data', 'Date', 'Data'), { required: true }),
            f.number('km', t('Km', 'Km', 'Km'), { required: true, min: 0, decimals: 0 }),
            f.text('work', t('Lucrări efectuate', 'Work done', 'Lavori eseguiti'), { required: true, maxLength: 300 }),
            f.text('parts', t('Piese înlocuite', 'Parts replaced', 'Ricambi sostituiti'), { maxLength: 300 }),
            f.text('technician', t('Mecanic', 'Technician', 'Meccanico'), { maxLength: 100 }),
            documentNoField(t('Deviz / factură nr.', 'Estimate / invoice no.', 'Preventivo / fattura n.')),
            f.money('cost', t('Cost', 'Cost', 'Costo'), { min: 0 }),
          ],
          { required: true, historyPick: true, maxItems: 500, role: 'lines.items' },
        ),
      ],
    },
    {
      name: 'next',
      title: t('Următoarea revizie', 'Next service', 'Prossimo tagliando'),
      fields: [
        f.date('due_date', t('Data', 'Date', 'Data'), { role: 'reminder.due_date', width: 'half' }),
        f.number('due_km', t('La km', 'At km', 'A km'), { min: 0, decimals: 0, role: 'reminder.due_km', width: 'half' }),
        f.textarea('recommendations', t('Recomandări', 'Recommendations', 'Raccomandazioni'), { maxLength: 2000, role: 'service.recommendations' }),
      ],
    },
  ],
  totals: [
    { name: 'visits', label: t('Număr intervenții', 'Number of visits', 'Numero di interventi'), compute: 'count(history.items)', format: 'number' },
    { name: 'cost', label: t('Total costuri', 'Total cost', 'Costo totale'), compute: 'sum(history.items.cost)', format: 'money' },
  ],
  pdf: { layout: 'estimate', title: t('FIȘĂ ISTORIC SERVICE', 'SERVICE HISTORY CARD', 'SCHEDA STORICO MANUTENZIONE'), signatures: [t('Întocmit', 'Prepared by', 'Redatto da')] },
  sample: sampleServiceHistory,
});

export const vehicleHistory: CatalogEntry[] = [registryRecord, serviceHistory];
