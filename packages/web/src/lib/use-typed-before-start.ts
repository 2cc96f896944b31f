import { EARLY_SUBMIT } from '@atelier/core';
import { useEffect, useRef, useState } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A field's content the visitor set on the server's page before the app took it over, handed to
 * the component's state once the app runs (`read` gives the field's current one).
 */
const useSetBeforeStart = <E extends Field, T>(read: (field: E) => T, value: T, onSet: (value: T) => void) => {
  const ref = useRef<E>(null);
  const first = useRef({ read, value, onSet });
  useEffect(() => {
    const { read: current, value: drawn, onSet: handOver } = first.current;
    if (!ref.current) return;
    const now = current(ref.current);
    if (now !== drawn) handOver(now);
  }, []);
  return ref;
};

/**
 * A field of a page the server rendered (entry-server.tsx) can be typed in before the app takes
 * the page over (site-entry.ts starts it on the first tap or key) and while it does: React keeps
 * that text on screen when it hydrates the field, but the component's state does not have it, so
 * the field's next render would wipe it ("Ion Popescu" became " Popescu"). Once the field is taken
 * over, its own text is handed to the state. An effect, not the ref's attachment: by then the
 * page's router runs (a search kept in the address), and React runs it before any later render of
 * the field (a key pressed meanwhile), so the text read is the field's latest. In a field the app
 * drew itself the text is the state's: nothing to do.
 *
 * Give the returned ref to the field (Mantine's inputs pass it to the <input>/<textarea>).
 */
export const useTypedBeforeStart = <E extends Field = HTMLInputElement>(value: string | number, onTyped: (text: string) => void) =>
  useSetBeforeStart<E, string>((field) => field.value, String(value), onTyped);

/** The same for a checkbox ticked (or cleared) before the app took the page over: React would clear it on its next render. */
export const useTickedBeforeStart = (checked: boolean, onTicked: (checked: boolean) => void) =>
  useSetBeforeStart<HTMLInputElement, boolean>((box) => box.checked, checked, onTicked);

/** What a form that takes a submit pressed before the app ran carries: `<form {...EARLY_SUBMIT_FORM}>`. */
export const EARLY_SUBMIT_FORM = { [EARLY_SUBMIT.attribute]: '' };

/**
 * A form sent before the app ran (site-entry.ts held the submit back and marked the form) is sent
 * once the app runs: after the render that gives the state what was typed and ticked before
 * (the hooks above, whose updates come in the same batch), so the form's own handler sends that.
 * The form says it is the app's own (site-entry.ts stops holding its submits) only from that
 * render on: a tap that takes the page over makes React hydrate at once and run the effects
 * before the tap's submit arrives, and a submit let through then would be handled by the first
 * render's handler, whose state is still empty ("Câmp obligatoriu" under a filled field).
 * Give the returned ref to the <form>, and spread EARLY_SUBMIT_FORM on it.
 */
export const useSubmittedBeforeStart = () => {
  const ref = useRef<HTMLFormElement>(null);
  // Unknown on the first render; from the one after it (that has what was typed), whether the
  // form had been sent when React took it over.
  const [sentAtStart, setSentAtStart] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    if (sentAtStart === undefined) {
      setSentAtStart(form.getAttribute(EARLY_SUBMIT.attribute) === EARLY_SUBMIT.pressed);
      return;
    }
    // Sent then, or since (held until this render).
    const pressed = form.getAttribute(EARLY_SUBMIT.attribute) === EARLY_SUBMIT.pressed;
    // From now on a submit is the app's own.
    form.setAttribute(EARLY_SUBMIT.attribute, EARLY_SUBMIT.ready);
    if (pressed) form.requestSubmit();
  }, [sentAtStart]);
  return ref;
};
