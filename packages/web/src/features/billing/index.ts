// The billing feature's public face: the only file the app, the routes and other features import from it.
import { lazyPage } from '../../lib/lazy-page';

export { useOwnSubscription } from './api/get-own-subscription';
export { billingKeys } from './api/keys';
export { LogoCard } from './components/logo-card';
export { PlanCard } from './components/plan-card';
export { TrialOverNotice, useTrialOver } from './components/trial-over-notice';

// Only a signed-in visit has a trial banner (its call checks its answer with a zod schema): a chunk of its own.
export const TrialBanner = /* @__PURE__ */ lazyPage(() => import('./components/trial-banner').then((m) => m.TrialBanner));

// Shown only after the server refused a call with 402 (an account past its trial): fetched then.
export const PaymentRequiredNotice = /* @__PURE__ */ lazyPage(() => import('./components/payment-required-notice').then((m) => m.PaymentRequiredNotice));
