import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttled } from './throttled.js';

describe('throttled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once when idle, then folds the calls of each pause into one trailing run', async () => {
    const task = vi.fn(async () => undefined);
    const push = throttled(task, 500);
    void push();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    void push();
    void push();
    void push();
    await vi.advanceTimersByTimeAsync(499);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('settles every caller with the run that served it, and cancel drops a pending run', async () => {
    const task = vi.fn(async () => {
      throw new Error('redis down');
    });
    const push = throttled(task, 500);
    const first = expect(push()).rejects.toThrow('redis down');
    const second = expect(push()).rejects.toThrow('redis down');
    await vi.advanceTimersByTimeAsync(0);
    await first;
    await second;
    const dropped = push();
    push.cancel();
    await expect(dropped).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
