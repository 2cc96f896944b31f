import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appointmentKeys } from '../features/appointments';
import { documentKeys, documentsChanged } from '../features/documents';
import { reminderKeys } from '../features/reminders';
import { stepDataKeys } from '../features/step-data';
import { tagKeys } from '../features/tags';
import './document-links';

// Documents refreshes step-data and the calendar without importing them: the app links them. A
// save refreshed both before (submit, update); a deletion refreshed step-data only.
const seeded = () => {
  const client = new QueryClient();
  const keys = {
    week: appointmentKeys.week('2026-11-23', '2026-11-29'),
    hours: appointmentKeys.workingHours(),
    entries: stepDataKeys.entries({ step: 'client' }),
    overview: stepDataKeys.overview(),
    document: documentKeys.one('d1'),
    tags: tagKeys.all,
    reminders: reminderKeys.list('all', '', 1),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  const invalidated = () => Object.entries(keys).flatMap(([name, key]) => (client.getQueryState(key)?.isInvalidated ? [name] : []));
  return { client, invalidated };
};

describe("a document's change, as the app links it", () => {
  it('a save refreshes the calendar and the step data', () => {
    const { client, invalidated } = seeded();
    documentsChanged(client, 'saved');
    expect(invalidated()).toEqual(['week', 'hours', 'entries', 'overview']);
  });

  it('a deletion refreshes the step data only', () => {
    const { client, invalidated } = seeded();
    documentsChanged(client, 'deleted');
    expect(invalidated()).toEqual(['entries', 'overview']);
  });

  it("keeps the keys the features used: ['appointments', …], ['step-data', …], ['user', 'reminders', …]", () => {
    expect(appointmentKeys.week('a', 'b')).toEqual(['appointments', 'week', 'a', 'b']);
    expect(appointmentKeys.availability('2026-11-28')).toEqual(['appointments', 'availability', '2026-11-28']);
    expect(stepDataKeys.entries({ step: 's' })).toEqual(['step-data', 'entries', { step: 's' }]);
    expect(reminderKeys.list('due', 'q', 2)).toEqual(['user', 'reminders', 'list', 'due', 'q', 2]);
    expect(tagKeys.document('d1')).toEqual(['user', 'tags', 'document', 'd1']);
  });
});
