import { useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

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
export const useTypedBeforeStart = <E extends Field = HTMLInputElement>(value: string | number, onTyped: (text: string) => void) => {
  const ref = useRef<E>(null);
  const first = useRef({ value, onTyped });
  useEffect(() => {
    const text = ref.current?.value;
    if (text !== undefined && text !== String(first.current.value)) first.current.onTyped(text);
  }, []);
  return ref;
};
