import { type CatalogEntry, type Text, defineApp, f, opt, t } from '../build.js';
import { clientStep, companyStep, vatTotals, vehicleFields } from '../fragments.js';
import { vehicleStateFields } from '../fragments-commercial.js';
import { sampleRental } from '../samples-commercial.js';
import { about } from './taxonomy.js';

/** The car rental contract (domain-ro §2.3; Cod civil, locațiunea, art. 1777 și urm.). */

const clause = (name: string, label: Text, text: string) => f.textarea(name, label, { required: true, default: text, maxLength: 4000 });

const clauses = [
  clause(
    'renter_duties',
    t('Obligațiile locatarului', "The renter's obligations", 'Obblighi del locatario'),
    'Locatarul folosește vehiculul cu prudență, numai el și conducătorii auto trecuți în contract îl pot conduce; nu îl subînchiriază, nu îl folosește pentru transport contra cost, concursuri sau școală de șoferi și nu părăsește teritoriul României fără acordul scris al locatorului. Plătește combustibilul, taxele de drum, parcările și amenzile din perioada închirierii. Anunță imediat locatorul și poliția la orice accident, furt sau daună și întocmește constatarea amiabilă sau obține documentul poliției.',
  ),
  clause(
    'owner_duties',
    t('Obligațiile locatorului', "The owner's obligations", 'Obblighi del locatore'),
    'Locatorul predă vehiculul curat, în stare tehnică bună, cu ITP, RCA și rovinietă valabile, cu certificatul de înmatriculare și dotările obligatorii, și asigură asistență în caz de defecțiune care nu este cauzată de locatar.',
  ),
  clause(
    'damage',
    t('Daune și furt', 'Damage and theft', 'Danni e furto'),
    'Daunele produse din culpa locatarului și neacoperite de asigurare se suportă de locatar, în limita franciziei când vehiculul are CASCO; daunele produse cu încălcarea contractului (alcool, conducători neautorizați, drumuri neamenajate) se suportă integral. Lipsa documentelor de la poliție sau a constatării amiabile face locatarul răspunzător de întreaga daună.',
  ),
  clause(
    'termination',
    t('Reziliere și forță majoră', 'Termination and force majeure', 'Risoluzione e forza maggiore'),
    'Contractul se reziliază de drept la încălcarea obligațiilor locatarului, locatorul putând ridica vehiculul de oriunde s-ar afla. Nicio parte nu răspunde pentru neexecutarea cauzată de forța majoră, notificată celeilalte părți în cel mult 5 zile.',
  ),
  clause(
    'disputes',
    t('Litigii și date personale', 'Disputes and personal data', 'Controversie e dati personali'),
    'Litigiile se soluționează pe cale amiabilă, iar în caz contrar de instanța competentă de la sediul locatorului. Datele personale ale locatarului se prelucrează pentru executarea contractului, conform Regulamentului UE 2016/679.',
  ),
];

const rental = (): CatalogEntry =>
  defineApp({
    key: 'contract-inchiriere-auto',
    version: 3,
    pages: 2,
    title: t('Contract de închiriere auto', 'Car rental contract', 'Contratto di noleggio auto'),
    description: t(
      'Contract de închiriere a unui autoturism: locator și locatar cu CNP, act de identitate și permis, vehiculul cu km și combustibil la predare, perioada și locurile de predare și restituire, tarif pe zi × zile, garanție, km incluși, asigurări, clauze numerotate.',
      'Car rental contract: owner and renter with personal code, ID card and driving licence, the car with odometer and fuel at hand-over, period and places of pick-up and return, daily rate × days, deposit, included km, insurance, numbered clauses.',
      "Contratto di noleggio di un'auto: locatore e locatario con codice personale, documento d'identità e patente, veicolo con km e carburante alla consegna, periodo e luoghi di ritiro e riconsegna, tariffa giornaliera × giorni, deposito, km inclusi, assicurazioni, clausole numerate.",
    ),
    category: 'commercial',
    ...about('contract-inchiriere-auto'),
    document: { kind: 'contract', currency: 'RON', vat: { payer: true, rate: 21 }, number: { field: 'company.number', prefix: 'CI', start: 1, padding: 4 } },
    steps: [
      companyStep({
        vatPayer: true,
        numberLabel: t('Contract nr.', 'Contract no.', 'Contratto n.'),
        title: t('Locator', 'Owner (lessor)', 'Locatore'),
        validUntil: false,
        extra: [f.text('representative', t('Reprezentat prin (nume, funcție)', 'Represented by (name, position)', 'Rappresentato da (nome, funzione)'), { required: true, maxLength: 150 })],
      }),
      clientStep({
        title: t('Locatar', 'Renter', 'Locatario'),
        cnpRequired: true,
        addressRequired: true,
        extra: [
          f.text('id_card', t('Act de identitate (seria și nr.)', 'ID card (series and no.)', "Documento d'identità (serie e n.)"), { required: true, maxLength: 30, visibleIf: 'type == "pf"', width: 'half' }),
          f.text('representative', t('Reprezentant / conducător auto desemnat', 'Representative / designated driver', 'Rappresentante / conducente designato'), {
            required: true,
            maxLength: 150,
            visibleIf: 'type == "pj"',
            width: 'half',
          }),
          f.text('licence_no', t('Permis de conducere nr.', 'Driving licence no.', 'Patente n.'), { required: true, maxLength: 30, width: 'third' }),
          f.text('licence_cat', t('Categorii', 'Categories', 'Categorie'), { required: true, default: 'B', maxLength: 30, width: 'third' }),
          f.date('licence_expiry', t('Permis valabil până la', 'Licence valid until', 'Patente valida fino al'), { required: true, width: 'third' }),
          f.textarea('extra_drivers', t('Alți conducători auto (nume, CNP, permis)', 'Additional drivers (name, personal code, licence)', 'Altri conducenti (nome, codice personale, patente)'), { maxLength: 1000 }),
        ],
      }),
      {
        name: 'vehicle',
        title: t('Vehicul închiriat', 'Rented car', 'Veicolo noleggiato'),
        prefill: 'history',
        fields: [
          ...vehicleFields({ odometerLabel: t('Km la predare', 'Odometer at pick-up (km)', 'Km alla consegna') }),
          f.text('color', t('Culoare', 'Colour', 'Colore'), { maxLength: 30, width: 'half' }),
          ...vehicleStateFields({ fuelLabel: t('Combustibil la predare', 'Fuel at pick-up', 'Carburante alla consegna') }),
        ],
      },
      {
        name: 'period',
        title: t('Durata închirierii', 'Rental period', 'Durata del noleggio'),
        fields: [
          f.datetime('pickup_at', t('Data și ora predării', 'Pick-up date and time', 'Data e ora di ritiro'), { required: true, width: 'half' }),
          f.text('pickup_place', t('Locul predării', 'Pick-up place', 'Luogo di ritiro'), { required: true, maxLength: 200, width: 'half' }),
          f.datetime('return_at', t('Data și ora restituirii', 'Return date and time', 'Data e ora di riconsegna'), { required: true, width: 'half' }),
          f.text('return_place', t('Locul restituirii', 'Return place', 'Luogo di riconsegna'), { required: true, maxLength: 200, width: 'half' }),
          f.number('days', t('Număr de zile', 'Number of days', 'Numero di giorni'), { required: true, min: 1, max: 366, decimals: 0, width: 'half' }),
          f.text('late_fee', t('Penalitate pentru întârziere', 'Late return fee', 'Penale per ritardo'), {
            default: 'tariful unei zile pentru fiecare zi începută',
            maxLength: 200,
            width: 'half',
          }),
        ],
      },
      {
        name: 'price',
        title: t('Preț, garanție și asigurări', 'Price, deposit and insurance', 'Prezzo, deposito e assicurazioni'),
        fields: [
          f.money('day_rate', t('Tarif pe zi (lei, fără TVA)', 'Daily rate (lei, excl. VAT)', 'Tariffa giornaliera (lei, IVA esclusa)'), { required: true, min: 0, width: 'third' }),
          f.money('rent', t('Chirie (fără TVA)', 'Rent (excl. VAT)', 'Noleggio (IVA escluso)'), { compute: 'day_rate * period.days', width: 'third' }),
          f.money('deposit', t('Garanție (depozit, lei)', 'Deposit (lei)', 'Deposito cauzionale (lei)'), { required: true, min: 0, width: 'third' }),
          f.number('km_day', t('Km incluși pe zi', 'Km included per day', 'Km inclusi al giorno'), { min: 0, decimals: 0, width: 'third' }),
          f.money('extra_km', t('Cost km suplimentar (lei)', 'Extra km price (lei)', 'Costo km extra (lei)'), { min: 0, width: 'third' }),
          f.select(
            'fuel_policy',
            t('Combustibil', 'Fuel policy', 'Carburante'),
            [opt('full', t('Plin – plin', 'Full to full', 'Pieno – pieno')), opt('same', t('Același nivel ca la predare', 'Same level as at pick-up', 'Stesso livello del ritiro'))],
            { required: true, default: 'full', width: 'third' },
          ),
          f.checkbox('casco', t('CASCO inclus (RCA este inclus întotdeauna)', 'Comprehensive cover included (liability is always included)', 'Kasko inclusa (RC auto sempre inclusa)'), { width: 'half' }),
          f.money('excess', t('Franciză suportată de locatar (lei)', 'Excess paid by the renter (lei)', 'Franchigia a carico del locatario (lei)'), { min: 0, width: 'half' }),
          f.textarea('deposit_terms', t('Restituirea garanției', 'Return of the deposit', 'Restituzione del deposito'), {
            default: 'Garanția se restituie la predarea vehiculului în starea primită, după deducerea daunelor, amenzilor, taxelor și a combustibilului lipsă.',
            maxLength: 1000,
          }),
        ],
      },
      {
        name: 'extras',
        title: t('Servicii suplimentare', 'Extras', 'Servizi extra'),
        fields: [
          f.array(
            'items',
            t('Servicii suplimentare (pe zi)', 'Extras (per day)', 'Servizi extra (al giorno)'),
            [
              f.text('name', t('Serviciu', 'Extra', 'Servizio'), { required: true, maxLength: 100 }),
              f.number('qty', t('Cantitate', 'Quantity', 'Quantità'), { required: true, min: 1, decimals: 0 }),
              f.money('price', t('Preț pe zi (fără TVA)', 'Price per day (excl. VAT)', 'Prezzo al giorno (IVA esclusa)'), { required: true, min: 0 }),
              f.money('value', t('Valoare (fără TVA)', 'Amount (excl. VAT)', 'Importo (IVA esclusa)'), { compute: 'qty * price * period.days' }),
            ],
            { historyPick: true, maxItems: 20, role: 'lines.items' },
          ),
        ],
      },
      { name: 'clauses', title: t('Clauze', 'Clauses', 'Clausole'), fields: clauses },
    ],
    totals: [
      { name: 'rent', label: t('Chirie', 'Rent', 'Noleggio'), compute: 'price.rent', format: 'money' },
      { name: 'extras', label: t('Servicii suplimentare', 'Extras', 'Servizi extra'), compute: 'count(extras.items) > 0 ? sum(extras.items.value) : ""', format: 'money' },
      ...vatTotals({ net: 'totals.rent + totals.extras' }),
    ],
    pdf: {
      layout: 'contract',
      title: t('CONTRACT DE ÎNCHIRIERE AUTO', 'CAR RENTAL CONTRACT', 'CONTRATTO DI NOLEGGIO AUTO'),
      signatures: [t('Locator', 'Owner', 'Locatore'), t('Locatar', 'Renter', 'Locatario')],
      footer: t(
        'Anexă: proces-verbal de predare-primire a vehiculului. Contractul s-a încheiat în două exemplare, câte unul pentru fiecare parte. Garanția nu este inclusă în totalul de plată.',
        'Annex: vehicle handover record. This contract was drawn up in two copies, one for each party. The deposit is not included in the total due.',
        'Allegato: verbale di consegna del veicolo. Il contratto è redatto in due copie, una per ciascuna parte. Il deposito non è compreso nel totale.',
      ),
    },
    sample: sampleRental,
  });

export const rentals: CatalogEntry[] = [rental()];
