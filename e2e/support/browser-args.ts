/** Chromium's switches for the journeys and the Lighthouse benchmark: quiet, no sandbox (root in CI). */
export const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
