import type { ArticleStore, ArticleUpsert, ChunkResult } from '../article-store.repository';

interface Pending {
  rows: ArticleUpsert[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Rows per chunk: pages that arrive together are written as one read and one upsert. */
export const MAX_CHUNK_ROWS = 500;
/** Pages waiting to be written before downloads pause (bounds memory on big sites). */
export const MAX_BACKLOG_PAGES = 8;

/**
 * Serialises the sync's writes (one chunk at a time: a chunk's read of the rows it replaces sees
 * every chunk before it) and coalesces pages waiting in line into one chunk of up to 500 rows.
 * `write` resolves once the page's rows are committed; downloads go on meanwhile until the backlog
 * (pages whose rows are being prepared or wait to be written) is full (`room`).
 */
export class ChunkWriter {
  private readonly queue: Pending[] = [];
  private draining = false;
  private backlog = 0;
  private waiters: (() => void)[] = [];
  private failure: unknown = null;
  readonly totals = { inserted: 0, changed: 0, rows: 0, upsertMs: 0 };

  constructor(
    private readonly store: ArticleStore,
    private readonly websiteId: number,
    private readonly committed: (result: ChunkResult) => void,
  ) {}

  /**
   * Takes a page's place in the backlog at once, and its rows when they are ready (their names
   * may still be looked up): downloads go on meanwhile instead of waiting for the lookups.
   */
  async write(rows: Promise<ArticleUpsert[]>): Promise<void> {
    if (this.failure) {
      rows.catch(() => undefined); // the sync fails with the first error, not this one
      throw this.failure;
    }
    this.backlog++;
    let ready: ArticleUpsert[];
    try {
      ready = await rows;
      if (this.failure) throw this.failure;
    } catch (error) {
      this.failure ??= error;
      this.release(1);
      throw error;
    }
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ rows: ready, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  /** Resolves when fewer than `max` pages wait; rejects once a write has failed. */
  async room(max = MAX_BACKLOG_PAGES): Promise<void> {
    while (this.backlog >= max && !this.failure) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    if (this.failure) throw this.failure;
  }

  private async drain(): Promise<void> {
    this.draining = true;
    while (this.queue.length > 0) {
      const batch: Pending[] = [this.queue.shift()!];
      let size = batch[0]!.rows.length;
      while (this.queue.length > 0 && size + this.queue[0]!.rows.length <= MAX_CHUNK_ROWS) {
        const next = this.queue.shift()!;
        size += next.rows.length;
        batch.push(next);
      }
      try {
        if (this.failure) throw this.failure;
        const t0 = performance.now();
        const result = await this.store.upsertChunk(
          this.websiteId,
          batch.flatMap((p) => p.rows),
        );
        this.totals.upsertMs += performance.now() - t0;
        this.totals.inserted += result.inserted;
        this.totals.changed += result.changed;
        this.totals.rows += size;
        this.committed(result);
        batch.forEach((p) => p.resolve());
      } catch (error) {
        this.failure ??= error;
        batch.forEach((p) => p.reject(error));
      }
      this.release(batch.length);
    }
    this.draining = false;
  }

  private release(pages: number) {
    this.backlog -= pages;
    this.waiters.splice(0).forEach((wake) => wake());
  }
}
