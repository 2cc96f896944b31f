import { PRESENCE_UPDATE_INTERVAL_MS } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { authModule } from '../auth/index.js';
import { presenceRoutes } from './presence.routes.js';
import { startPresenceServer } from './presence.socket.js';
import { memoryPresenceStore, redisPresenceStore } from './presence.store.js';

/** The presence feature as the app assembles it (modules.ts). */
export const presenceModule = defineModule({
  name: 'presence',
  apiTags: ['admin'],
  access: {
    'GET /api/users/online': 'admin',
  },
  create: async ({ app, config, now, log, deps, use }) => {
    const { auth, tokens } = await use(authModule);
    const redisPrefix = deps.redisPrefix ?? 'atelier:';
    // A crashed instance stops touching its entries: they expire after three missed beats.
    const store = deps.redis
      ? redisPresenceStore({ redis: deps.redis, prefix: redisPrefix, ttlMs: 3 * PRESENCE_UPDATE_INTERVAL_MS })
      : memoryPresenceStore();
    const presence = startPresenceServer({
      httpServer: app.server,
      auth,
      tokens,
      store,
      redis: deps.redis && { client: deps.redis, prefix: redisPrefix },
      origins: config.presenceOrigins,
      now,
      log,
    });
    // Before the HTTP server closes: open sockets would otherwise hold it open.
    app.addHook('preClose', async () => presence.close());
    return { presence, store };
  },
  routes: (api, { store }) => presenceRoutes(api, { store }),
});
