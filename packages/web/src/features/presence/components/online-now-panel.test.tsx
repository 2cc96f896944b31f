import type { PresenceEntry } from '@atelier/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { apiError, jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { publishPresenceList } from '../presence-feed';
import { OnlineNowPanel } from './online-now-panel';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const entry = (overrides: Partial<PresenceEntry>): PresenceEntry => ({
  id: Math.random().toString(36).slice(2),
  user_id: null,
  email: null,
  name: null,
  role: null,
  business: null,
  page: '/',
  document_id: null,
  document_title: null,
  is_public: false,
  referrer: null,
  connected_at: minutesAgo(5),
  updated_at: minutesAgo(0),
  ...overrides,
});

describe('OnlineNowPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    await i18n.changeLanguage('ro');
  });

  it('lists who is online from the snapshot, then follows the live list without reload', async () => {
    mockApi({
      'GET /api/users/online': () =>
        jsonResponse(200, {
          users: [
            entry({ user_id: '0123456789abcdef01234567', email: 'ana@example.ro', page: '/documents/0123456789abcdef01234567', document_id: '0123456789abcdef01234567', document_title: 'Deviz auto' }),
            entry({ page: '/public-doc-steps/aaaaaaaaaaaaaaaaaaaaaaaa', is_public: true, connected_at: minutesAgo(1) }),
          ],
        }),
    });
    renderUi(<OnlineNowPanel />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByLabelText('2 connected').textContent).toBe('2');
    const ana = within(items[0] as HTMLElement);
    expect(ana.getByText('ana@example.ro')).toBeTruthy();
    expect(ana.getByText('Document: Deviz auto')).toBeTruthy();
    expect(ana.getByText('connected 5 minutes ago')).toBeTruthy();
    const visitor = within(items[1] as HTMLElement);
    expect(visitor.getByText('Anonymous visitor')).toBeTruthy();
    expect(visitor.getByText('Public form')).toBeTruthy();
    expect(visitor.getByText('connected 1 minute ago')).toBeTruthy();

    act(() => publishPresenceList({ users: [entry({ user_id: 'admin', email: 'boss@atelier.ro', page: '/admin/dashboard' })] }));
    expect(await screen.findByText('boss@atelier.ro')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByLabelText('1 connected')).toBeTruthy();

    act(() => publishPresenceList({ users: [] }));
    expect(await screen.findByText('No one is online right now.')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/users/online': () => apiError(403, 'forbidden') });
    renderUi(<OnlineNowPanel />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load who is online');
  });
});
