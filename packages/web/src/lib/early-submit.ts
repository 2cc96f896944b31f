// What site-entry.ts (no React, on the first load of a server-rendered page) and the app's forms
// (use-typed-before-start.ts) agree on, so that a form sent before the app ran is sent once it runs.

/** On a form that takes a submit pressed before the app ran: `<form {...EARLY_SUBMIT_FORM}>`. */
export const EARLY_SUBMIT_FORM = { 'data-early-submit': '' } as const;

/** What the form's `data-early-submit` says once the page has run: pressed before the app ran, or the app runs it. */
export const EARLY_SUBMIT = { attribute: 'data-early-submit', pressed: 'pressed', ready: 'ready' } as const;
