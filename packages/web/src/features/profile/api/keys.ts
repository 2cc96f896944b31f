/** The company profile's query keys. */
export const profileKeys = {
  profile: () => ['user', 'profile'] as const,
  firstSteps: () => ['user', 'first-steps'] as const,
};
