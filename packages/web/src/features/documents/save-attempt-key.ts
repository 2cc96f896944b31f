/** 128 random bits in hex: crypto.randomUUID needs a secure context, getRandomValues does not. */
const randomKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The Idempotency-Key of a save: one per save attempt, the same again when the same input is sent
 * again after an answer that was lost (no connection, a server error), so the server saves it once.
 * New input, or a save that got its answer, gets a new key.
 */
export const saveAttemptKeys = () => {
  let pending: { key: string; body: string } | undefined;
  return {
    keyFor: (body: unknown): string => {
      const text = JSON.stringify(body);
      if (pending?.body !== text) pending = { key: randomKey(), body: text };
      return pending.key;
    },
    /** The save was answered (saved or refused): the next one is a new attempt. */
    answered: () => {
      pending = undefined;
    },
  };
};

export type SaveAttemptKeys = ReturnType<typeof saveAttemptKeys>;
