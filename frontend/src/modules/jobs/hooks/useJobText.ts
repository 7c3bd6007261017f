import type { JobText } from '@events';
import { useEffect, useState } from 'react';
import { subscribeRealtime } from '../../../api/realtimeSubscription';
import type { AppSocket } from '../../../api/socket';

export interface StreamedText {
  text: string;
  /** The last piece arrived (the whole text is known). */
  done: boolean;
}

/**
 * The text an AI model writes for job `jobId` (its `field`), as it streams in on `job:<id>`
 * (`job.text`, ordered by `seq`, shown only as far as it runs unbroken from the first piece).
 * Joining the room, the page is sent the pieces that went out before; the last event carries the
 * whole text. `jobId` null follows nothing.
 */
export function useJobText(jobId: string | null, field: string): StreamedText {
  const [state, setState] = useState<StreamedText & { jobId: string | null }>({
    jobId,
    text: '',
    done: false,
  });
  if (state.jobId !== jobId) setState({ jobId, text: '', done: false });

  useEffect(() => {
    if (!jobId) return;
    const pieces = new Map<number, string>();
    let socket: AppSocket | undefined;
    const watch = () => socket?.emit('job.text.watch', jobId, () => undefined);
    const onText = (event: JobText) => {
      if (event.jobId !== jobId || event.field !== field) return;
      if (event.done) {
        setState((s) =>
          s.jobId === jobId ? { jobId, text: event.text ?? s.text, done: true } : s,
        );
        return;
      }
      pieces.set(event.seq, event.delta);
      // Only the unbroken start: a piece heard before one it follows (the ones sent again on
      // joining can arrive after newer ones) would show text without its beginning.
      let text = '';
      for (let seq = 0; pieces.has(seq); seq++) text += pieces.get(seq)!;
      setState((s) => (s.jobId === jobId && !s.done ? { jobId, text, done: false } : s));
    };
    return subscribeRealtime({ connect: watch, 'job.text': onText }, (connected) => {
      socket = connected;
      if (socket.connected) watch();
    });
  }, [jobId, field]);

  return { text: state.text, done: state.done };
}
