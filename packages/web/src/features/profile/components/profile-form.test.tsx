import type { CompanyProfileBody, CompanyProfileDto } from '@atelier/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { bodyOfCall } from '../../../test/fetch-calls';
import { jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { ProfileForm } from './profile-form';

const empty: CompanyProfileDto = { name: '', cui: '', reg_no: '', address: '', county: '', city: '', phone: '', email: '', iban: '', bank: '', vat_payer: false, updated_at: null };

describe('company profile form', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends and then shows the trade register number normalised (J40-1234-2020 → J40/1234/2020)', async () => {
    const fetchMock = mockApi({
      'PUT /api/user/profile': (init) => jsonResponse(200, { ...(JSON.parse(String(init.body)) as CompanyProfileBody), updated_at: '2026-11-28T10:00:00.000Z' }),
      'GET /api/user/first-steps': () => jsonResponse(200, { profile_filled: true, document_saved: false, dismissed: false }),
    });
    const user = userEvent.setup();
    renderUi(<ProfileForm profile={empty} />);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Firma SRL');
    await user.type(screen.getByRole('textbox', { name: /Tax ID/ }), '18547290');
    await user.type(screen.getByRole('textbox', { name: /Trade register no/ }), 'J40-1234-2020');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(bodyOfCall(fetchMock, 'PUT /api/user/profile')).toMatchObject({ reg_no: 'J40/1234/2020' });
    expect(screen.getByRole('textbox', { name: /Trade register no/ })).toHaveProperty('value', 'J40/1234/2020');
  });
});
