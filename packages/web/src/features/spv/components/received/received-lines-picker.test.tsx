import type { ArrayField } from '@atelier/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../../lib/session/session-store';
import { bodyOfCall, callKeys } from '../../../../test/fetch-calls';
import { jsonResponse, mockApi, renderUi } from '../../../../test/render-app';
import { makeToken } from '../../../../test/tokens';
import { pickLines, spvStatus } from '../../test/fixtures';
import { ReceivedLinesPicker } from './received-lines-picker';

const STATUS = 'GET /api/user/spv';
const LINES = 'GET /api/user/spv/received-lines?limit=100';

const parts: ArrayField = {
  type: 'array',
  name: 'items',
  label: 'Piese',
  role: 'lines.parts',
  item: [
    { type: 'text', name: 'code', label: 'Cod' },
    { type: 'text', name: 'name', label: 'Denumire' },
    { type: 'number', name: 'qty', label: 'Cantitate' },
    { type: 'select', name: 'unit', label: 'U.M.', options: ['buc', 'l', 'set'].map((value) => ({ value, label: value })), default: 'buc' },
    { type: 'money', name: 'price', label: 'Preț' },
    { type: 'money', name: 'value', label: 'Valoare', compute: 'qty * price' },
  ],
} as ArrayField;

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('the deviz picker of received lines', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('adds the ticked lines as parts at the price paid plus the markup, and remembers the markup for the business', async () => {
    const onAdd = vi.fn();
    const fetchMock = mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [LINES]: () => jsonResponse(200, { results: pickLines(), markup: 10 }),
      'GET /api/user/spv/received-lines?query=dot&limit=100': () => jsonResponse(200, { results: pickLines().slice(2), markup: 10 }),
      'PUT /api/user/spv/markup': () => jsonResponse(200, { markup: 20 }),
    });
    renderUi(<ReceivedLinesPicker field={parts} path="parts.items" room={undefined} onAdd={onAdd} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Din facturi furnizori' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Piese din facturile furnizorilor' }));
    const filter = await dialog.findByRole('checkbox', { name: 'Alege Filtru ulei MANN W 712/95' });
    // The business's markup (10 %) to start with; each line says what it sells at.
    const markup = dialog.getByRole('textbox', { name: 'Adaos' });
    expect((markup as HTMLInputElement).value).toBe('10 %');
    expect(plain(filter.textContent)).toContain('2 buc × 38,50 lei plătit · Se vinde cu 42,35 lei');
    expect(plain(filter.textContent)).toContain('Piese Auto Transilvania SRL · PAT-2026-00417 · 10.03.2026');

    fireEvent.change(markup, { target: { value: '20' } });
    await waitFor(() => expect(plain(filter.textContent)).toContain('Se vinde cu 46,20 lei'));
    fireEvent.click(filter);
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Alege Plăcuțe frână față TRW GDB1550' }));
    // A search keeps what was ticked.
    fireEvent.change(dialog.getByRole('searchbox', { name: /Căutați o piesă/ }), { target: { value: 'dot' } });
    await waitFor(() => expect(dialog.queryByRole('checkbox', { name: 'Alege Filtru ulei MANN W 712/95' })).toBeNull());
    fireEvent.click(dialog.getByRole('button', { name: 'Adaugă 2 linii' }));

    expect(onAdd).toHaveBeenCalledWith([
      { name: 'Filtru ulei MANN W 712/95', code: 'MANN-W712/95', qty: 2, unit: 'buc', price: '46.20' },
      { name: 'Plăcuțe frână față TRW GDB1550', code: 'TRW-GDB1550', qty: 1, unit: 'set', price: '226.80' },
    ]);
    await waitFor(() => expect(bodyOfCall(fetchMock, 'PUT /api/user/spv/markup')).toEqual({ markup: 20 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("dims the previous search's lines until the new answer comes, and takes no tap on them meanwhile", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [LINES]: () => jsonResponse(200, { results: pickLines(), markup: 0 }),
      'GET /api/user/spv/received-lines?query=dot&limit=100': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderUi(<ReceivedLinesPicker field={parts} path="parts.items" room={undefined} onAdd={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Din facturi furnizori' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('checkbox', { name: 'Alege Filtru ulei MANN W 712/95' });
    const list = dialog.getByRole('list', { name: 'Rânduri din facturile primite' });
    expect(list.getAttribute('aria-busy')).toBe('false');
    fireEvent.change(dialog.getByRole('searchbox', { name: /Căutați o piesă/ }), { target: { value: 'dot' } });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('true'));
    expect(list.style.pointerEvents).toBe('none');
    // Still the lines of before, about to go.
    expect(dialog.getByRole('checkbox', { name: 'Alege Filtru ulei MANN W 712/95' })).toBeTruthy();
    answer(jsonResponse(200, { results: pickLines().slice(2), markup: 0 }));
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    expect(list.style.pointerEvents).toBe('');
    expect(dialog.queryByRole('checkbox', { name: 'Alege Filtru ulei MANN W 712/95' })).toBeNull();
  });

  it("adds at the business's markup without saving it again", async () => {
    const onAdd = vi.fn();
    const fetchMock = mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [LINES]: () => jsonResponse(200, { results: pickLines(), markup: 20 }) });
    renderUi(<ReceivedLinesPicker field={parts} path="parts.items" room={undefined} onAdd={onAdd} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Din facturi furnizori' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('checkbox', { name: 'Alege Lichid de frână DOT 4, 1 l' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Adaugă 1 linie' }));
    expect(onAdd).toHaveBeenCalledWith([{ name: 'Lichid de frână DOT 4, 1 l', qty: 2, unit: 'l', price: '38.40' }]);
    expect(callKeys(fetchMock)).not.toContain('PUT /api/user/spv/markup');
  });

  it('takes no more lines than the table has room for', async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [LINES]: () => jsonResponse(200, { results: pickLines(), markup: 0 }) });
    renderUi(<ReceivedLinesPicker field={parts} path="parts.items" room={1} onAdd={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Din facturi furnizori' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('checkbox', { name: 'Alege Filtru ulei MANN W 712/95' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Alege Lichid de frână DOT 4, 1 l' }));
    expect(dialog.getByText('Tabelul mai primește 1 linie.')).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Adaugă 2 linii' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not offered for an array that is not parts, nor to a business not connected to SPV', async () => {
    const fetchMock = mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_connected')) });
    const view = renderUi(<ReceivedLinesPicker field={{ ...parts, role: 'lines.labor' } as ArrayField} path="labor.items" room={undefined} onAdd={vi.fn()} />);
    expect(callKeys(fetchMock)).toEqual([]);
    view.unmount();
    renderUi(<ReceivedLinesPicker field={parts} path="parts.items" room={undefined} onAdd={vi.fn()} />);
    await waitFor(() => expect(callKeys(fetchMock)).toEqual([STATUS]));
    expect(screen.queryByRole('button', { name: 'Din facturi furnizori' })).toBeNull();
  });
});
