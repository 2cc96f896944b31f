/** A tap target a thumb (a greasy one, in a workshop) finds on a phone: 44 CSS px, WCAG 2.5.5's size. */
export const TAP_TARGET = 44;
