import { byViews, ClosedRows, type KeyRow } from './analytics-top';

/** Deterministic, so a failure replays. */
const rng = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

describe('ClosedRows.top', () => {
  it('equals the top of closed + live summed per key, ties and all', () => {
    const random = rng(11);
    for (let round = 0; round < 200; round++) {
      const keys = 1 + Math.floor(random() * 60);
      // Articles are keyed by id, pages by a hash (hex).
      const pages = round % 2 === 0;
      const row = (i: number, most: number): KeyRow => ({
        websiteId: 1 + (i % 3),
        k: pages ? (i * 7919).toString(16).padStart(8, '0') : i,
        // Few distinct values: many ties.
        views: Math.floor(random() * most),
        visits: Math.floor(random() * 5),
        visitors: Math.floor(random() * 7),
      });
      const closed: KeyRow[] = [];
      const live: KeyRow[] = [];
      for (let i = 0; i < keys; i++) {
        if (random() < 0.8) closed.push(row(i, 12));
        if (random() < 0.3) live.push(row(i, 4));
      }
      const limit = 1 + Math.floor(random() * 10);
      const sums = new Map<string, KeyRow>();
      for (const r of [...closed, ...live]) {
        const id = `${r.websiteId}|${r.k}`;
        const s = sums.get(id);
        sums.set(
          id,
          s
            ? {
                ...s,
                views: s.views + r.views,
                visits: s.visits + r.visits,
                visitors: s.visitors + r.visitors,
              }
            : { ...r },
        );
      }
      const truth = [...sums.values()].sort(byViews).slice(0, limit);
      expect(new ClosedRows(closed).top(live, limit)).toEqual(truth);
    }
  });
});
