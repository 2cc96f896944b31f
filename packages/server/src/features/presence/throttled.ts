/**
 * Runs `task` at most once per `everyMs`: the first call runs at once, calls during the pause are
 * folded into one run at its end, so the last change is always delivered.
 */
export const throttled = (task: () => Promise<void>, everyMs: number) => {
  let timer: NodeJS.Timeout | undefined;
  let lastRun = -Infinity;
  let waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const run = () => {
    timer = undefined;
    lastRun = Date.now();
    const settled = waiters;
    waiters = [];
    task().then(
      () => settled.forEach((w) => w.resolve()),
      (error: unknown) => settled.forEach((w) => w.reject(error)),
    );
  };
  const schedule = (): Promise<void> =>
    new Promise((resolve, reject) => {
      waiters.push({ resolve, reject });
      timer ??= setTimeout(run, Math.max(0, lastRun + everyMs - Date.now()));
    });
  return Object.assign(schedule, {
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      const dropped = waiters;
      waiters = [];
      dropped.forEach((w) => w.resolve());
    },
  });
};
