import type { SyncFinished, SyncProgress } from '@events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectRealtime } from '../../../api/realtime';
import type { AppSocket } from '../../../api/socket';
import { showToast } from '../../../ui/toaster';
import { ARTICLES_KEY } from '../../articles/hooks/useArticles';
import { WEBSITES_KEY } from './useWebsites';

export type SyncPhase = 'idle' | 'starting' | 'running';

export interface SyncState {
  phase: SyncPhase;
  /** The last `sync.progress` of this website; null until one arrives. */
  progress: SyncProgress | null;
}

const IDLE: SyncState = { phase: 'idle', progress: null };

/** Share of the work done, 0–1: articles when their total is known, else pages. */
export function progressRatio(progress: SyncProgress | null): number | undefined {
  if (!progress) return undefined;
  if (progress.articlesTotal > 0)
    return Math.min(1, progress.articlesDone / progress.articlesTotal);
  if (progress.pagesTotal > 0) return Math.min(1, progress.pagesDone / progress.pagesTotal);
  return 0;
}

/**
 * Joins `website:<id>` and follows its sync: every browser watching the website sees the same
 * progress, whoever started it. On joining, the server sends the last progress of a sync already
 * waiting or running, so a page opened mid-sync shows where it stands at once.
 */
export function useSyncProgress(websiteId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SyncState>(IDLE);

  useEffect(() => {
    if (websiteId <= 0) return;
    let socket: AppSocket | undefined;
    let active = true;
    let clearTimer: number | undefined;
    // Rooms do not survive a reconnection: ask again on every (re)connect.
    const watch = () => socket?.emit('website.watch', websiteId, () => undefined);
    const onProgress = (progress: SyncProgress) => {
      if (progress.websiteId === websiteId) setState({ phase: 'running', progress });
    };
    const onFinished = (finished: SyncFinished) => {
      if (finished.websiteId !== websiteId) return;
      // The last progress event and this one arrive together: show the full bar for a moment
      // before clearing it, so a finished sync is seen ending at 100 %.
      setState((current) =>
        finished.ok && current.progress
          ? {
              phase: 'running',
              progress: { ...current.progress, articlesDone: current.progress.articlesTotal },
            }
          : IDLE,
      );
      clearTimer = window.setTimeout(() => active && setState(IDLE), 1200);
      void queryClient.invalidateQueries({ queryKey: WEBSITES_KEY });
      void queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
      void showToast(
        finished.ok
          ? { intent: 'success', icon: 'tick', message: t('websites.sync.succeeded') }
          : {
              intent: 'danger',
              icon: 'error',
              timeout: 10_000,
              message: [t('websites.sync.failed'), finished.detail].filter(Boolean).join(' — '),
            },
      );
    };
    void connectRealtime().then((connected) => {
      if (!active) return;
      socket = connected;
      socket.on('connect', watch);
      socket.on('sync.progress', onProgress);
      socket.on('sync.finished', onFinished);
      if (socket.connected) watch();
    });
    return () => {
      active = false;
      window.clearTimeout(clearTimer);
      socket?.off('connect', watch);
      socket?.off('sync.progress', onProgress);
      socket?.off('sync.finished', onFinished);
    };
  }, [websiteId, queryClient, t]);

  /** The server accepted a sync: wait for its first progress event. */
  const markStarted = useCallback(
    () =>
      setState((current) => (current.phase === 'idle' ? { ...IDLE, phase: 'starting' } : current)),
    [],
  );
  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, markStarted, reset };
}
