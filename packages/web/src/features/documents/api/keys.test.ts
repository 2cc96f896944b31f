import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { documentKeys, formKeys, invalidateDocuments } from './keys';

// Other features refresh documents through invalidateDocuments instead of writing its keys: these
// are the queries each of their calls refreshed before (appointments, video planner).
const seeded = () => {
  const client = new QueryClient();
  const keys = {
    one: documentKeys.one('d1'),
    other: documentKeys.one('d2'),
    list: documentKeys.list({ skip: 0 }),
    search: documentKeys.search({ query: 'x' }),
    form: formKeys.definition('f1', undefined),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  const invalidated = () => Object.entries(keys).flatMap(([name, key]) => (client.getQueryState(key)?.isInvalidated ? [name] : []));
  return { client, invalidated };
};

describe("documents' query keys", () => {
  it('keep the literal keys they replaced', () => {
    expect(documentKeys.one('d1')).toEqual(['documents', 'one', 'd1']);
    expect(documentKeys.list({ a: 1 })).toEqual(['documents', 'list', 'all', { a: 1 }]);
    expect(documentKeys.search({ a: 1 })).toEqual(['documents', 'list', 'search', { a: 1 }]);
    expect(formKeys.definition('f1', undefined)).toEqual(['forms', 'f1', 'current']);
    expect(formKeys.definition('f1', 3)).toEqual(['forms', 'f1', 3]);
    expect(formKeys.form('f1')).toEqual(['forms', 'f1']);
    expect(formKeys.submissionCount('f1')).toEqual(['forms', 'f1', 'submission-count']);
    expect(formKeys.pastEntries('f1', 'client', 5)).toEqual(['forms', 'f1', 'past-entries', 'client', 5]);
    expect(formKeys.arrayItems('f1', 'parts.items', 'fil', 10)).toEqual(['forms', 'f1', 'array-items', 'parts.items', 'fil', 10]);
    expect(formKeys.list('ro')).toEqual(['forms', 'list', 'ro']);
    expect(formKeys.requestable('ro', { q: '' })).toEqual(['forms', 'list', 'requestable', 'ro', { q: '' }]);
  });

  it('invalidateDocuments() refreshes every document query and nothing of the forms (video planner)', async () => {
    const { client, invalidated } = seeded();
    await invalidateDocuments(client);
    expect(invalidated()).toEqual(['one', 'other', 'list', 'search']);
  });

  it('invalidateDocuments({ lists, documentId }) refreshes the lists and that document only (an appointment changed)', async () => {
    const { client, invalidated } = seeded();
    await invalidateDocuments(client, { lists: true, documentId: 'd1' });
    expect(invalidated()).toEqual(['one', 'list', 'search']);
  });

  it('invalidateDocuments({ lists }) refreshes the lists only (an appointment deleted)', async () => {
    const { client, invalidated } = seeded();
    await invalidateDocuments(client, { lists: true });
    expect(invalidated()).toEqual(['list', 'search']);
  });
});
