import type { FindResponse } from '@atelier/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callKeys } from '../../../test/fetch-calls';
import { currentLocation, jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { signedInEachTest } from '../../../test/signed-in';
import { FindField } from './find-field';

const id = (n: number) => `bbbbbbbbbbbbbbbbbbbbb${String(n).padStart(3, '0')}`;
const answer: FindResponse = {
  groups: [
    { group: 'vehicles', items: [{ id: id(1), title: 'CJ 12 ABC', detail: 'Dacia Logan', path: `/vehicles/${id(1)}` }] },
    {
      group: 'documents',
      items: [
        { id: id(2), title: 'FI-0007 · Fișă de intrare', detail: 'Ion Popescu · CJ12ABC', path: `/documents/${id(2)}` },
        { id: id(3), title: 'DV-0042 · Deviz', detail: 'Ion Popescu', path: `/documents/${id(3)}` },
      ],
    },
  ],
};

const field = () => screen.getByRole('combobox', { name: 'Find' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(field(), { key: name });

describe('the find box', () => {
  signedInEachTest('0123456789abcdef01234567');

  it('asks once typing pauses and lists the answer in its groups', async () => {
    const fetchMock = mockApi({ 'GET /api/user/find?q=cj12&locale=en': () => jsonResponse(200, answer) });
    renderUi(<FindField floating />);
    fireEvent.focus(field());
    type('c');
    expect(await screen.findByText('Type at least 2 characters.')).toBeTruthy();
    type('cj');
    type('cj1');
    type('cj12');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    // Only the settled text was asked: the keystrokes before it never reached the server.
    expect(callKeys(fetchMock)).toEqual(['GET /api/user/find?q=cj12&locale=en']);
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => [group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent, within(group).getAllByRole('option').length])).toEqual([
      ['Vehicles', 1],
      ['Documents', 2],
    ]);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(list.id);
  });

  it('moves through every group with the arrows, opens the chosen one with Enter, closes with Escape', async () => {
    mockApi({ 'GET /api/user/find?q=popescu&locale=en': () => jsonResponse(200, answer) });
    renderUi(<FindField floating />);
    fireEvent.focus(field());
    type('popescu');
    await screen.findByRole('listbox');
    const options = () => screen.getAllByRole('option');
    const active = () => field().getAttribute('aria-activedescendant');
    expect(active()).toBeNull();
    key('ArrowDown');
    expect(active()).toBe(options()[0]!.id);
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe(options()[2]!.id);
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(active()).toBe(options()[0]!.id);
    key('ArrowUp');
    expect(active()).toBe(options()[2]!.id);
    key('ArrowUp');
    key('Enter');
    await waitFor(() => expect(currentLocation.path).toBe(`/documents/${id(2)}`));
    expect(field().value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the first item on Enter without a choice; Escape closes the list, then empties the field', async () => {
    mockApi({ 'GET /api/user/find?q=cj12&locale=en': () => jsonResponse(200, answer) });
    renderUi(<FindField floating />, '/dashboard');
    fireEvent.focus(field());
    type('cj12');
    await screen.findByRole('listbox');
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field().value).toBe('cj12');
    key('Escape');
    expect(field().value).toBe('');
    type('cj12');
    await screen.findByRole('listbox');
    key('Enter');
    await waitFor(() => expect(currentLocation.path).toBe(`/vehicles/${id(1)}`));
  });

  it('says when nothing matches', async () => {
    mockApi({ 'GET /api/user/find?q=zzz&locale=en': () => jsonResponse(200, { groups: [] }) });
    renderUi(<FindField floating />);
    fireEvent.focus(field());
    await act(async () => type('zzz'));
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
