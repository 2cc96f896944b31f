// The account feature's public face: the only file the app, the routes and other features import from it.
export { meQuery, useMe } from './api/get-me';
export { accountKeys, invalidateMe } from './api/keys';
export { AccountGlance } from './components/account-glance';
export { AccountOverview } from './components/account-overview';
export { ConfirmAccountDeletion } from './components/confirm-account-deletion';
export { DeleteAccountCard } from './components/delete-account-card';
export { IdentityLines } from './components/identity-lines';
export { OwnerOnly, OwnerOnlyNotice } from './components/owner-only';
export { SessionsCard } from './components/sessions-card';
export { type Permission, standingOf, useStanding } from './permissions';
