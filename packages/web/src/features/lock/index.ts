// The lock feature's public face: the only file the app, the routes and other features import from it.
import { lazyPage } from '../../lib/lazy-page';

export { AutoLockSetting } from './auto-lock-setting';
export { LockGate } from './lock-gate';

// Only a signed-in bar has it; its tooltip brings the positioning library, so it is a chunk of its own.
export const LockButton = /* @__PURE__ */ lazyPage(() => import('./lock-button').then((m) => m.LockButton));
