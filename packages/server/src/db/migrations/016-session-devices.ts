/**
 * Issue 14, the user's active sessions.
 *
 * session_devices: what lets a user recognise a session (a refresh family) in the list of their
 * active sessions: the browser's User-Agent and the network it signed in from, kept only as a
 * prefix (IPv4 /24, IPv6 /48) — enough to tell "home" from "somewhere else", not an address.
 * Written once at login; when it was last used is the newest refresh token of its family.
 * Sessions from before this table have no row and show as an unknown device.
 */
export default /* sql */ `
create table session_devices (
  family_id char(24) primary key,
  user_id char(24) not null references users(id) on delete cascade,
  user_agent text not null,
  ip_prefix text,
  created_at timestamptz not null
);
create index session_devices_user_idx on session_devices (user_id);
`;
