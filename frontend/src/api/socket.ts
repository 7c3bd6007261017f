import type { ClientToServerEvents, ServerToClientEvents } from '@events';
import { io, type Socket } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | undefined;

/** One socket per tab, same origin; the HttpOnly cookie authenticates it, anonymous is allowed. */
export function getSocket(): AppSocket {
  socket ??= io({ path: '/socket.io', withCredentials: true, autoConnect: true });
  return socket;
}

/** The handshake carries the cookie, so a login or logout needs a fresh connection. */
export function reconnectSocket(): void {
  const current = getSocket();
  current.disconnect();
  current.connect();
}
