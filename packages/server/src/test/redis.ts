/** The Redis of the tests that share state through it (TEST_REDIS_URL): skipped without it, except under CI=true. */
export const testRedisUrl = (): string | undefined => {
  const url = process.env.TEST_REDIS_URL;
  if (!url && process.env.CI === 'true') throw new Error('CI=true but TEST_REDIS_URL is not set: Redis tests cannot be skipped in CI');
  return url;
};
