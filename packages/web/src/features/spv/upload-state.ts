import type { SpvUploadDto, SpvUploadState } from '@atelier/core';

/** Each state's badge colour: grey waiting, blue on its way, green accepted, red refused or given up. */
export const STATE_COLOR: Record<SpvUploadState, string> = {
  to_send: 'gray',
  sent: 'blue',
  processing: 'cyan',
  accepted: 'green',
  rejected: 'red',
  failed: 'orange',
};

/**
 * An attempt that waits for the Send to SPV button: made when a manual-mode invoice was saved, not
 * scheduled by the server (no next check), so nothing moves until someone sends it.
 */
export const isWaiting = (upload: SpvUploadDto): boolean => upload.state === 'to_send' && upload.next_check_at === null;

/** An attempt the server is taking to ANAF or following there: its answer is worth waiting for. */
export const isMoving = (upload: SpvUploadDto): boolean =>
  upload.state === 'sent' || upload.state === 'processing' || (upload.state === 'to_send' && upload.next_check_at !== null);

/** What the Send button offers: a first send, sending the waiting attempt, sending again after a refusal; nothing while one moves or once accepted. */
export const sendChoice = (uploads: readonly SpvUploadDto[]): 'send' | 'again' | undefined => {
  const latest = uploads[0];
  if (!latest || isWaiting(latest)) return 'send';
  if (latest.state === 'rejected' || latest.state === 'failed') return 'again';
  return undefined;
};
