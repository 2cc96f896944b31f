import type { CompanyProfileDto } from '@atelier/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, FORM_ID, USER_ID, estimateDefinition, makeDocument, makeFormDetail } from '../../../test/estimate-fixture';
import { callKeys } from '../../../test/fetch-calls';
import { currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { profileStepValues } from '../profile-values';
import { signedInEachTest } from '../../../test/signed-in';

const common = {
  'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
  [`GET /api/user/forms/${FORM_ID}`]: () => jsonResponse(200, makeFormDetail()),
  [`GET /api/user/forms/${FORM_ID}?version=1`]: () => jsonResponse(200, makeFormDetail()),
  [`GET /api/user/forms/${FORM_ID}/submission_count`]: () => jsonResponse(200, { count: 5, previous_count: 4 }),
  [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument()),
};

describe('the document flow', () => {
  signedInEachTest(USER_ID);

  it('starts a new document from ?new=1 without asking for a document by the form id (no 404)', async () => {
    const fetchMock = mockApi(common);
    renderApp(`/documents/${FORM_ID}?mode=edit&new=1`);
    await screen.findByLabelText(/Client name/);
    expect(callKeys(fetchMock)).not.toContain(`GET /api/user/completed_forms/${FORM_ID}`);
  });

  it('opens a saved document without looking its id up as a form (no 404)', async () => {
    const fetchMock = mockApi(common);
    renderApp(`/documents/${DOCUMENT_ID}`);
    expect(await screen.findByText('Ștefan Popescu')).toBeTruthy();
    await waitFor(() => expect(callKeys(fetchMock)).toContain(`GET /api/user/forms/${FORM_ID}?version=1`));
    expect(callKeys(fetchMock).filter((key) => key.startsWith(`GET /api/user/forms/${DOCUMENT_ID}`))).toEqual([]);
  });

  it('asks before a link leaves unsaved input, says the draft is kept, and goes only when told', async () => {
    mockApi(common);
    const user = userEvent.setup();
    const first = renderApp(`/documents/${DOCUMENT_ID}?mode=edit`);
    await screen.findByLabelText(/Client name/);
    // Nothing changed: a link just goes.
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0] as HTMLElement);
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=dashboard'));
    first.unmount();

    renderApp(`/documents/${DOCUMENT_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), ' Jr');
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText(/The draft stays on this device/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(currentLocation.path).toBe(`/documents/${DOCUMENT_ID}?mode=edit`);
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0] as HTMLElement);
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=dashboard'));
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.includes(`:document:${DOCUMENT_ID}`))).toBe(true));
  });

  it("asks before the browser's Back leaves unsaved input, and goes back only when told", async () => {
    mockApi(common);
    const user = userEvent.setup();
    const { back } = renderApp(['/dashboard?tab=dashboard', `/documents/${DOCUMENT_ID}?mode=edit`]);
    await user.type(await screen.findByLabelText(/Client name/), ' Jr');
    await act(() => back());
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Stay' }));
    expect(currentLocation.path).toBe(`/documents/${DOCUMENT_ID}?mode=edit`);
    expect((screen.getByLabelText(/Client name/) as HTMLInputElement).value).toMatch(/ Jr$/);
    await act(() => back());
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=dashboard'));
  });
});

describe('profileStepValues', () => {
  const profile: CompanyProfileDto = {
    name: 'Service Ștefănescu SRL',
    cui: '18547290',
    reg_no: 'J12/345/2020',
    address: 'Str. Fabricii nr. 5',
    county: 'Cluj',
    city: 'Cluj-Napoca',
    phone: '',
    email: 'office@stefanescu.ro',
    iban: 'RO49AAAA1B31007593840000',
    bank: 'BT',
    vat_payer: true,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  const definition = {
    ...estimateDefinition,
    steps: [
      {
        name: 'company',
        title: 'Company',
        prefill: 'profile' as const,
        fields: [
          { name: 'number', type: 'text' as const, label: 'No.', role: 'document.number' as const },
          { name: 'name', type: 'text' as const, label: 'Name', role: 'company.name' as const },
          { name: 'cui', type: 'cui' as const, label: 'CUI', role: 'company.cui' as const },
          { name: 'address', type: 'textarea' as const, label: 'Address', role: 'company.address' as const },
          { name: 'phone', type: 'phone' as const, label: 'Phone', role: 'company.phone' as const },
          { name: 'iban', type: 'iban' as const, label: 'IBAN', role: 'company.iban' as const },
        ],
      },
    ],
  } as unknown as typeof estimateDefinition;

  it('fills each company field by its role: the address with city and county, the CUI with RO for a VAT payer, nothing empty', () => {
    expect(profileStepValues(definition, 'company', profile)).toEqual({
      name: 'Service Ștefănescu SRL',
      cui: 'RO18547290',
      address: 'Str. Fabricii nr. 5, Cluj-Napoca, jud. Cluj',
      iban: 'RO49AAAA1B31007593840000',
    });
    expect(profileStepValues(definition, 'company', { ...profile, vat_payer: false, county: 'București', city: 'București' })).toMatchObject({
      cui: '18547290',
      address: 'Str. Fabricii nr. 5, București',
    });
  });
});
