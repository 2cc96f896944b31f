import type { MeDto, PermissionsDto, TeamResponse } from '@atelier/core';

export const OWNER_ID = '0123456789abcdef01234567';
export const MECHANIC_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const BUSINESS = { id: OWNER_ID, name: 'Service Auto Ion' };

const all = (value: boolean): PermissionsDto => ({ billing: value, personalisation: value, statistics: value, team: value, export: value, delete_account: value });

/** GET /api/user/me of the business's owner (issue 14). */
export const ownerMe: MeDto = {
  id: OWNER_ID,
  email: 'ana@example.ro',
  is_admin: false,
  created_at: '2026-01-01T10:00:00Z',
  trial_ends_at: '2099-01-01T00:00:00Z',
  name: 'Ana Ionescu',
  role: 'owner',
  business: BUSINESS,
  permissions: all(true),
};

/** A member; `statistics` when the owner lets members see them. */
export const memberMe = ({ statistics = false } = {}): MeDto => ({
  ...ownerMe,
  id: MECHANIC_ID,
  email: 'mihai@example.ro',
  name: 'Mihai Mecanicul',
  role: 'member',
  permissions: { ...all(false), statistics },
});

export const team = (): TeamResponse => ({
  members: [
    { id: OWNER_ID, name: 'Ana Ionescu', email: 'ana@example.ro', role: 'owner', created_at: '2026-01-01T10:00:00Z', last_seen_at: '2026-11-25T10:00:00Z', you: true },
    { id: MECHANIC_ID, name: 'Mihai Mecanicul', email: 'mihai@example.ro', role: 'member', created_at: '2026-11-01T10:00:00Z', last_seen_at: null, you: false },
  ],
  invitations: [
    { id: 'bbbbbbbbbbbbbbbbbbbbbbb1', email: 'dan@example.ro', name: 'Dan', created_at: '2026-11-20T10:00:00Z', expires_at: '2099-11-27T10:00:00Z', expired: false, invited_by_name: 'Ana Ionescu' },
    { id: 'bbbbbbbbbbbbbbbbbbbbbbb2', email: 'vechi@example.ro', name: '', created_at: '2026-10-01T10:00:00Z', expires_at: '2026-10-08T10:00:00Z', expired: true, invited_by_name: 'Ana Ionescu' },
  ],
  settings: { members_see_statistics: false },
});
