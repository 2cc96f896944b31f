import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// System fonts only: the CSP allows no external font hosts and the app must work offline.
const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Checkbox: { defaultProps: { size: 'md' } },
  },
});

/** Mantine's palettes whose shade 6 (the default of badges, alerts, light and outline buttons) is too pale. */
const PALE = ['red', 'pink', 'grape', 'violet', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;

const darkened = (color: string, black: number) => `color-mix(in srgb, var(--mantine-color-${color}-9), black ${black}%)`;

/**
 * WCAG AA contrast (4.5:1, axe in the journeys) for Mantine's colours: its "dimmed" text is gray 6
 * (3.3:1 on white), its error red 3.3:1, the text of a light or outline badge is shade 6 (teal 2.3:1) and white text on a
 * filled one sits on shade 6 too (orange 2.6:1). Dimmed becomes gray 7 (8:1); the others use shade
 * 9 darkened by a quarter (filled) or a third (text; ≥ 5:1 on white and on the light backgrounds, yellow
 * included). Placeholders (gray 5, 2.1:1) sit halfway between gray 6 and 7 (5:1), still lighter than typed text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': darkened('red', 25),
    // The primary's light buttons: indigo 9 text is 4.1:1 on the hovered light background (indigo 2).
    '--mantine-color-indigo-light-color': darkened('indigo', 35),
    '--mantine-color-placeholder': 'color-mix(in srgb, var(--mantine-color-gray-6), var(--mantine-color-gray-7))',
    ...Object.fromEntries(
      PALE.flatMap((color) => [
        [`--mantine-color-${color}-light-color`, darkened(color, 35)],
        [`--mantine-color-${color}-outline`, darkened(color, 35)],
        [`--mantine-color-${color}-filled`, darkened(color, 25)],
        [`--mantine-color-${color}-filled-hover`, darkened(color, 40)],
      ]),
    ),
  },
  dark: {},
});
