import type { ArticleStore, ArticleUpsert } from '../article-store.repository';
import { ChunkWriter } from './chunk-writer';

const row = (remoteId: number) => ({ remoteId }) as ArticleUpsert;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('ChunkWriter', () => {
  it('holds a page in the backlog while its rows are prepared, and writes pages as they come', async () => {
    const written: number[][] = [];
    const store = {
      upsertChunk: (_websiteId: number, rows: ArticleUpsert[]) => {
        written.push(rows.map((r) => r.remoteId));
        return Promise.resolve({ inserted: rows.length, changed: 0, counts: new Map() });
      },
    } as unknown as ArticleStore;
    const writer = new ChunkWriter(store, 1, () => undefined);
    const slow = deferred<ArticleUpsert[]>();
    const first = writer.write(slow.promise);
    const second = writer.write(Promise.resolve([row(3), row(4)]));
    let roomy = false;
    const room = writer.room(1).then(() => (roomy = true));
    await second;
    // The second page was written; the first still holds its place until its rows are ready.
    expect(written).toEqual([[3, 4]]);
    await new Promise((r) => setImmediate(r));
    expect(roomy).toBe(false);
    slow.resolve([row(1)]);
    await Promise.all([first, room]);
    expect(written).toEqual([[3, 4], [1]]);
    expect(writer.totals).toMatchObject({ inserted: 3, rows: 3 });
  });

  it('fails the sync once rows cannot be prepared: downloads stop and later pages are refused', async () => {
    const store = { upsertChunk: jest.fn() } as unknown as ArticleStore;
    const writer = new ChunkWriter(store, 1, () => undefined);
    const lookup = new Error('lookup failed');
    await expect(writer.write(Promise.reject(lookup))).rejects.toBe(lookup);
    await expect(writer.room()).rejects.toBe(lookup);
    const late = Promise.reject(new Error('later lookup failed'));
    await expect(writer.write(late)).rejects.toBe(lookup);
    expect(store.upsertChunk).not.toHaveBeenCalled();
  });
});
