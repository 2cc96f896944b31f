import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { PRESENCE_EVENTS, PRESENCE_SOCKET_PATH, PRESENCE_UPDATE_INTERVAL_MS, presenceUpdate, type PresenceList } from '@atelier/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AccessTokens, AuthService, AuthUser } from '../auth/index.js';
import type { PresenceStore } from './presence.store.js';
import { throttled } from './throttled.js';

const ADMINS = 'admins';
/** The room of a business's signed-in sockets: what happens to its documents is told there (issue 29). */
const businessRoom = (businessId: string) => `business:${businessId}`;
/** Page changes come seconds apart; a faster stream is a misbehaving client. */
const UPDATE_EVERY_MS = 1000;
const CHANGED = 'presence_changed';
/** A user was signed out everywhere (a removed member): every instance closes their sockets. */
const FORGET_USER = 'presence_forget_user';

type ClientEvents = { [PRESENCE_EVENTS.update]: (payload: unknown) => void };
type ServerEvents = { [PRESENCE_EVENTS.list]: (list: PresenceList) => void };
type InterServerEvents = { [CHANGED]: () => void; [FORGET_USER]: (userId: string) => void };
type SocketData = {
  user?: AuthUser;
  token?: string;
  connectedAt: string;
  /** The latest announcement not yet written: a burst of updates is folded into its last one. */
  pending?: unknown;
  flush?: ReturnType<typeof throttled>;
};
type PresenceSocket = Socket<ClientEvents, ServerEvents, InterServerEvents, SocketData>;

export type PresenceServerDeps = {
  httpServer: HttpServer;
  auth: Pick<AuthService, 'authenticate'>;
  tokens: Pick<AccessTokens, 'verify'>;
  store: PresenceStore;
  /** Several instances: the socket.io Redis adapter over this client and a duplicate of it. */
  redis?: { client: Redis; prefix: string };
  /** Pages allowed to open a socket (config.presenceOrigins). */
  origins: { allowed: string[]; sameOrigin: boolean };
  now: () => Date;
  log: FastifyBaseLogger;
  /** Admins get the list at most this often (trailing updates are never lost). */
  broadcastEveryMs?: number;
  /** How often live sockets are re-checked (token still valid) and their entries kept alive. */
  heartbeatMs?: number;
  /**
   * One socket's announcements are written at most this often (first at once, the last of a burst
   * at the end of the pause), so a client emitting in a loop costs one store write per period.
   */
  updateEveryMs?: number;
};

export type PresenceServer = {
  /** Closes the user's sockets (on every instance) and drops their entries: they were signed out everywhere. */
  forgetUser: (userId: string) => Promise<void>;
  /** Tells every signed-in socket of a business, on every instance, that something happened (`event` with `payload`). */
  emitToBusiness: (businessId: string, event: string, payload: unknown) => void;
  close: () => Promise<void>;
};

/**
 * A browser always names the page that opens a cross-site socket: only our own pages may, so another
 * site cannot open sockets from its visitors' browsers and write into the admin's list. A request
 * without Origin (same-origin polling, a non-browser client) is let through: it forges nothing a
 * browser would not.
 */
export const originAllowed = (request: Pick<IncomingMessage, 'headers'>, { allowed, sameOrigin }: PresenceServerDeps['origins']): boolean => {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  if (!sameOrigin || !URL.canParse(origin)) return false;
  return new URL(origin).host === request.headers.host;
};

const tokenOf = (socket: PresenceSocket): unknown => (socket.handshake.auth as Record<string, unknown> | undefined)?.token;

/**
 * socket.io on the API's HTTP server (fastify-socket.io wants Fastify 4). Anonymous visitors may
 * connect and announce their page; a token, when given, must be valid (else connect_error
 * `unauthorized`). Only admin sockets join the room that receives the list.
 */
export const startPresenceServer = (deps: PresenceServerDeps): PresenceServer => {
  const { auth, tokens, store, now, log } = deps;
  const io = new Server<ClientEvents, ServerEvents, InterServerEvents, SocketData>(deps.httpServer, {
    path: PRESENCE_SOCKET_PATH,
    serveClient: false,
    // Same origin as the API, which sends no CORS headers either.
    maxHttpBufferSize: 16 * 1024,
    allowRequest: (request, callback) => callback(null, originAllowed(request, deps.origins)),
  });
  const subscriber = deps.redis?.client.duplicate();
  if (deps.redis && subscriber) io.adapter(createAdapter(deps.redis.client, subscriber, { key: `${deps.redis.prefix}socket.io` }));
  let closing = false;

  const pushToLocalAdmins = throttled(async () => {
    if (!io.sockets.adapter.rooms.get(ADMINS)?.size) return;
    io.local.to(ADMINS).emit(PRESENCE_EVENTS.list, { users: await store.list() });
  }, deps.broadcastEveryMs ?? 500);
  const schedulePush = () => pushToLocalAdmins().catch((error: unknown) => log.warn({ err: error }, 'presence: list failed'));

  const changed = () => {
    if (closing) return;
    void schedulePush();
    // Admins on the other instances read the shared store again.
    if (deps.redis) io.serverSideEmit(CHANGED);
  };
  io.on(CHANGED, () => void schedulePush());

  const stillValid = (socket: PresenceSocket): boolean => {
    if (!socket.data.token || tokens.verify(socket.data.token)) return true;
    socket.disconnect(true);
    return false;
  };

  io.use((socket, next) => {
    socket.data.connectedAt = now().toISOString();
    const token = tokenOf(socket);
    if (token === undefined || token === null || token === '') return next();
    if (typeof token !== 'string') return next(new Error('unauthorized'));
    auth.authenticate(token).then(
      (user) => {
        if (!user) return next(new Error('unauthorized'));
        socket.data.user = user;
        socket.data.token = token;
        next();
      },
      (error: unknown) => {
        log.warn({ err: error }, 'presence: authentication failed');
        next(new Error('unavailable'));
      },
    );
  });

  const update = async (socket: PresenceSocket) => {
    const payload = socket.data.pending;
    socket.data.pending = undefined;
    if (payload === undefined || socket.disconnected || !stillValid(socket)) return;
    const parsed = presenceUpdate.safeParse(payload);
    if (!parsed.success) return;
    const { user, connectedAt } = socket.data;
    const { page, documentId, documentTitle, isPublic, referrer } = parsed.data;
    await store.put({
      id: socket.id,
      // Never from the payload: the verified token says who this is.
      user_id: user ? (user.isAdmin ? 'admin' : user.sub) : null,
      email: user?.email ?? null,
      name: user?.name ? user.name : null,
      role: user?.role ?? null,
      business: user?.businessId ? { id: user.businessId, name: user.businessName } : null,
      page,
      document_id: documentId,
      document_title: documentTitle,
      is_public: isPublic,
      referrer,
      connected_at: connectedAt,
      updated_at: now().toISOString(),
    });
    // Gone while the entry was being written: do not leave it behind.
    if (socket.disconnected) await store.remove([socket.id]);
    changed();
  };

  const gone = async (socket: PresenceSocket) => {
    socket.data.flush?.cancel();
    if (closing) return;
    await store.remove([socket.id]);
    changed();
  };

  io.on('connection', (socket) => {
    const failed = (error: unknown) => log.warn({ err: error }, 'presence: store failed');
    const flush = throttled(() => update(socket), deps.updateEveryMs ?? UPDATE_EVERY_MS);
    socket.data.flush = flush;
    socket.on(PRESENCE_EVENTS.update, (payload) => {
      socket.data.pending = payload;
      flush().catch(failed);
    });
    socket.on('disconnect', () => void gone(socket).catch(failed));
    const businessId = socket.data.user?.businessId;
    if (businessId) void socket.join(businessRoom(businessId));
    if (!socket.data.user?.isAdmin) return;
    void socket.join(ADMINS);
    store.list().then((users) => socket.emit(PRESENCE_EVENTS.list, { users }), failed);
  });

  const disconnectLocal = (userId: string) => {
    for (const socket of io.sockets.sockets.values()) if (socket.data.user?.sub === userId) socket.disconnect(true);
  };
  io.on(FORGET_USER, (userId) => disconnectLocal(userId));

  const forgetUser = async (userId: string) => {
    disconnectLocal(userId);
    if (deps.redis) io.serverSideEmit(FORGET_USER, userId);
    const stale = (await store.list()).filter((entry) => entry.user_id === userId).map((entry) => entry.id);
    if (stale.length === 0) return;
    await store.remove(stale);
    changed();
  };

  const heartbeat = setInterval(() => {
    const live = [...io.sockets.sockets.values()].filter(stillValid).map((socket) => socket.id);
    store
      .touch(live)
      .then(() => schedulePush())
      .catch((error: unknown) => log.warn({ err: error }, 'presence: heartbeat failed'));
  }, deps.heartbeatMs ?? PRESENCE_UPDATE_INTERVAL_MS);
  heartbeat.unref();

  const emitToBusiness = (businessId: string, event: string, payload: unknown) => {
    if (closing) return;
    // Through the adapter: with Redis, the business's sockets on the other instances hear it too.
    (io.to(businessRoom(businessId)) as unknown as { emit: (name: string, data: unknown) => void }).emit(event, payload);
  };

  return {
    forgetUser,
    emitToBusiness,
    close: async () => {
      closing = true;
      clearInterval(heartbeat);
      pushToLocalAdmins.cancel();
      await store.remove([...io.sockets.sockets.keys()]).catch((error: unknown) => log.warn({ err: error }, 'presence: cleanup failed'));
      // Not io.close(): it also closes the HTTP server, which is Fastify's, and waits for every
      // connection to end. Run from preClose, that waited for a keep-alive connection busy at that
      // moment to time out (72 s) and Fastify failed the close after its 60 s ("Plugin did not
      // start in time: ''"). Fastify closes the server and its idle connections itself afterwards.
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
      await subscriber?.quit();
    },
  };
};
