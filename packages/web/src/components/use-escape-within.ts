import { useEffect, useRef } from 'react';

/**
 * Props for a Mantine Modal that holds a phone's date picker (a modal of its own). Each Mantine modal closes on Escape from a window listener of its own, the first opened
 * first, so an Escape meant for the picker closed the dialog under it too. With these, the dialog
 * closes on an Escape pressed inside itself only; the picker's own Escape closes the picker.
 * A control that keeps its Escape (a list's dropdown: `data-mantine-stop-propagation`) keeps it here too.
 */
export const useEscapeWithin = (opened: boolean, onClose: () => void) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const target = event.target;
      if (!(target instanceof Element) || target.getAttribute('data-mantine-stop-propagation') === 'true') return;
      // The picker's modal may sit inside this one's DOM (no portal): the dialog nearest the key decides.
      const own = ref.current?.querySelector('[role="dialog"]');
      if (own && target.closest('[role="dialog"]') === own) onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, onClose]);
  return { ref, closeOnEscape: false } as const;
};
