import { atom } from 'jotai';

/**
 * Whether the API answers. `offline` from the first request or socket handshake that could not
 * reach it until a probe (or the socket) gets through again; `retryAt` is when the next probe goes.
 */
export type ServerReachability = { state: 'online' } | { state: 'offline'; retryAt: number };

export const serverReachabilityAtom = atom<ServerReachability>({ state: 'online' });
