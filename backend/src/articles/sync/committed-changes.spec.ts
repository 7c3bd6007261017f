import type { RealtimeEvents } from '../../core/realtime/realtime-events';
import type { ArticleStore, CountDeltas } from '../article-store.repository';
import { CommittedChanges } from './committed-changes';

function fakes() {
  const calls: string[] = [];
  let release = () => {};
  const store = {
    applyCounts: (_websiteId: number, deltas: CountDeltas) => {
      calls.push(`counts ${JSON.stringify([...deltas])}`);
      return new Promise<void>((resolve) => (release = resolve));
    },
    recount: () => {
      calls.push('recount');
      return Promise.resolve();
    },
  } as unknown as ArticleStore;
  const publisher = {
    publish: (event: string, payload: unknown) => {
      calls.push(`${event} ${JSON.stringify(payload)}`);
      return Promise.resolve();
    },
  } as unknown as RealtimeEvents;
  return { calls, store, publisher, release: () => release() };
}

describe('CommittedChanges', () => {
  it('applies the summed count deltas before it announces the rows, once per flush', async () => {
    const { calls, store, publisher, release } = fakes();
    const changes = new CommittedChanges(store, publisher, 7);
    changes.add({ inserted: 3, changed: 0, counts: new Map([['publish', 3]]) });
    changes.add({
      inserted: 1,
      changed: 1,
      counts: new Map([
        ['publish', -1],
        ['draft', 2],
      ]),
    });
    const flushed = changes.flush();
    // A chunk committed while the counts are written belongs to the next flush.
    changes.add({ inserted: 0, changed: 2, counts: new Map([['trash', 2]]) });
    expect(calls).toEqual(['counts [["publish",2],["draft",2]]']);
    release();
    await flushed;
    expect(calls).toEqual([
      'counts [["publish",2],["draft",2]]',
      'articles.changed {"websiteId":7,"count":5}',
    ]);
    const next = changes.flush();
    release();
    await next;
    expect(calls.slice(2)).toEqual([
      'counts [["trash",2]]',
      'articles.changed {"websiteId":7,"count":2}',
    ]);
  });

  it('says nothing when nothing changed, and settles with a recount instead of deltas', async () => {
    const { calls, store, publisher } = fakes();
    const changes = new CommittedChanges(store, publisher, 7);
    changes.add({ inserted: 0, changed: 0, counts: new Map([['publish', 0]]) });
    await changes.settle(0);
    expect(calls).toEqual(['recount']);
    changes.add({ inserted: 4, changed: 0, counts: new Map([['publish', 4]]) });
    await changes.settle(2);
    expect(calls).toEqual(['recount', 'recount', 'articles.changed {"websiteId":7,"count":6}']);
  });
});
