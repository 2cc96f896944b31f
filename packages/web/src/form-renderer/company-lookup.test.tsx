import { formDefinitionSchema, type CompanyLookupDto } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormHarness, storedData } from '../test/form-harness';
import { renderUi } from '../test/render-app';

// An invoice's customer step as the catalogue writes it (address in parts, county as a select).
const definition = formDefinitionSchema.parse({
  schemaVersion: 1,
  key: 'test-invoice-client',
  version: 1,
  title: 'Factură test',
  category: 'commercial',
  document: { kind: 'invoice', currency: 'RON', vat: { payer: true, rate: 21 } },
  steps: [
    {
      name: 'client',
      title: 'Cumpărător',
      fields: [
        { type: 'radio', name: 'type', label: 'Tip', role: 'client.type', default: 'pj', options: [{ value: 'pf', label: 'PF' }, { value: 'pj', label: 'PJ' }] },
        { type: 'text', name: 'name', label: 'Denumire', role: 'client.name' },
        { type: 'cui', name: 'cui', label: 'CUI', role: 'client.cui', visibleIf: 'type == "pj"' },
        { type: 'text', name: 'reg_no', label: 'Nr. Reg. Com.', role: 'client.reg_no' },
        { type: 'text', name: 'address', label: 'Stradă și număr', role: 'client.address' },
        { type: 'text', name: 'city', label: 'Localitate', role: 'client.city' },
        { type: 'select', name: 'county', label: 'Județ', role: 'client.county', options: [{ value: 'CJ', label: 'Cluj' }, { value: 'B', label: 'București' }] },
      ],
    },
  ],
  pdf: { layout: 'invoice' },
});

const company: CompanyLookupDto = {
  cui: '4266367',
  tax_id: 'RO4266367',
  name: 'ȘTEFĂNESCU TRANSPORT SRL',
  street: 'Bd. Unirii',
  number: '21',
  address: 'Bd. Unirii nr. 21',
  city: 'Sector 3',
  county: 'B',
  postal_code: '030823',
  reg_no: 'J40/1200/2007',
  phone: '',
  vat_payer: true,
  vat_on_collection: true,
  inactive: false,
  deregistered: false,
};

describe('company lookup by CUI in the form', () => {
  it('typing a valid CUI fills the step from the register; what the user typed stays', async () => {
    const lookup = vi.fn(async (_cui: string) => company);
    renderUi(<FormHarness definition={definition} locale="ro" services={{ lookupCompany: lookup }} initial={{ client: { type: 'pj', reg_no: 'J40/1/2000' } }} />);
    await userEvent.type(screen.getByLabelText('CUI'), '4266367');
    await waitFor(() => expect(storedData().client?.name).toBe('ȘTEFĂNESCU TRANSPORT SRL'));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]?.[0]).toBe('4266367');
    expect(storedData().client).toMatchObject({ cui: 'RO4266367', address: 'Bd. Unirii nr. 21', city: 'Sector 3', county: 'B', reg_no: 'J40/1/2000' });
    expect(await screen.findByText(/Date completate din registrul ANAF: ȘTEFĂNESCU TRANSPORT SRL · plătitoare de TVA · aplică TVA la încasare/)).toBeTruthy();
  });

  it('a CUI whose check digit fails asks nothing; a failed lookup only says so and typing goes on', async () => {
    const lookup = vi.fn(async (): Promise<CompanyLookupDto> => {
      throw new Error('down');
    });
    renderUi(<FormHarness definition={definition} locale="ro" services={{ lookupCompany: lookup }} initial={{ client: { type: 'pj' } }} />);
    const cui = screen.getByLabelText('CUI');
    await userEvent.type(cui, '4266368');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lookup).not.toHaveBeenCalled();
    await userEvent.clear(cui);
    await userEvent.type(cui, '4266367');
    expect(await screen.findByText('Nu am putut prelua datele de la ANAF; completați-le de mână.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Denumire'), 'Firma mea');
    expect(storedData().client?.name).toBe('Firma mea');
  });

  it('flags an inactive, struck-off company', async () => {
    renderUi(<FormHarness definition={definition} locale="ro" services={{ lookupCompany: async () => ({ ...company, inactive: true, deregistered: true }) }} initial={{ client: { type: 'pj' } }} />);
    await userEvent.type(screen.getByLabelText('CUI'), '4266367');
    expect((await screen.findByRole('alert')).textContent).toBe('Atenție: firma este declarată inactivă la ANAF. Atenție: firma este radiată.');
  });
});
