import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateReminders, reminderKeys } from '../../reminders';
import { tagKeys } from './keys';

// Tags refresh the reminders (a tag's interval makes them) through the reminders' helper: every
// reminders query, and none of the tags'.
describe('invalidateReminders, as tags call it', () => {
  it("refreshes ['user', 'reminders', …] and nothing else", async () => {
    const client = new QueryClient();
    const keys = { list: reminderKeys.list('all', '', 1), untagged: reminderKeys.untagged(1), settings: reminderKeys.settings(), consents: reminderKeys.consents(), tags: tagKeys.all, autoTag: tagKeys.autoTag() };
    for (const key of Object.values(keys)) client.setQueryData(key, {});
    await invalidateReminders(client);
    expect(Object.entries(keys).flatMap(([name, key]) => (client.getQueryState(key)?.isInvalidated ? [name] : []))).toEqual(['list', 'untagged', 'settings', 'consents']);
  });
});
