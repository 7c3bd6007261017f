import type { RealtimeEvents } from '../../core/realtime/realtime-events';
import type { ArticleStore, ChunkResult, CountDeltas } from '../article-store.repository';

/**
 * What a sync has committed and not yet told anyone: rows for `articles.changed`, count deltas for
 * `article_counts`. `flush` runs with the progress bar (at most 4 a second), so a 20-page sync
 * sends a handful of messages and count updates instead of one per page; `settle` ends the sync,
 * or an attempt that failed, with exact counts.
 */
export class CommittedChanges {
  private rows = 0;
  private counts: CountDeltas = new Map();

  constructor(
    private readonly store: ArticleStore,
    private readonly events: Pick<RealtimeEvents, 'publish'>,
    private readonly websiteId: number,
  ) {}

  add({ inserted, changed, counts }: ChunkResult) {
    this.rows += inserted + changed;
    for (const [status, n] of counts) this.counts.set(status, (this.counts.get(status) ?? 0) + n);
  }

  /** Counts first, then the event: a list refetched on it shows the new total. */
  async flush(): Promise<void> {
    const { rows, counts } = this.take();
    if (counts.size > 0) await this.store.applyCounts(this.websiteId, counts);
    this.announce(rows);
  }

  /** After the last write (deletions included): every count set from the rows, then the event. */
  async settle(deleted: number): Promise<void> {
    const { rows } = this.take();
    await this.store.recount(this.websiteId);
    this.announce(rows + deleted);
  }

  private take() {
    const taken = { rows: this.rows, counts: this.counts };
    this.rows = 0;
    this.counts = new Map();
    return taken;
  }

  private announce(rows: number) {
    if (rows === 0) return;
    void this.events.publish('articles.changed', { websiteId: this.websiteId, count: rows });
  }
}
