import type { PresenceKind, PresenceViewer, PresenceViewers } from '@events';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { AppSocket } from '../../api/socket';
import { subscribeRealtime } from '../../api/realtimeSubscription';
import { userDataAtom } from '../../state/userDataAtom';

/**
 * Who else is viewing this record now: the view joins the record's presence room while it is open
 * (again after every reconnection) and leaves it on close; the server checks the reader may read
 * the record and sends the viewers whenever someone comes or goes. `id` null: nothing is open.
 */
export function usePresence(kind: PresenceKind, id: number | null): PresenceViewer[] {
  const me = useAtomValue(userDataAtom)?.id;
  const [viewers, setViewers] = useState<{ key: string; list: PresenceViewer[] }>({
    key: '',
    list: [],
  });
  const key = id === null ? '' : `${kind}:${id}`;

  useEffect(() => {
    if (id === null) return;
    const target = { kind, id };
    let socket: AppSocket | undefined;
    const show = (list: PresenceViewer[]) => setViewers({ key: `${kind}:${id}`, list });
    const join = () =>
      socket?.emit('presence.join', target, (answer) => show(answer.ok ? answer.viewers : []));
    const onViewers = (payload: PresenceViewers) => {
      if (payload.kind === kind && payload.id === id) show(payload.viewers);
    };
    const unsubscribe = subscribeRealtime(
      { connect: join, 'presence.viewers': onViewers },
      (connected) => {
        socket = connected;
        if (socket.connected) join();
      },
    );
    return () => {
      unsubscribe();
      if (socket?.connected) socket.emit('presence.leave', target);
    };
  }, [kind, id]);

  // Another record's list is never shown while the new one's is on its way.
  return viewers.key === key ? viewers.list.filter((viewer) => viewer.id !== me) : [];
}
