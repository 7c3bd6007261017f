import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverReachabilityAtom } from '../state/serverReachabilityAtom';
import { appStore } from '../state/store';
import { probeNow, reportReachable, reportUnreachable } from './serverReachability';

describe('server reachability', () => {
  let answer: 'down' | 'up' | 'proxy-down';
  const probes: number[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    answer = 'down';
    probes.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        probes.push(Date.now());
        if (answer === 'down') throw new TypeError('Failed to fetch');
        return new Response('{}', { status: answer === 'proxy-down' ? 502 : 200 });
      }),
    );
  });
  afterEach(() => {
    reportReachable();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('pauses queries, probes with a growing wait, and comes back when the server answers', async () => {
    const t0 = Date.now();
    reportUnreachable();
    reportUnreachable(); // a second failing widget changes nothing
    expect(onlineManager.isOnline()).toBe(false);
    expect(appStore.get(serverReachabilityAtom)).toEqual({ state: 'offline', retryAt: t0 + 1000 });

    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    answer = 'proxy-down'; // nginx answering for a stopped server is still no server
    await vi.advanceTimersByTimeAsync(4000);
    expect(probes.map((t) => t - t0)).toEqual([1000, 3000, 7000]);
    expect(appStore.get(serverReachabilityAtom).state).toBe('offline');

    answer = 'up';
    await vi.advanceTimersByTimeAsync(8000);
    expect(appStore.get(serverReachabilityAtom)).toEqual({ state: 'online' });
    expect(onlineManager.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toHaveLength(4); // no probing once back
  });

  it('"Try now" probes at once', async () => {
    reportUnreachable();
    answer = 'up';
    probeNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toHaveLength(1);
    expect(appStore.get(serverReachabilityAtom).state).toBe('online');
  });
});
