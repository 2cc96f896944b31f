// The SPV feature's public face (issue 30): the only file the app, the routes and other features import from it.
// e-Factura uploaded to ANAF's SPV: the connection card on the company profile, an invoice's uploads
// on its document page, the invoices still to send with their deadline on the dashboard, the suppliers'
// invoices received (a dashboard tab) and their lines picked into a deviz's parts.
export { spvStatusQuery, useSpvStatus } from './api/connection';
export { invalidateSpv, spvKeys } from './api/keys';
export { SPV_POLL_MS, spvUploadsQuery, useSpvUploads } from './api/uploads';
export { SpvCard } from './components/spv-card';
export { SpvPanel } from './components/spv-panel';
export { useSpvHistory } from './components/history-spv';
export { SpvPendingList } from './components/spv-pending-list';
export { ReceivedLinesPicker } from './components/received/received-lines-picker';
export { ReceivedTab, WhenSpvConfigured } from './components/received/received-tab';
export { UploadStateBadge } from './components/upload-state-badge';
