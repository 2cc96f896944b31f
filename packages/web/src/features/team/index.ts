// The team feature's public face: the only file the app, the routes and other features import from it.
export { useInvitation } from './api/get-invitation';
export { useTeam } from './api/get-team';
export { teamKeys } from './api/keys';
export { AcceptError } from './components/accept-error';
export { InvitationsCard } from './components/invitations-card';
export { InviteForm } from './components/invite-form';
export { JoinExisting } from './components/join-existing';
export { MadeByLine } from './components/made-by-line';
export { MembersCard } from './components/members-card';
export { NewMemberForm } from './components/new-member-form';
export { TeamSettingsCard } from './components/team-settings-card';
export { useMadeBy } from './use-made-by';
