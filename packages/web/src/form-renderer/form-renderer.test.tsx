import type { FormData, Locale } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { estimateDefinition } from '../test/estimate-fixture';
import { FormHarness, storedData } from '../test/form-harness';
import { renderUi, setWideScreen } from '../test/render-app';

type HarnessProps = { locale: Locale; step?: number; initial?: FormData };

const Harness = (props: HarnessProps) => <FormHarness definition={estimateDefinition} {...props} />;

const total = (name: string) => document.querySelector(`[data-total="${name}"]`)?.textContent?.replace(/\s/g, ' ');

describe('form renderer (3-step estimate from JSON)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('updates the line value and the totals while qty and price are typed (en)', async () => {
    const user = userEvent.setup();
    renderUi(<Harness locale="en" step={1} />);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText(/^Name/), 'Oil filter');
    await user.type(screen.getByLabelText('Qty'), '2');
    await user.type(screen.getByLabelText('Unit price'), '45.5');
    expect(screen.getByLabelText<HTMLInputElement>('Value').value).toBe('91.00');
    expect(total('parts')).toBe('RON 91.00');
    expect(total('vat')).toBe('RON 19.11');
    expect(total('grand')).toBe('RON 110.11');
    // Money is kept as a decimal string, never a float.
    expect(storedData().parts?.items).toEqual([{ name: 'Oil filter', qty: 2, price: '45.5' }]);
  });

  it('reads a decimal comma and shows Romanian amounts (ro)', async () => {
    await i18n.changeLanguage('ro');
    const user = userEvent.setup();
    renderUi(<Harness locale="ro" step={1} />);
    await user.click(screen.getByRole('button', { name: 'Adaugă rând' }));
    await user.type(screen.getByLabelText('Cant.'), '3');
    await user.type(screen.getByLabelText('Preț unitar'), '0,1');
    expect(screen.getByLabelText<HTMLInputElement>('Valoare').value).toBe('0,30');
    expect(total('grand')).toMatch(/^0,36\s*lei$/);
  });

  it('shows the required-field message on Next and stays on the step', async () => {
    const user = userEvent.setup();
    renderUi(<Harness locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await user.type(screen.getByLabelText(/Client name/), 'Ana');
    expect(screen.queryByText('This field is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
  });

  it('keeps the minus of a negative quantity and refuses it, instead of turning it into a positive one', async () => {
    const user = userEvent.setup();
    renderUi(<Harness locale="en" step={1} />);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Qty'), '-2');
    expect(screen.getByLabelText<HTMLInputElement>('Qty').value).toBe('-2');
    expect(storedData().parts?.items).toEqual([{ qty: -2 }]);
    await user.tab();
    expect(await screen.findByText('At least 0')).toBeTruthy();
  });

  it('checks a plate when the field is left', async () => {
    const user = userEvent.setup();
    renderUi(<Harness locale="en" />);
    await user.type(screen.getByLabelText('Plate'), 'zz 99 abc');
    expect(screen.getByLabelText<HTMLInputElement>('Plate').value).toBe('ZZ 99 ABC');
    await user.tab();
    expect(await screen.findByText('Invalid licence plate: unknown county')).toBeTruthy();
  });

  it('adds, removes and reorders lines (phone cards)', async () => {
    const user = userEvent.setup();
    const initial: FormData = { parts: { items: [{ name: 'A', qty: 1, price: '1' }, { name: 'B', qty: 2, price: '2' }] } };
    renderUi(<Harness locale="en" step={1} initial={initial} />);
    expect(screen.getAllByLabelText(/^Name/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Move line 2 up' }));
    expect(storedData().parts?.items).toEqual([{ name: 'B', qty: 2, price: '2' }, { name: 'A', qty: 1, price: '1' }]);
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(storedData().parts?.items).toEqual([{ name: 'A', qty: 1, price: '1' }]);
    expect(total('parts')).toBe('RON 1.00');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getAllByLabelText(/^Name/)).toHaveLength(2);
    await waitFor(() => expect(document.activeElement?.id).toBe('parts.items[1].name'));
  });

  it('adds a line with Enter in the last cell of a desktop table', async () => {
    setWideScreen();
    const user = userEvent.setup();
    renderUi(<Harness locale="en" step={1} initial={{ parts: { items: [{}] } }} />);
    const table = screen.getByRole('table');
    await user.click(within(table).getByLabelText('Name (line 1)'));
    await user.keyboard('Pads{Enter}4{Enter}12.5{Enter}');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(document.activeElement?.id).toBe('parts.items[1].name'));
    expect(storedData().parts?.items).toEqual([{ name: 'Pads', qty: 4, price: '12.5' }, {}]);
    expect(total('parts')).toBe('RON 50.00');
  });
});
