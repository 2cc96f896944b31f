import type { SpvPendingDto, SpvReceivedDetailDto, SpvReceivedDto, SpvReceivedPickLineDto, SpvStatusDto, SpvUploadDto } from '@atelier/core';

export const DOC_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';

/** GET /api/user/spv in each of its states. */
export const spvStatus = (state: SpvStatusDto['state'], over: Partial<SpvStatusDto> = {}): SpvStatusDto => {
  const connected = state === 'connected' || state === 'failing';
  return {
    configured: state !== 'not_configured',
    connected,
    state,
    connected_at: connected ? '2026-03-02T09:15:00.000Z' : null,
    access_expires_at: connected ? '2026-03-02T10:15:00.000Z' : null,
    refresh_expires_at: connected ? '2027-03-02T09:15:00.000Z' : null,
    last_error_code: state === 'failing' ? 'refused' : null,
    last_error: state === 'failing' ? 'invalid_grant: refresh token expired' : null,
    upload_mode: 'auto',
    ...over,
  };
};

let sequence = 0;

/** One upload of the invoice DOC_ID. */
export const upload = (state: SpvUploadDto['state'], over: Partial<SpvUploadDto> = {}): SpvUploadDto => {
  sequence += 1;
  const finished = state === 'accepted' || state === 'rejected' || state === 'failed';
  return {
    id: `ccccccccccccccccccccc${String(sequence).padStart(3, '0')}`,
    document_id: DOC_ID,
    number: 'FA-0012',
    state,
    trigger: 'auto',
    upload_index: state === 'to_send' ? null : '5012345678',
    download_id: state === 'accepted' ? '3012345678' : null,
    b2c: false,
    credit_note: false,
    messages: [],
    last_error_code: null,
    last_error: null,
    has_archive: state === 'accepted',
    created_at: '2026-03-10T08:00:00.000Z',
    sent_at: state === 'to_send' ? null : '2026-03-10T08:00:05.000Z',
    finished_at: finished ? '2026-03-10T08:03:00.000Z' : null,
    next_check_at: finished ? null : '2026-03-10T08:01:00.000Z',
    ...over,
  };
};

export const pendingItem = (number: string, workingDaysLeft: number, over: Partial<SpvPendingDto> = {}): SpvPendingDto => ({
  document_id: `bbbbbbbbbbbbbbbbbbbbb${number.slice(-3)}`,
  number,
  issue_date: '2026-03-09',
  deadline: '2026-03-16',
  working_days_left: workingDaysLeft,
  state: 'to_send',
  last_error_code: null,
  last_error: null,
  ...over,
});

/** A received supplier invoice as the list shows it. */
export const receivedItem = (number: string, over: Partial<SpvReceivedDto> = {}): SpvReceivedDto => ({
  id: `ddddddddddddddddddddd${number.slice(-3)}`,
  message_id: `30000${number.slice(-3)}`,
  kind: 'invoice',
  supplier_name: 'Piese Auto Transilvania SRL',
  supplier_cif: 'RO18547290',
  buyer_cif: 'RO31000007',
  number,
  issue_date: '2026-03-10',
  due_date: '2026-04-09',
  currency: 'RON',
  net: 575.9,
  vat: 120.94,
  payable: 696.84,
  received_at: '2026-03-10T09:00:00.000Z',
  created_at: '2026-03-10T09:05:00.000Z',
  ...over,
});

/** The parts distributor's invoice read from its UBL. */
export const receivedDetail = (over: Partial<SpvReceivedDetailDto> = {}): SpvReceivedDetailDto => ({
  ...receivedItem('PAT-2026-00417'),
  vat_breakdown: [{ category: 'S', rate: 21, taxable: 575.9, vat: 120.94 }],
  lines: [
    { name: 'Filtru ulei MANN W 712/95', code: 'MANN-W712/95', quantity: 2, unit_code: 'H87', unit_price: 38.5, net: 77, vat_rate: 21 },
    { name: 'Plăcuțe frână față TRW GDB1550', code: 'TRW-GDB1550', quantity: 1, unit_code: 'SET', unit_price: 189, net: 189, vat_rate: 21 },
    { name: 'Lichid de frână DOT 4, 1 l', code: null, quantity: 2, unit_code: 'LTR', unit_price: 32, net: 64, vat_rate: 21 },
  ],
  supplier: { name: 'Piese Auto Transilvania SRL', cif: 'RO18547290', reg_no: 'J12/1843/2006', address: 'Str. Traian Vuia nr. 208', city: 'Cluj-Napoca', county: 'RO-CJ', country: 'RO' },
  buyer: { name: 'Service Auto Someș SRL', cif: 'RO31000007', reg_no: null, address: 'Str. Fabricii nr. 12', city: 'Cluj-Napoca', county: 'RO-CJ', country: 'RO' },
  payment_accounts: ['RO49AAAA1B31007593840000'],
  payment_terms: null,
  ...over,
});

/** The detail's lines as the deviz picker offers them. */
export const pickLines = (): SpvReceivedPickLineDto[] =>
  receivedDetail().lines.map((line, index) => ({ ...line, index, received_id: receivedDetail().id, supplier_name: 'Piese Auto Transilvania SRL', number: 'PAT-2026-00417', issue_date: '2026-03-10', currency: 'RON' }));
