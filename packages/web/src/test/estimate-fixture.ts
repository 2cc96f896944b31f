import { formDefinitionSchema, type DocumentDto, type FormDetailDto } from '@atelier/core';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import estimate from './fixtures/estimate-definition.json';

export const FORM_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const DOCUMENT_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const USER_ID = '0123456789abcdef01234567';

/** The 3-step estimate (client, parts with computed line values, notes) every document test uses. */
export const estimateDefinition = formDefinitionSchema.parse(estimate);

export const makeFormDetail = (overrides: Partial<FormDetailDto> = {}): FormDetailDto => ({
  id: FORM_ID,
  key: estimateDefinition.key,
  version: 1,
  title: estimateDefinition.title,
  description: 'Deviz pentru teste',
  category: estimateDefinition.category,
  isPublic: false,
  access: 'allocated',
  addon: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  form_schema: estimateDefinition,
  ...overrides,
});

export const makeDocument = (overrides: Partial<DocumentDto> = {}): DocumentDto => ({
  id: DOCUMENT_ID,
  form_id: FORM_ID,
  form_version: 1,
  form_title: estimateDefinition.title,
  currency: 'RON',
  kind: 'estimate',
  number: 'DV-0007',
  data: {
    client: { number: 'DV-0007', name: 'Ștefan Popescu', plate: 'CJ12ABC' },
    parts: { items: [{ name: 'Filtru ulei', qty: 2, price: '45.50', value: '91.00' }] },
    notes: {},
  },
  facts: { 'client.name': 'Ștefan Popescu', 'vehicle.plate': 'CJ12ABC', 'total.grand': '110.11' },
  metadata: {},
  version: 3,
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  created_by: { id: '0123456789abcdef0123456a', name: 'Ana Pop', email: 'ana@example.ro' },
  ...overrides,
});

/** Fills the test estimate in English up to its last step: a client name and one part line (2 × 45.5). */
export const fillEstimate = async (user: UserEvent, clientName: string): Promise<void> => {
  await user.type(await screen.findByLabelText(/Client name/), clientName);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Add line' }));
  await user.type(screen.getByLabelText(/^Name/), 'Filtru ulei');
  await user.type(screen.getByLabelText('Qty'), '2');
  await user.type(screen.getByLabelText('Unit price'), '45.5');
  await user.click(screen.getByRole('button', { name: 'Next' }));
};
