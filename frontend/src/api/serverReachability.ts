import { onlineManager } from '@tanstack/react-query';
import { serverReachabilityAtom } from '../state/serverReachabilityAtom';
import { appStore } from '../state/store';

/** Waits between probes while the server is unreachable: 1 s doubling up to 30 s. */
export const PROBE_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/** An answer that came from a proxy in front of a stopped server counts as no answer. */
const PROXY_UNREACHABLE = new Set([502, 504]);

let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * A request or the socket could not reach the server. TanStack Query is told the app is offline,
 * so queries pause instead of failing one widget at a time (and resume by themselves), and one
 * banner says so. A probe of `/api/health` retries with backoff until the server answers.
 */
export function reportUnreachable(): void {
  if (appStore.get(serverReachabilityAtom).state === 'offline') return;
  attempt = 0;
  onlineManager.setOnline(false);
  schedule();
}

/** The server answered (a probe, a request, or the socket connected): everything refetches. */
export function reportReachable(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (appStore.get(serverReachabilityAtom).state === 'online') return;
  appStore.set(serverReachabilityAtom, { state: 'online' });
  // Queries refetch on reconnect (`refetchOnReconnect: 'always'`): events missed while away are
  // caught up by reading again.
  onlineManager.setOnline(true);
}

/** "Retry now" in the banner: probe at once. */
export function probeNow(): void {
  if (appStore.get(serverReachabilityAtom).state === 'online') return;
  if (timer) clearTimeout(timer);
  void probe();
}

function schedule() {
  const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)];
  attempt++;
  appStore.set(serverReachabilityAtom, { state: 'offline', retryAt: Date.now() + delay });
  timer = setTimeout(() => void probe(), delay);
}

async function probe() {
  timer = undefined;
  try {
    const response = await globalThis.fetch('/api/health', { cache: 'no-store' });
    if (!PROXY_UNREACHABLE.has(response.status)) {
      reportReachable();
      return;
    }
  } catch {
    // Still unreachable.
  }
  if (appStore.get(serverReachabilityAtom).state === 'offline') schedule();
}

/** Whether a failed fetch means the server could not be reached (as opposed to an HTTP error). */
export function isUnreachableStatus(status: number): boolean {
  return status === 0 || PROXY_UNREACHABLE.has(status);
}
