import type { ServerToClientEvents } from '@events';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectRealtime } from '../api/realtime';
import type { AppSocket } from '../api/socket';

/** The `*.changed` events: a row was created, changed or deleted somewhere. */
export type ChangeEvent = Extract<
  keyof ServerToClientEvents,
  | 'users.changed'
  | 'roles.changed'
  | 'accounts.changed'
  | 'countries.changed'
  | 'modules.changed'
  | 'websites.changed'
  | 'articles.changed'
>;

interface LiveOptions {
  /** At most one refetch per this many ms (a sync announces every chunk it writes). */
  throttleMs?: number;
}

/**
 * Refetches every query under `queryKey` when the server announces a change, so each open
 * list and view follows what others do without a reload. `queryKey` must be stable.
 */
export function useLiveInvalidation(
  event: ChangeEvent,
  queryKey: QueryKey,
  { throttleMs = 0 }: LiveOptions = {},
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastRun = 0;
    let timer: number | undefined;
    const invalidate = () => {
      timer = undefined;
      lastRun = Date.now();
      void queryClient.invalidateQueries({ queryKey });
    };
    // Leading and trailing: the first change shows at once, the last one is never lost.
    const onChange = () => {
      if (throttleMs <= 0) return invalidate();
      if (timer !== undefined) return;
      const wait = lastRun + throttleMs - Date.now();
      if (wait <= 0) invalidate();
      else timer = window.setTimeout(invalidate, wait);
    };
    let socket: AppSocket | undefined;
    let active = true;
    void connectRealtime().then((connected) => {
      if (!active) return;
      socket = connected;
      socket.on(event, onChange);
    });
    return () => {
      active = false;
      window.clearTimeout(timer);
      socket?.off(event, onChange);
    };
  }, [event, queryKey, queryClient, throttleMs]);
}
