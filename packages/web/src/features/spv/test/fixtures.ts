import type { SpvPendingDto, SpvStatusDto, SpvUploadDto } from '@atelier/core';

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
  last_error: null,
  ...over,
});
