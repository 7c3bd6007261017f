import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { connectRealtime } from '../api/realtime';
import type { AppSocket } from '../api/socket';

/** Enough of a socket to deliver server events to the handlers the app registers. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  /** What the app sent to the server (e.g. `job.watch`), acknowledged with `true`. */
  const sent: { event: string; args: unknown[] }[] = [];
  const socket = {
    connected: true,
    emit: (event: string, ...args: unknown[]) => {
      sent.push({ event, args });
      const ack = args[args.length - 1];
      if (typeof ack === 'function') (ack as (ok: boolean) => void)(true);
      return socket;
    },
    on: (event: string, handler: (...args: unknown[]) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return socket;
    },
    off: (event: string, handler: (...args: unknown[]) => void) => {
      handlers.get(event)?.delete(handler);
      return socket;
    },
  };
  vi.mocked(connectRealtime).mockResolvedValue(socket as unknown as AppSocket);
  return {
    emit: (event: string, ...args: unknown[]) =>
      act(() => handlers.get(event)?.forEach((handler) => handler(...args))),
    listening: (event: string) => (handlers.get(event)?.size ?? 0) > 0,
    sent,
  };
}

/** The requests a mocked fetch received for one method and path. */
export function requestsTo(
  fetchMock: { mock: { calls: unknown[][] } },
  method: string,
  path: string,
): Request[] {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}
