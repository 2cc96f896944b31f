import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTitleLookup } from './title-lookup';

describe('title lookup', () => {
  afterEach(() => vi.useRealTimers());

  it("reads the answer's title, else form_schema.title, and asks once per form", async () => {
    const request = vi.fn(async ({ id }: { source: string; id: string; locale?: string }) => (id === 'a' ? { title: 'Deviz auto' } : { form_schema: { title: 'Foaie de parcurs' } }));
    const lookup = createTitleLookup({ request });
    expect(await lookup.lookup('public', 'a')).toBe('Deviz auto');
    expect(await lookup.lookup('user', 'b')).toBe('Foaie de parcurs');
    expect(await lookup.lookup('public', 'a')).toBe('Deviz auto');
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls.map(([input]) => input.source)).toEqual(['public', 'user']);
    // Another language is another title.
    await lookup.lookup('public', 'a', 'en');
    expect(request).toHaveBeenCalledTimes(3);
    expect(request.mock.calls[2]?.[0]).toMatchObject({ id: 'a', locale: 'en' });
  });

  it('keeps at most cacheSize titles, evicting the oldest first', async () => {
    const request = vi.fn(async ({ id }: { id: string }) => ({ title: `T${id}` }));
    const lookup = createTitleLookup({ request, cacheSize: 3 });
    for (const id of ['1', '2', '3', '4']) await lookup.lookup('public', id);
    expect(lookup.size()).toBe(3);
    expect(lookup.has('public', '1')).toBe(false);
    expect(lookup.has('public', '2')).toBe(true);
    expect(lookup.has('public', '4')).toBe(true);
    await lookup.lookup('public', '1');
    expect(request).toHaveBeenCalledTimes(5);
    expect(lookup.has('public', '2')).toBe(false);
  });

  it('keeps 100 titles by default', async () => {
    const lookup = createTitleLookup({ request: async ({ id }) => ({ title: id }) });
    for (let i = 0; i < 105; i += 1) await lookup.lookup('public', String(i));
    expect(lookup.size()).toBe(100);
    expect(lookup.has('public', '4')).toBe(false);
    expect(lookup.has('public', '5')).toBe(true);
  });

  it('gives up after 3 s: the request is aborted and an empty title is cached', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const request = vi.fn(
      ({ signal: given }: { signal: AbortSignal }) =>
        new Promise<unknown>((_resolve, reject) => {
          signal = given;
          given.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const lookup = createTitleLookup({ request });
    const pending = lookup.lookup('user', 'slow');
    await vi.advanceTimersByTimeAsync(2999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(pending).resolves.toBe('');
    await expect(lookup.lookup('user', 'slow')).resolves.toBe('');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('swallows a failure and remembers an empty title', async () => {
    const request = vi.fn(async () => {
      throw new Error('404');
    });
    const lookup = createTitleLookup({ request });
    await expect(lookup.lookup('public', 'gone')).resolves.toBe('');
    await expect(lookup.lookup('public', 'gone')).resolves.toBe('');
    expect(request).toHaveBeenCalledTimes(1);
    // An answer without a title reads as an empty one.
    await expect(createTitleLookup({ request: async () => ({ id: 'x' }) }).lookup('public', 'x')).resolves.toBe('');
  });
});
