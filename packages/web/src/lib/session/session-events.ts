/** Why a session ends; decides where the user lands. */
export type SessionEndReason = 'logout' | 'expired' | 'forbidden';

type Handler = (reason: SessionEndReason) => void;

let handler: Handler | undefined;

/**
 * The api-client and the session keeper cannot navigate or reach the query cache, so they ask the
 * app to end the session; the app (SessionProvider) registers the one handler that does it.
 */
export const setSessionEndHandler = (next: Handler | undefined): void => {
  handler = next;
};

/** False when no app is listening (tests, before mount): the caller then clears the token itself. */
export const requestSessionEnd = (reason: SessionEndReason): boolean => {
  if (!handler) return false;
  handler(reason);
  return true;
};
