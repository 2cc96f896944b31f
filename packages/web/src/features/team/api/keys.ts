/** The team's query keys (an invitation is read before signing in: not under ['user']). */
export const teamKeys = {
  team: () => ['user', 'team'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};
