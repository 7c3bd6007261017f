import type { ServerToClientEvents } from '@events';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectRealtime } from '../api/realtime';
import type { AppSocket } from '../api/socket';

/** The `*.changed` events: a row was created, changed or deleted somewhere. */
export type ChangeEvent = Extract<
  keyof ServerToClientEvents,
  'users.changed' | 'roles.changed' | 'accounts.changed' | 'countries.changed' | 'modules.changed'
>;

/**
 * Refetches every query under `queryKey` when the server announces a change, so each open
 * list and view follows what others do without a reload. `queryKey` must be stable.
 */
export function useLiveInvalidation(event: ChangeEvent, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onChange = () => void queryClient.invalidateQueries({ queryKey });
    let socket: AppSocket | undefined;
    let active = true;
    void connectRealtime().then((connected) => {
      if (!active) return;
      socket = connected;
      socket.on(event, onChange);
    });
    return () => {
      active = false;
      socket?.off(event, onChange);
    };
  }, [event, queryKey, queryClient]);
}
