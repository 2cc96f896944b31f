import { formDefinitionSchema, type FormData, type Locale } from '@atelier/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { FormHarness, storedData } from '../test/form-harness';
import { renderUi } from '../test/render-app';

// A VAT payer's company step as the catalogue writes it (catalog/src/fragments.ts companyFields).
const definition = formDefinitionSchema.parse({
  schemaVersion: 1,
  key: 'test-vat-payer',
  version: 1,
  title: 'Factură test',
  category: 'commercial',
  document: { kind: 'invoice', currency: 'RON', vat: { payer: true, rate: 21 } },
  steps: [
    {
      name: 'company',
      title: 'Firma',
      fields: [
        { type: 'cui', name: 'cui', label: 'CUI / CIF', help: 'Cu prefixul RO (plătitor de TVA).', vatPayer: true, required: true, role: 'company.cui' },
        { type: 'cui', name: 'client_cui', label: 'CUI client' },
      ],
    },
  ],
  pdf: { layout: 'invoice' },
});

const Harness = (props: { locale: Locale; initial?: FormData }) => <FormHarness definition={definition} {...props} />;

describe('a VAT payer CUI typed without RO', () => {
  it('warns, and "Adaugă RO" adds the prefix in one click (ro)', async () => {
    await i18n.changeLanguage('ro');
    const user = userEvent.setup();
    renderUi(<Harness locale="ro" />);
    await user.type(screen.getByLabelText(/^CUI \/ CIF/), '18547290');
    await user.tab();
    expect(screen.getByRole('status').textContent).toContain('Pentru o firmă plătitoare de TVA, CUI-ul se scrie cu prefixul RO: RO18547290.');
    // A warning, not an error: the field is not marked invalid.
    expect(screen.getByLabelText(/^CUI \/ CIF/).getAttribute('aria-invalid')).not.toBe('true');
    await user.click(screen.getByRole('button', { name: 'Adaugă RO' }));
    expect(storedData().company?.cui).toBe('RO18547290');
    expect(document.activeElement?.id).toBe('company.cui');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adaugă RO' })).toBeNull();
  });

  it('shows the warning for a value filled in before (profile, history), in English', async () => {
    await i18n.changeLanguage('en');
    renderUi(<Harness locale="en" initial={{ company: { cui: '4266367' } }} />);
    expect(screen.getByRole('status').textContent).toContain("A VAT-registered company's tax ID is written with the RO prefix: RO4266367.");
    expect(screen.getByRole('button', { name: 'Add RO' })).toBeTruthy();
  });

  it('says nothing with RO, for an invalid CUI (an error instead) or on a field that does not ask for RO', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderUi(<Harness locale="en" initial={{ company: { cui: 'RO18547290', client_cui: '18547290' } }} />);
    expect(screen.queryByRole('status')).toBeNull();
    const cui = screen.getByLabelText(/^CUI \/ CIF/);
    await user.clear(cui);
    await user.type(cui, '18547291');
    await user.tab();
    expect(await screen.findByText('Invalid tax ID: the check digit does not match')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
