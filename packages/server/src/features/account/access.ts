/** The payment-required states of an account past its trial (SPEC §2, §4 Trial), each with its error code. */
export type PaymentState = 'content' | 'features' | 'past_data';

export const paymentRequiredCode = (state: PaymentState) => `payment_required_${state}` as const;

/**
 * The one rule for "active": an admin, a trial still running, or a subscription covering `at`.
 * Authentication (every request) and the banner both decide with it.
 */
export const isAccountActive = (account: { isAdmin: boolean; trialEndsAt: Date; paidUntil: Date | null }, at: Date): boolean =>
  account.isAdmin || account.trialEndsAt > at || (account.paidUntil !== null && account.paidUntil > at);
