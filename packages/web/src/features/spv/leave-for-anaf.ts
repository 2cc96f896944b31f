/**
 * The one place the app leaves itself for another site: ANAF's sign-in page. An object, so that a
 * test can watch the departure (jsdom cannot navigate, and window.location cannot be replaced).
 */
export const leaveForAnaf = {
  go: (url: string): void => {
    window.location.assign(url);
  },
};
