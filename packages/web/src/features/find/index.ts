// The find feature's public face (issue 31): the only file the app, the routes and other features import from it.
// One box in the signed-in bar for a plate, a VIN, a customer, a phone or a document number.
import { lazyPage } from '../../lib/lazy-page';


// Only a signed-in bar has it, and not on the first page's critical path: a chunk of its own.
export const FindBox = /* @__PURE__ */ lazyPage(() => import('./components/find-box').then((m) => m.FindBox));
