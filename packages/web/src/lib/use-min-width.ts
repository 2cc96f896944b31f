import { useMediaQuery } from '@mantine/hooks';

/** Mantine's breakpoints, in em: xs 36, sm 48, md 62, lg 75. */
export const BREAKPOINT_EM = { xs: 36, sm: 48, md: 62, lg: 75 } as const;

/**
 * Whether the screen is at least this wide, known at the first render (no flash of the phone
 * layout on a desktop).
 */
export const useMinWidth = (breakpoint: keyof typeof BREAKPOINT_EM): boolean =>
  useMediaQuery(`(min-width: ${BREAKPOINT_EM[breakpoint]}em)`, false, { getInitialValueInEffect: false }) === true;
