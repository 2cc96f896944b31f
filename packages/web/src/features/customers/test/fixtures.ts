import type { CustomerDetailDto, CustomerDto } from '@atelier/core';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';

export const customer = (over: Partial<CustomerDto> = {}): CustomerDto => ({
  id: ID,
  kind: 'person',
  name: 'Ștefan Popescu',
  cui: null,
  cnp: '1630615123457',
  phone: '0722123456',
  phones: ['0722123456'],
  email: 'stefan@exemplu.ro',
  emails: ['stefan@exemplu.ro'],
  address: 'Str. Lungă 1',
  documents: 2,
  first_seen: '2026-01-10',
  last_seen: '2026-03-05',
  reminders: null,
  ...over,
});

export const detail = (over: Partial<CustomerDetailDto> = {}): CustomerDetailDto => ({
  customer: customer(),
  vehicles: [{ id: 'bbbbbbbbbbbbbbbbbbbbbbb1', plate_key: 'CJ12ABC', vin: null, make: 'Dacia', model: 'Logan', documents: 2 }],
  documents: [
    { id: 'ccccccccccccccccccccccc2', form_id: 'ddddddddddddddddddddddd1', form_title: 'Factură', kind: 'invoice', number: 'FA-0001', date: '2026-03-05', total: '1190.00', currency: 'RON', created_at: '2026-03-05T09:00:00.000Z' },
    { id: 'ccccccccccccccccccccccc1', form_id: 'ddddddddddddddddddddddd2', form_title: 'Deviz', kind: 'estimate', number: 'DV-0007', date: '2026-01-10', total: '250.50', currency: 'RON', created_at: '2026-01-10T09:00:00.000Z' },
  ],
  totals: [{ currency: 'RON', estimated: '250.50', invoiced: '1190.00' }],
  consents: [{ id: 'eeeeeeeeeeeeeeeeeeeeeee1', reminders: true, how: 'written', at: '2026-01-10T10:00:00.000Z', recorded_at: '2026-01-10T10:05:00.000Z', recorded_by: 'Ana' }],
  merges: [],
  ...over,
});

export const CUSTOMER_ID = ID;
