import { useSyncExternalStore } from 'react';

/** The payment-required states of an account past its trial (SPEC §2, §4 Trial); the server answers 402 `payment_required_<state>`. */
export const PAYMENT_STATES = ['content', 'features', 'past_data'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const paymentStateOf = (code: string): PaymentState | undefined =>
  PAYMENT_STATES.find((state) => code === `payment_required_${state}`);

// The last state the server answered, shown by the layout until closed or the page changes.
let current: PaymentState | undefined;
const listeners = new Set<() => void>();
const set = (state: PaymentState | undefined) => {
  if (state === current) return;
  current = state;
  for (const listener of listeners) listener();
};

export const reportPaymentRequired = (code: string): void => {
  const state = paymentStateOf(code);
  if (state) set(state);
};
export const dismissPaymentRequired = (): void => set(undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => current;
export const usePaymentRequired = (): PaymentState | undefined => useSyncExternalStore(subscribe, snapshot, snapshot);
