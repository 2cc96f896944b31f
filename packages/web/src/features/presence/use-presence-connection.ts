import { PRESENCE_EVENTS, PRESENCE_SOCKET_PATH, PRESENCE_SOCKET_TIMEOUT_MS, PRESENCE_UPDATE_INTERVAL_MS, presenceList, type PresenceUpdate } from '@atelier/core';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { publishPresenceList } from './presence-feed';
import { dispatchServerEvent } from './server-events';

/**
 * One socket per token (a new token, or signing out, reconnects: the server reads who this is
 * from the handshake). The page is announced on connect, on every change and every 30 s (SPEC
 * §4, §9). Connection errors and disconnects are left to socket.io's reconnection, silently.
 */
export const usePresenceConnection = ({ token, payload }: { token: string | undefined; payload: PresenceUpdate }): void => {
  const latest = useRef(payload);
  const socketRef = useRef<Socket | undefined>(undefined);
  const payloadKey = JSON.stringify(payload);

  useEffect(() => {
    latest.current = JSON.parse(payloadKey) as PresenceUpdate;
    const socket = socketRef.current;
    if (socket?.connected) socket.emit(PRESENCE_EVENTS.update, latest.current);
  }, [payloadKey]);

  useEffect(() => {
    const socket = io({
      path: PRESENCE_SOCKET_PATH,
      // WebSocket first: one connection stays on one server process, where long-polling's separate
      // requests may land on different processes (SERVER_PROCESSES, or instances without sticky
      // sessions). Polling only when WebSocket cannot connect (a proxy that blocks it).
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      forceNew: true,
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: PRESENCE_SOCKET_TIMEOUT_MS,
      auth: token ? { token } : {},
    });
    socketRef.current = socket;
    const announce = () => {
      if (socket.connected) socket.emit(PRESENCE_EVENTS.update, latest.current);
    };
    socket.on('connect', announce);
    // Only admin sockets receive the list; anything malformed is dropped.
    socket.on(PRESENCE_EVENTS.list, (data: unknown) => {
      const parsed = presenceList.safeParse(data);
      if (parsed.success) publishPresenceList(parsed.data);
    });
    // The business's events (a customer's answer), for whichever feature listens (server-events.ts).
    socket.onAny((event: string, data: unknown) => dispatchServerEvent(event, data));
    const timer = setInterval(announce, PRESENCE_UPDATE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      socketRef.current = undefined;
      socket.off();
      socket.disconnect();
    };
  }, [token]);
};
