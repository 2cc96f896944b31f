import type { AnswerDto, DocumentSharingDto, PublicDocumentDto } from '@atelier/core';

/** A 43-character base64url token, as the server makes them. */
export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE';
export const PAGE_API = `/api/public/d/${TOKEN}`;

/** A customer's page of a three-line estimate (VAT 21%), strings as the PDF prints them. */
export const makeCustomerPage = (overrides: Partial<PublicDocumentDto> = {}): PublicDocumentDto => ({
  business: { name: 'Service Auto Someș SRL', logo_url: null, phone: '0722 123 456', email: 'atelier@somes.ro', address: 'Str. Fabricii 12, Cluj-Napoca' },
  document: {
    title: 'Deviz',
    number: 'DV-0042',
    date: '28.11.2026',
    kind: 'estimate',
    version: 3,
    currency: 'RON',
    sections: [
      { title: 'Client', pairs: [{ label: 'Nume', value: 'Ion Popescu' }, { label: 'Telefon', value: '0744 555 666' }] },
      { title: 'Vehicul', pairs: [{ label: 'Nr. înmatriculare', value: 'CJ 12 ABC' }] },
    ],
    lines: [
      { index: 0, kind: 'part', description: 'Plăcuțe frână față', quantity: '1', unit_price: '200,00 lei', total: '200,00 lei', amount: 200 },
      { index: 1, kind: 'part', description: 'Disc frână', quantity: '2', unit_price: '150,00 lei', total: '300,00 lei', amount: 300 },
      { index: 2, kind: 'labour', description: 'Manoperă frâne', quantity: '1', unit_price: '100,00 lei', total: '100,00 lei', amount: 100 },
    ],
    totals: [
      { label: 'Total fără TVA', value: '600,00 lei' },
      { label: 'TVA 21%', value: '126,00 lei' },
      { label: 'Total de plată', value: '726,00 lei' },
    ],
    total_amount: 726,
  },
  action: 'approve',
  answer: null,
  expires_at: '2026-12-28T10:00:00.000Z',
  locale: 'ro',
  pdf_url: `/api/public/d/${TOKEN}/pdf`,
  xml_url: null,
  ...overrides,
});

export const makeAnswer = (overrides: Partial<AnswerDto> = {}): AnswerDto => ({
  id: 'dddddddddddddddddddddd01',
  decision: 'partly_approved',
  document_version: 3,
  lines: [
    { index: 0, approved: true },
    { index: 1, approved: false },
    { index: 2, approved: true },
  ],
  comment: 'Discurile le schimb data viitoare.',
  signer_name: 'Ion Popescu',
  answered_at: '2026-11-28T12:30:00.000Z',
  content_sha256: 'a'.repeat(64),
  link_id: 'eeeeeeeeeeeeeeeeeeeeee01',
  ...overrides,
});

export const makeSharing = (overrides: Partial<DocumentSharingDto> = {}): DocumentSharingDto => ({
  state: 'not_sent',
  action: 'approve',
  links: [],
  sends: [],
  answers: [],
  sms_available: false,
  ...overrides,
});
