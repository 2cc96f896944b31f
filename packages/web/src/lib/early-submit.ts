import { EARLY_SUBMIT } from '@atelier/core';

/**
 * A form sent before the app runs it (the login, pressed at once, or Enter in its last field):
 * the browser would send it nowhere (the form has no action), so it is held back and marked,
 * and the app sends it once it runs (useSubmittedBeforeStart). Held back until the form's own
 * component says it runs (not merely once React has reached the form: until the whole page is
 * taken over its handler would read a state without what was typed before). site-entry.ts
 * listens with it on the document, in the capture phase; `onHeld` hears the form held.
 */
export const holdEarlySubmit = (event: SubmitEvent, onHeld?: (form: HTMLFormElement) => void) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const state = form.getAttribute(EARLY_SUBMIT.attribute);
  if (state === null || state === EARLY_SUBMIT.ready) return;
  event.preventDefault();
  event.stopPropagation();
  form.setAttribute(EARLY_SUBMIT.attribute, EARLY_SUBMIT.pressed);
  onHeld?.(form);
};
