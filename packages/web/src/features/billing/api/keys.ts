/** The billing's query keys. */
export const billingKeys = {
  subscription: () => ['user', 'subscription'] as const,
  logo: () => ['user', 'logo'] as const,
  paymentBannerStatus: (userId: string) => ['user', userId, 'payment-banner-status'] as const,
};
