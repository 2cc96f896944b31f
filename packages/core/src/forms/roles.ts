/**
 * The closed vocabulary of field roles: the meaning of a field that statistics, search, pre-fill,
 * fleet and finance views, the registry dialog and reminders read without knowing the form.
 * Extend it here, never ad hoc.
 */
export const FIELD_ROLES = [
  'company.name',
  'company.cui',
  'company.reg_no',
  'company.address',
  'company.iban',
  'company.bank',
  'company.phone',
  'company.email',
  'company.vat_payer',
  'client.type',
  'client.name',
  'client.cui',
  'client.cnp',
  'client.reg_no',
  'client.address',
  'client.phone',
  'client.email',
  'vehicle.plate',
  'vehicle.vin',
  'vehicle.make',
  'vehicle.model',
  'vehicle.year',
  'vehicle.odometer',
  'vehicle.fuel',
  // Expiry dates a car's papers carry (domain-ro §6): the periodic inspection (ITP), the liability
  // insurance (RCA) and the road vignette (rovinietă); the vehicle's page and reminders read them.
  'vehicle.itp_expiry',
  'vehicle.rca_expiry',
  'vehicle.vignette_expiry',
  'document.number',
  'document.date',
  'document.valid_until',
  'service.entry_date',
  'service.exit_date',
  'service.reason',
  'service.findings',
  'service.recommendations',
  'lines.labor',
  'lines.parts',
  'lines.items',
  'total.labor',
  'total.parts',
  // An invoice's document discount (issue 19): the lines' sum before it, and the discount itself
  // (negative, as printed); total.net is then what is left, the taxable amount.
  'total.lines',
  'total.allowance',
  'total.net',
  'total.vat',
  'total.grand',
  'total.advance',
  'total.due',
  'invoice.due_date',
  'invoice.status',
  'trip.km_start',
  'trip.km_end',
  'trip.lines',
  'finance.kind',
  'finance.category',
  'finance.amount',
  'finance.date',
  'appointment.date',
  'appointment.hours',
  // Lei per unit of the document's currency (BNR rate): an invoice in EUR shows its VAT in lei
  // (Cod fiscal art. 319 alin. (20) lit. j).
  'invoice.exchange_rate',
  // A discount on the whole invoice, in percent of the lines' sum (e-Factura: a document-level allowance per VAT category).
  'invoice.discount',
  // Appointments: the start time ("08:30") places one in the week calendar; status "scheduled" | "completed".
  'appointment.time',
  'appointment.status',
  // Video-editing projects (the week view): name, type, status, priority, due date, work duration in hours.
  'project.name',
  'project.type',
  'project.status',
  'project.priority',
  'project.due_date',
  'project.duration',
  // Reminders (Notificări): what is due (ITP, RCA, oil change...), its tag, when or at what km, and where it stands.
  'reminder.kind',
  'reminder.tag',
  'reminder.due_date',
  'reminder.due_km',
  'reminder.status',
  // Registry (RAR AutoPass): intervention date, odometer code ("R-ODO" | "I-ODO", which make the initial
  // reading required), the other service codes (comma separated), initial reading, repaired system, notes.
  'registry.service_date',
  'registry.odometer_code',
  'registry.codes',
  'registry.initial_odometer',
  'registry.repaired_system',
  'registry.notes',
  // The party a company buys from (NIR, purchase records): kept apart from client.* so that
  // statistics of customers do not count suppliers.
  'supplier.name',
  'supplier.cui',
  // e-Factura needs the address in parts (street in *.address, city, county code, postal code) and
  // the buyer's country (ISO 3166-1 alpha-2; RO when absent).
  'company.city',
  'company.county',
  'company.postal_code',
  'client.city',
  'client.county',
  'client.postal_code',
  'client.country',
] as const;

export type FieldRole = (typeof FIELD_ROLES)[number];

/**
 * Roles whose value belongs to one document only (its number, its dates, its status): left out
 * when a step is offered again for pre-filling or listed in the Data view.
 */
export const DOCUMENT_SPECIFIC_ROLES: ReadonlySet<FieldRole> = new Set<FieldRole>([
  'document.number',
  'document.date',
  'document.valid_until',
  'service.entry_date',
  'service.exit_date',
  'invoice.due_date',
  'invoice.status',
  'appointment.date',
  'appointment.hours',
  'finance.date',
  'appointment.time',
  'appointment.status',
  'project.status',
  'project.priority',
  'project.due_date',
  'project.duration',
  'reminder.due_date',
  'reminder.due_km',
  'reminder.status',
  'registry.service_date',
  'registry.odometer_code',
  'registry.codes',
  'registry.initial_odometer',
  'registry.repaired_system',
  'registry.notes',
]);
