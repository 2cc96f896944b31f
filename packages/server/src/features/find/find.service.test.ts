import { describe, expect, it } from 'vitest';
import type { FindItemDto } from '@atelier/core';
import { createFindService, type FindProvider } from './find.service.js';

const scope = { businessId: 'b'.repeat(24), userId: 'u'.repeat(24), role: 'owner' as const };
const item = (id: string): FindItemDto => ({ id, title: id, detail: '', path: `/x/${id}` });
const provider = (group: FindProvider['group'], ids: string[], seen: string[] = []): FindProvider => ({
  group,
  find: async (_scope, { text, limit }) => {
    seen.push(`${group}:${text}:${limit}`);
    return ids.map(item);
  },
});

describe('the find box service', () => {
  it("answers the registered groups in the box's order, whatever order they came in, without the empty ones", async () => {
    const seen: string[] = [];
    const find = createFindService();
    find.register(provider('documents', ['d1'], seen));
    find.register(provider('customers', [], seen));
    find.register(provider('vehicles', ['v1', 'v2'], seen));
    expect(find.groups()).toEqual(['vehicles', 'customers', 'documents']);
    const answer = await find.find(scope, { q: 'cj12', locale: 'ro' });
    expect(answer.groups.map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      ['vehicles', ['v1', 'v2']],
      ['documents', ['d1']],
    ]);
    expect(seen.sort()).toEqual(['customers:cj12:5', 'documents:cj12:5', 'vehicles:cj12:5']);
  });

  it('keeps five items of a group that answers more, and refuses a group registered twice', async () => {
    const find = createFindService();
    find.register(provider('vehicles', ['1', '2', '3', '4', '5', '6', '7']));
    expect((await find.find(scope, { q: 'ab', locale: undefined })).groups[0]?.items).toHaveLength(5);
    expect(() => find.register(provider('vehicles', []))).toThrow('find group vehicles is registered twice');
  });
});
