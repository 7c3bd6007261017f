import type { ServerToClientEvents } from '@events';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { refetchAfterChange } from '../../api/refetchAfterChange';
import { subscribeRealtime } from '../../api/realtimeSubscription';
import { endSession, replaceRules } from '../../modules/auth';
import { applyProductInfo, checkProductInfoVersion } from '../../modules/branding';
import { SETTINGS_QUERY_KEY } from '../../modules/settings/queryKeys';
import { LOGIN_PATH } from '../access';
import { userDataAtom } from '../../state/userDataAtom';
import { LIVE_QUERIES, throttled, type ChangeEvent, type LiveRule } from './liveQueries';
import { announceAssignment } from './announceAssignment';

/** Socket events update atoms and the query cache; every open browser follows live. */
export function useRealtimeEvents(): void {
  const store = useStore();
  const queryClient = useQueryClient();

  useEffect(() => {
    const handlers: Partial<ServerToClientEvents> = {
      'app.info.updated': (info) => {
        void applyProductInfo(store, info);
        void refetchAfterChange(queryClient, { queryKey: SETTINGS_QUERY_KEY });
      },
      'app.info.version': ({ version }) => void checkProductInfoVersion(store, version),
      'auth.rules.updated': ({ abilityRules }) => replaceRules(store, queryClient, abilityRules),
      'auth.session.ended': () => {
        endSession(store, queryClient);
        navigate(LOGIN_PATH, { replace: true });
      },
      // The server's Redis was away (restarted, failed over): its events were missed meanwhile.
      'realtime.resync': () => void refetchAfterChange(queryClient),
    };
    // Every change event refreshes what the live table says, throttled per event; the records it
    // names, at once.
    const refreshers = Object.entries(LIVE_QUERIES).map(([event, rule]) => {
      const refresh = throttled(() => {
        for (const queryKey of rule.keys) void refetchAfterChange(queryClient, { queryKey });
      }, rule.throttleMs ?? 0);
      const records = (rule as LiveRule).records;
      const call = (payload: unknown) => {
        for (const queryKey of records?.(payload) ?? []) {
          void refetchAfterChange(queryClient, { queryKey, exact: true });
        }
        refresh.call();
      };
      return { event: event as ChangeEvent, refresh, call };
    });
    for (const { event, call } of refreshers) (handlers as Record<string, unknown>)[event] = call;
    handlers['article.assigned'] = announceAssignment;
    // Back after a lost connection (a node went down, the server detached us): events were missed
    // meanwhile, so every cached answer is refetched.
    let connectedBefore = false;
    const onConnect = () => {
      if (connectedBefore) void refetchAfterChange(queryClient);
      connectedBefore = true;
    };
    let unsubscribe: (() => void) | undefined;
    const connect = () => {
      unsubscribe = subscribeRealtime({ ...handlers, connect: onConnect }, (socket) => {
        connectedBefore = socket.connected;
      });
    };
    // Signed-in pages need events at once; a visitor's only event (a new title or icon) can wait
    // until the page is idle, keeping socket.io-client off the first route's critical path.
    const idle = store.get(userDataAtom) ? undefined : whenIdle(connect);
    if (!idle) connect();
    return () => {
      idle?.();
      for (const { refresh } of refreshers) refresh.cancel();
      unsubscribe?.();
    };
  }, [store, queryClient]);
}

/** Runs `task` once the browser is idle (or after 2 s); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
