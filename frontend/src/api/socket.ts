import type { ClientToServerEvents, ServerToClientEvents } from '@events';
import { io, type Socket } from 'socket.io-client';
import { reportReachable, reportUnreachable } from './serverReachability';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | undefined;

/** One socket per tab, same origin; the HttpOnly cookie authenticates it, anonymous is allowed. */
export function getSocket(): AppSocket {
  if (!socket) {
    socket = io({ path: '/socket.io', withCredentials: true, autoConnect: true });
    // The server detaches a socket when what its user may read changed (role, account, sign-out):
    // reconnecting at once joins the rooms the session now allows (or none, once signed out).
    const current = socket;
    current.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') current.connect();
      else if (reason !== 'io client disconnect') reportUnreachable();
    });
    // The socket reconnects by itself with backoff; its return is the quickest sign of the server's.
    current.on('connect', reportReachable);
    current.on('connect_error', (error) => {
      // A refused handshake (Origin, middleware) is an answer; only a transport failure is silence.
      if ((error as Error & { type?: string }).type === 'TransportError') reportUnreachable();
    });
  }
  return socket;
}

/** The handshake carries the cookie, so a login or logout needs a fresh connection. */
export function reconnectSocket(): void {
  const current = getSocket();
  current.disconnect();
  current.connect();
}
