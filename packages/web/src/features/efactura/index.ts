// The efactura feature's public face: the only file the app, the routes and other features import from it.
export { efacturaKeys } from './api/keys';
export { lookupCompany } from './api/lookup-company';
export { EfacturaButton } from './components/efactura-button';
export { EfacturaFailureDialog } from './components/efactura-failure';
export { MonthZipCard } from './components/month-zip-card';
export { fieldLabelOf, isInvoiceDefinition, isInvoiceDocument } from './is-invoice';
