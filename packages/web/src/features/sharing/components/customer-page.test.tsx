import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { bodyOfCall, callKeys } from '../../../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeAnswer, makeCustomerPage, PAGE_API, TOKEN } from '../test/fixtures';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** jsdom draws nothing: a 2D context that records the strokes, and a canvas that exports them as a PNG data URL. */
const stubCanvas = () => {
  const strokes: [string, number, number][] = [];
  const context = {
    scale: vi.fn(),
    beginPath: vi.fn(),
    stroke: vi.fn(),
    drawImage: vi.fn(),
    moveTo: (x: number, y: number) => strokes.push(['moveTo', x, y]),
    lineTo: (x: number, y: number) => strokes.push(['lineTo', x, y]),
  };
  // jsdom has no pointer capture either.
  Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', { value: () => undefined, configurable: true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((type?: string) => (strokes.length > 0 && type === 'image/png' ? PNG : 'data:,'));
  return { strokes, toDataURL };
};

/** Types a value at once (typing key by key takes seconds on a busy machine). */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const draw = async (user: ReturnType<typeof userEvent.setup>) => {
  const pad = screen.getByRole('img', { name: /Semnătura/ });
  await user.pointer([
    { keys: '[MouseLeft>]', target: pad, coords: { clientX: 10, clientY: 20 } },
    { target: pad, coords: { clientX: 40, clientY: 30 } },
    { keys: '[/MouseLeft]', target: pad, coords: { clientX: 40, clientY: 30 } },
  ]);
};

describe('the customer page /d/{token}', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ro-RO', 'ro']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the document as the PDF prints it, the PDF one tap away, the workshop to call, without the app bar', async () => {
    mockApi({ [`GET ${PAGE_API}?locale=ro`]: () => jsonResponse(200, makeCustomerPage({ action: 'view', xml_url: `${PAGE_API}/xml` })) });
    renderApp(`/d/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deviz' })).toBeTruthy();
    expect(screen.getByText('Service Auto Someș SRL')).toBeTruthy();
    expect(screen.getByText('Nr. DV-0042 din 28.11.2026')).toBeTruthy();
    expect(screen.getByText('Ion Popescu')).toBeTruthy();
    expect(screen.getByText('726,00 lei')).toBeTruthy();
    expect(screen.getByText('1 × 200,00 lei')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descarcă PDF' })?.getAttribute('href')).toBe(`${PAGE_API}/pdf`);
    expect(screen.getByRole('link', { name: 'Descarcă XML e-Factura' })?.getAttribute('href')).toBe(`${PAGE_API}/xml`);
    expect(screen.getByRole('link', { name: 'Sunați: 0722 123 456' })?.getAttribute('href')).toBe('tel:0722123456');
    expect(screen.getByRole('link', { name: 'Scrieți un e-mail: atelier@somes.ro' })?.getAttribute('href')).toBe('mailto:atelier@somes.ro');
    // View: nothing to answer.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Aprob|Semnez/ })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it("shows the business's logo beside its name when it has one, and no image when it has none", async () => {
    const business = { ...makeCustomerPage().business, logo_url: `${PAGE_API}/logo` };
    mockApi({ [`GET ${PAGE_API}?locale=ro`]: () => jsonResponse(200, makeCustomerPage({ business })) });
    const first = renderApp(`/d/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Deviz' });
    expect([...first.container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([`${PAGE_API}/logo`]);
    first.unmount();

    mockApi({ [`GET ${PAGE_API}?locale=ro`]: () => jsonResponse(200, makeCustomerPage()) });
    const second = renderApp(`/d/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Deviz' });
    expect(second.container.querySelectorAll('img')).toHaveLength(0);
  });

  it('approves line by line: every line ticked, the total follows the ticks, and the answer names the lines, the signature and the consent', async () => {
    const stub = stubCanvas();
    let answered = false;
    const fetchMock = mockApi({
      [`GET ${PAGE_API}?locale=ro`]: () => jsonResponse(200, makeCustomerPage(answered ? { answer: makeAnswer() } : {})),
      [`POST ${PAGE_API}/answer`]: () => {
        answered = true;
        return jsonResponse(201, makeAnswer());
      },
    });
    renderApp(`/d/${TOKEN}`);
    const user = userEvent.setup();
    const boxes = await screen.findAllByRole('checkbox', { name: /^Aprob: / });
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect((box as HTMLInputElement).checked).toBe(true);
    const total = screen.getByTestId('approved-total');
    expect(total.textContent?.replace(/\s/g, ' ')).toBe('726,00 lei');
    expect(screen.getByText('3 poziții din 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aprob' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Aprob: Disc frână' }));
    // 300 of 600 lei of lines left: half of the total with VAT.
    expect(total.textContent?.replace(/\s/g, ' ')).toBe('363,00 lei');
    expect(screen.getByText('2 poziții din 3')).toBeTruthy();

    // Nothing goes without the name, the signature and the consent.
    await user.click(screen.getByRole('button', { name: 'Aprob pozițiile bifate' }));
    expect(screen.getByText('Scrieți numele (cel puțin 2 caractere).')).toBeTruthy();
    expect(screen.getByText('Semnați în chenar.')).toBeTruthy();
    expect(screen.getByText('Bifați acordul ca să trimiteți răspunsul.')).toBeTruthy();
    expect(callKeys(fetchMock)).not.toContain(`POST ${PAGE_API}/answer`);

    await fill(user, screen.getByRole('textbox', { name: /Numele și prenumele/ }), 'Ion Popescu');
    await draw(user);
    expect(stub.strokes[0]).toEqual(['moveTo', 10, 20]);
    expect(stub.toDataURL).toHaveBeenCalledWith('image/png');
    await fill(user, screen.getByRole('textbox', { name: 'Comentariu (opțional)' }), 'Discurile le schimb data viitoare.');
    const consent = screen.getByRole('checkbox', { name: 'Sunt de acord să semnez acest document cu numele și semnătura de mai sus.' });
    // The consent says what the signature is in law: the regulation and the Romanian law in force.
    expect(screen.getByText(/^Aceasta este o semnătură electronică simplă.*910\/2014, art\. 25 alin\. \(1\); Legea nr\. 214\/2024.*art\. 1 alin\. \(4\) și cap\. II\)\.$/)).toBeTruthy();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Aprob pozițiile bifate' }));

    expect(await screen.findByText('Mulțumim! Service-ul a primit răspunsul.')).toBeTruthy();
    expect(bodyOfCall(fetchMock, `POST ${PAGE_API}/answer`)).toEqual({
      version: 3,
      decision: 'approve',
      lines: [
        { index: 0, approved: true },
        { index: 1, approved: false },
        { index: 2, approved: true },
      ],
      comment: 'Discurile le schimb data viitoare.',
      signer_name: 'Ion Popescu',
      signature: PNG,
      consent: true,
    });
    // The answer replaces the form: decision, lines, who and when.
    const given = screen.getByRole('region', { name: 'Răspunsul dumneavoastră' });
    expect(within(given).getByText('Aprobat parțial')).toBeTruthy();
    expect(within(given).getByText('Disc frână')).toBeTruthy();
    expect(within(given).getByText(/Ion Popescu/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('declines with a comment and no drawing', async () => {
    const fetchMock = mockApi({
      [`GET ${PAGE_API}?locale=ro`]: () => jsonResponse(200, makeCustomerPage()),
      [`POST ${PAGE_API}/answer`]: () => jsonResponse(201, makeAnswer({ decision: 'declined' })),
    });
    renderApp(`/d/${TOKEN}`);
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: /Numele și prenumele/ }), 'Ion Popescu');
    await fill(user, screen.getByRole('textbox', { name: 'Comentariu (opțional)' }), 'Prea scump');
    await user.click(screen.getByRole('checkbox', { name: /^Sunt de acord să semnez/ }));
    await user.click(screen.getByRole('button', { name: 'Refuz' }));
    await waitFor(() => expect(bodyOfCall(fetchMock, `POST ${PAGE_API}/answer`)).toEqual({ version: 3, decision: 'decline', comment: 'Prea scump', signer_name: 'Ion Popescu', consent: true }));
  });

  it('signs a contract: name, signature and consent, no lines to tick', async () => {
    stubCanvas();
    const fetchMock = mockApi({
      [`GET ${PAGE_API}?locale=ro`]: () => jsonResponse(200, makeCustomerPage({ action: 'sign', document: { ...makeCustomerPage().document, title: 'Contract', lines: [], totals: [] } })),
      [`POST ${PAGE_API}/answer`]: () => apiError(409, 'already_answered'),
    });
    renderApp(`/d/${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Semnați documentul' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^Aprob/ })).toBeNull();
    await fill(user, screen.getByRole('textbox', { name: /Numele și prenumele/ }), 'Ion Popescu');
    await draw(user);
    await user.click(screen.getByRole('checkbox', { name: /^Sunt de acord să semnez/ }));
    await user.click(screen.getByRole('button', { name: 'Semnez' }));
    expect(await screen.findByText('Documentul are deja un răspuns; nu se poate răspunde de două ori.')).toBeTruthy();
    expect(bodyOfCall(fetchMock, `POST ${PAGE_API}/answer`)).toMatchObject({ decision: 'sign', signer_name: 'Ion Popescu', signature: PNG, consent: true });
  });

  it('an expired link says so and shows how to reach the workshop; an unknown one is a plain not-found', async () => {
    mockApi({
      [`GET ${PAGE_API}?locale=ro`]: () =>
        apiError(410, 'link_expired', [
          { path: 'business.name', message: 'Service Auto Someș SRL' },
          { path: 'business.phone', message: '0722 123 456' },
        ]),
    });
    const view = renderApp(`/d/${TOKEN}`);
    expect(await screen.findByText('Linkul a expirat')).toBeTruthy();
    expect(screen.getByText('Service Auto Someș SRL')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sunați: 0722 123 456' })?.getAttribute('href')).toBe('tel:0722123456');
    view.unmount();

    mockApi({});
    renderApp(`/d/${TOKEN}`);
    expect(await screen.findByText('Documentul nu a fost găsit')).toBeTruthy();
    expect(screen.queryByText('Linkul a expirat')).toBeNull();
  });

  it("speaks the browser's language, else the one the document was sent in, and switches on request", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const fetchMock = mockApi({
      [`GET ${PAGE_API}`]: () => jsonResponse(200, makeCustomerPage({ locale: 'it', action: 'view' })),
      [`GET ${PAGE_API}?locale=en`]: () => jsonResponse(200, makeCustomerPage({ locale: 'en', action: 'view', document: { ...makeCustomerPage().document, title: 'Estimate' } })),
    });
    renderApp(`/d/${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Scarica il PDF' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByText('EN'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimate' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy();
    expect(callKeys(fetchMock)).toContain(`GET ${PAGE_API}?locale=en`);
    expect(window.location.search).toBe('?lang=en');
  });
});
