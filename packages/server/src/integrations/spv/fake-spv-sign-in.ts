/**
 * The owner's way through the fake ANAF's sign-in (fake-spv-oauth.ts) as their browser goes, for
 * the tests and the benchmark: the address Connect SPV gave opens the fake's page, whose
 * certificate button (or Renunță) sends the form back; the fake answers with a redirect to the
 * app's callback, code and state in its query. The caller follows that address to the app.
 */

const unescapeHtml = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Presses the button on the page at `authorizeUrl` (ANAF's, as POST /api/user/spv/connect gave it); where the fake sends the browser back. */
export const pressCertificateButton = async (authorizeUrl: string, decision: 'allow' | 'deny' = 'allow'): Promise<URL> => {
  const opened = await fetch(authorizeUrl);
  const page = await opened.text();
  if (opened.status !== 200 || !page.includes('Autentificare cu certificat')) throw new Error(`not the fake ANAF's sign-in page (${opened.status}): ${page.slice(0, 200)}`);
  const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1] ?? '', unescapeHtml(m[2] ?? '')]));
  const form = new URL(authorizeUrl);
  const pressed = await fetch(`${form.origin}${form.pathname}`, { method: 'POST', body: new URLSearchParams({ ...fields, decision }), redirect: 'manual' });
  const location = pressed.headers.get('location');
  if (pressed.status !== 302 || !location) throw new Error(`the fake ANAF's sign-in answered ${pressed.status} without a way back: ${(await pressed.text()).slice(0, 200)}`);
  return new URL(location);
};
