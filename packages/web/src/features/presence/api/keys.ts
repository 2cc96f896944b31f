/**
 * Presence's query key. Under the admin dashboard's ['admin', 'users'] on purpose: the dashboard's
 * refreshes (invalidateAdmin) refresh the online list too.
 */
export const presenceKeys = { onlineUsers: () => ['admin', 'users', 'online'] as const };
