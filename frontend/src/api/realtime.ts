import type { AppSocket } from './socket';

/** Loads socket.io-client on demand, keeping it out of the first chunk. */
let loading: Promise<typeof import('./socket')> | undefined;

function socketModule() {
  loading ??= import('./socket');
  return loading;
}

export async function connectRealtime(): Promise<AppSocket> {
  return (await socketModule()).getSocket();
}

export function reconnectRealtime(): void {
  void socketModule().then((m) => m.reconnectSocket());
}
