import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { signedInEachTest } from '../../../test/signed-in';
import { FindBox } from './find-box';

const VEHICLE = 'cccccccccccccccccccccc01';

describe('the find box on a phone', () => {
  signedInEachTest('0123456789abcdef01234567');

  it('opens over the screen from the bar button, finds the car and opens it with Enter', async () => {
    mockApi({
      'GET /api/user/find?q=cj12&locale=en': () =>
        jsonResponse(200, { groups: [{ group: 'vehicles', items: [{ id: VEHICLE, title: 'CJ 12 ABC', detail: 'Dacia Logan', path: `/vehicles/${VEHICLE}` }] }] }),
    });
    renderUi(<FindBox />, '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Find a car, a customer or a document' }));
    const dialog = within(await screen.findByRole('dialog'));
    const field = dialog.getByRole('combobox', { name: 'Find' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'cj12' } });
    expect(await dialog.findByRole('option', { name: /CJ 12 ABC/ })).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(currentLocation.path).toBe(`/vehicles/${VEHICLE}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
