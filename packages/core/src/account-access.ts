/** The payment-required states of an account past its trial (SPEC §2, §4 Trial), each with its error code. */
export type PaymentState = 'content' | 'features' | 'past_data';

export const paymentRequiredCode = (state: PaymentState) => `payment_required_${state}` as const;

/**
 * The one rule for "active": an admin, the business's trial still running, or a subscription of the
 * business covering `at` (trialEndsAt null: no business, nothing is active).
 * Authentication (every request) and the banner both decide with it; the server's guards answer a
 * payment-required state with its code.
 */
export const isAccountActive = (account: { isAdmin: boolean; trialEndsAt: Date | null; paidUntil: Date | null }, at: Date): boolean =>
  account.isAdmin || (account.trialEndsAt !== null && account.trialEndsAt > at) || (account.paidUntil !== null && account.paidUntil > at);
