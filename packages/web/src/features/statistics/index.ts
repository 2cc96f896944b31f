// The statistics feature's public face: the only file the app, the routes and other features import from it.
import { lazyPage } from '../../lib/lazy-page';

export { invalidateStatistics, statisticsKeys } from './api/keys';

// The statistics tabs carry the chart library (recharts, ~370 kB): loaded when first opened.
export const StatisticsTab = /* @__PURE__ */ lazyPage(() => import('./components/statistics-tab').then((m) => m.StatisticsTab));
export const InvoiceStatisticsPanel = /* @__PURE__ */ lazyPage(() => import('./components/invoice-statistics-panel').then((m) => m.InvoiceStatisticsPanel));
