import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys, invalidateMe } from '../features/account';
import { adminKeys, invalidateAdmin } from '../features/admin';
import { presenceKeys } from '../features/presence';
import { teamKeys } from '../features/team';

// Refreshes that cross features through their helpers now, each checked against what the
// literal keys refreshed before.
const invalidatedBy = async (refresh: (client: QueryClient) => Promise<void>, keys: Record<string, readonly unknown[]>) => {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  await refresh(client);
  return Object.entries(keys).flatMap(([name, key]) => (client.getQueryState(key)?.isInvalidated ? [name] : []));
};

describe('query keys shared across features', () => {
  it("auth's confirmed e-mail change refreshes ['user', 'me'] only (invalidateMe)", async () => {
    expect(await invalidatedBy(invalidateMe, { me: accountKeys.me(), sessions: accountKeys.sessions(), team: teamKeys.team() })).toEqual(['me']);
  });

  it("an admin's change refreshes the dashboard and presence's online users, still under ['admin', 'users']", async () => {
    expect(presenceKeys.onlineUsers()).toEqual(['admin', 'users', 'online']);
    const keys = { users: adminKeys.users('', 1), forms: adminKeys.forms(), online: presenceKeys.onlineUsers(), me: accountKeys.me() };
    expect(await invalidatedBy(invalidateAdmin, keys)).toEqual(['users', 'forms', 'online']);
  });
});
