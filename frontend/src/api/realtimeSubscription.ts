import type { ServerToClientEvents } from '@events';
import { connectRealtime } from './realtime';
import type { AppSocket } from './socket';

/** Server events to listen to, and `connect` (each reconnection: events were missed meanwhile). */
export type RealtimeHandlers = Partial<ServerToClientEvents> & { connect?: () => void };

/**
 * Listens to `handlers` on the tab's socket (loaded on demand) until the returned function is
 * called; `onReady` runs once they are registered (to ask for a room when already connected).
 */
export function subscribeRealtime(
  handlers: RealtimeHandlers,
  onReady?: (socket: AppSocket) => void,
): () => void {
  let socket: AppSocket | undefined;
  let active = true;
  const entries = Object.entries(handlers) as [keyof ServerToClientEvents, never][];
  void connectRealtime().then((connected) => {
    if (!active) return;
    socket = connected;
    for (const [event, handler] of entries) connected.on(event, handler);
    onReady?.(connected);
  });
  return () => {
    active = false;
    for (const [event, handler] of entries) socket?.off(event, handler);
  };
}
