// The auth feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export type { AccessTokens } from './access-tokens.js';
export { sendSession } from './auth.routes.js';
export { toUserDto, type AuthService, type AuthUser, type IssuedSession, type LoginClient } from './auth.service.js';
export { ensureFirstAdmin } from './first-admin.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { maskIp } from './session-devices.js';
export type { UsersService } from './users.service.js';
export { authModule } from './auth.module.js';
