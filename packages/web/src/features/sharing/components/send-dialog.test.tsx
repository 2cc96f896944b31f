import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { makeDocument } from '../../../test/estimate-fixture';
import { bodyOfCall } from '../../../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderUi, setWideScreen } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { makeSharing } from '../test/fixtures';
import { SendButton } from './send-button';

const DOC = makeDocument({ facts: { 'client.name': 'Ion Popescu', 'client.email': 'ion@example.ro', 'client.phone': '0722 123 456', 'company.name': 'Service Someș' } });
const SHARING = `GET /api/user/documents/${DOC.id}/sharing`;
const SEND = `POST /api/user/documents/${DOC.id}/send`;
const URL_SENT = 'https://atelier.example/d/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE';

const channelsOf = (dialog: ReturnType<typeof within>) => within(dialog.getByRole('radiogroup', { name: 'Cum îl trimiteți' })).getAllByRole('radio');

const sent = (channel: string, to: string | null) =>
  jsonResponse(201, {
    send: { id: 'ffffffffffffffffffffff01', channel, to, sent_at: '2026-11-28T12:00:00.000Z', sent_by: 'Ana Pop', document_version: 3, link_id: 'eeeeeeeeeeeeeeeeeeeeee01', status: 'sent' },
    url: URL_SENT,
  });

describe('the Send dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  const open = async () => {
    const user = userEvent.setup();
    renderUi(<SendButton document={DOC} />);
    await user.click(screen.getByRole('button', { name: 'Trimite documentul DV-0007 clientului' }));
    return { user, dialog: within(await screen.findByRole('dialog', { name: 'Trimiteți documentul clientului' })) };
  };

  it("sends by e-mail to the client's address from the document, with the default message in the customer's language", async () => {
    const fetchMock = mockApi({ [SHARING]: () => jsonResponse(200, makeSharing()), [SEND]: () => sent('email', 'ion@example.ro') });
    const { user, dialog } = await open();
    expect((dialog.getByRole('textbox', { name: /Adresa de e-mail a clientului/ }) as HTMLInputElement).value).toBe('ion@example.ro');
    const message = dialog.getByRole('textbox', { name: 'Mesaj' }) as HTMLTextAreaElement;
    expect(message.value).toBe(`Bună ziua, vă trimitem ${DOC.form_title} nr. DV-0007 de la Service Someș. Îl puteți vedea aici:`);
    // Another language for the customer: the default message follows it.
    await user.click(dialog.getByText('Italiano'));
    expect(message.value).toBe(`Buongiorno, le inviamo ${DOC.form_title} n. DV-0007 di Service Someș. Può vederlo qui:`);
    // Without the SMS gateway, no SMS from the server.
    expect(dialog.queryByRole('radio', { name: 'SMS' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Trimite e-mailul' }));
    expect(await dialog.findByText('E-mailul a fost trimis către ion@example.ro.')).toBeTruthy();
    expect(bodyOfCall(fetchMock, SEND)).toEqual({ channel: 'email', locale: 'it', to: 'ion@example.ro', message: message.value });
  });

  it("opens WhatsApp and the SMS app on a phone with the client's number, the text and the link", async () => {
    const opened: string[] = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    const fetchMock = mockApi({ [SHARING]: () => jsonResponse(200, makeSharing({ sms_available: true })), [SEND]: (init) => sent(JSON.parse(String(init.body)).channel as string, '0722 123 456') });
    const { user, dialog } = await open();
    expect(channelsOf(dialog).map((radio) => radio.getAttribute('value'))).toEqual(['email', 'sms', 'whatsapp', 'sms_app', 'link']);
    await user.click(dialog.getByRole('radio', { name: 'WhatsApp' }));
    expect((dialog.getByRole('textbox', { name: /Telefonul clientului/ }) as HTMLInputElement).value).toBe('0722 123 456');
    const text = (dialog.getByRole('textbox', { name: 'Mesaj' }) as HTMLTextAreaElement).value;
    await user.click(dialog.getByRole('button', { name: 'Deschide WhatsApp' }));
    expect(await dialog.findByText('WhatsApp s-a deschis cu mesajul și linkul.')).toBeTruthy();
    expect(opened).toEqual([`https://wa.me/40722123456?text=${encodeURIComponent(`${text}\n${URL_SENT}`)}`]);
    expect(bodyOfCall(fetchMock, SEND)).toMatchObject({ channel: 'whatsapp', to: '0722 123 456', locale: 'ro' });
    // The link stays on screen to tap, in case the phone blocked the window.
    expect(dialog.getByRole('link', { name: 'Deschide WhatsApp' }).getAttribute('href')).toBe(opened[0]);
    await user.click(dialog.getByRole('button', { name: 'Gata' }));

    await user.click(screen.getByRole('button', { name: 'Trimite documentul DV-0007 clientului' }));
    const again = within(await screen.findByRole('dialog'));
    await user.click(again.getByRole('radio', { name: 'Aplicația SMS' }));
    await user.click(again.getByRole('button', { name: 'Deschide aplicația SMS' }));
    expect(await again.findByText('Aplicația SMS s-a deschis cu mesajul și linkul.')).toBeTruthy();
    expect(opened[1]).toBe(`sms:0722123456?&body=${encodeURIComponent(`${text}\n${URL_SENT}`)}`);
  });

  it('copies a link, offers no phone apps on a desktop, and says why the server refused', async () => {
    setWideScreen();
    let refuse = true;
    mockApi({ [SHARING]: () => jsonResponse(200, makeSharing({ sms_available: true })), [SEND]: () => (refuse ? apiError(503, 'sms_unavailable') : sent('link', null)) });
    const { user, dialog } = await open();
    await waitFor(() => expect(channelsOf(dialog).map((radio) => radio.getAttribute('value'))).toEqual(['email', 'sms', 'link']));
    await user.click(dialog.getByRole('radio', { name: 'SMS' }));
    await user.click(dialog.getByRole('button', { name: 'Trimite SMS-ul' }));
    expect(await dialog.findByText('Trimiterea SMS nu este configurată pe acest server.')).toBeTruthy();
    refuse = false;
    await user.click(dialog.getByRole('radio', { name: 'Copiază linkul' }));
    expect(dialog.queryByRole('textbox', { name: /Telefonul|Adresa/ })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Creează linkul și copiază-l' }));
    expect(await dialog.findByText('Linkul a fost copiat.')).toBeTruthy();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(URL_SENT);
  });
});
