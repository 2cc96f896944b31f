import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { bodyOf } from '../../../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderApp } from '../../../test/render-app';

const fill = async (ui: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; subject?: string; message?: string }) => {
  if (values.name) await ui.type(screen.getByRole('textbox', { name: 'Name' }), values.name);
  if (values.email) await ui.type(screen.getByRole('textbox', { name: 'E-mail' }), values.email);
  if (values.subject) await ui.type(screen.getByRole('textbox', { name: 'Subject' }), values.subject);
  if (values.message) await ui.type(screen.getByRole('textbox', { name: 'Message' }), values.message);
};

describe('contact page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields before sending anything', async () => {
    const fetchMock = mockApi({ 'POST /api/contact': () => jsonResponse(201, { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }) });
    const ui = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact', level: 1 });
    await fill(ui, { name: 'Ion', email: 'not-an-email' });
    await ui.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/contact')).toBe(false);
  });

  it('sends the message and says so', async () => {
    const bodies: unknown[] = [];
    mockApi({ 'POST /api/contact': (init) => (bodies.push(bodyOf(init)), jsonResponse(201, { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' })) });
    const ui = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact', level: 1 });
    await fill(ui, { name: 'Ion Pop', email: 'ion@example.ro', subject: 'Ofertă', message: 'Aș dori o ofertă.' });
    await ui.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(bodies).toEqual([{ name: 'Ion Pop', email: 'ion@example.ro', subject: 'Ofertă', message: 'Aș dori o ofertă.' }]);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(''));
  });

  it('shows "failed to send" with the reason', async () => {
    mockApi({ 'POST /api/contact': () => apiError(429, 'rate_limited') });
    const ui = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact', level: 1 });
    await fill(ui, { name: 'Ion Pop', email: 'ion@example.ro', subject: 'Ofertă', message: 'Text' });
    await ui.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Failed to send the message')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
  });
});
