import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../core/config/env';
import type { JobReporter } from '../../core/queues/job-reporter';
import { RealtimeEvents } from '../../core/realtime/realtime-events';
import { WebsiteCredentials } from '../../websites/website-credentials';
import { WebsitesService } from '../../websites/websites.service';
import { WordPressClient } from '../../wordpress/wordpress.client';
import { ArticleStore } from '../article-store.repository';
import { ChunkWriter } from './chunk-writer';
import { CommittedChanges } from './committed-changes';
import { NameResolver } from './name-resolver';
import { fetchAllPages } from './page-fetcher';

export interface SyncSummary {
  websiteId: number;
  websiteName: string;
  /** X-WP-Total of the window. */
  total: number;
  pages: number;
  inserted: number;
  changed: number;
  deleted: number;
  /** Wall time of the whole run, and the part spent in upsert transactions. */
  durationMs: number;
  upsertMs: number;
  /** Rows sent to the upsert (one per post returned). */
  rowsUpserted: number;
}

/** A sync that cannot succeed by retrying (no credentials): the job ends at once. */
export class SyncAbort extends Error {
  constructor(
    readonly reason: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const DAY_MS = 86_400_000;

/**
 * One website's sync: posts modified in the last SYNC_DAYS days, all statuses, 100 a page with
 * bounded parallel fetches; each page is resolved (authors, terms, media in bulk) and upserted as
 * one chunk while the next pages download; then posts WordPress confirms gone are marked.
 * Idempotent: a re-run (retry, killed worker) rewrites the same keys and changes nothing twice.
 */
@Injectable()
export class SyncWebsiteUseCase {
  constructor(
    private readonly config: AppConfig,
    private readonly websites: WebsitesService,
    private readonly credentials: WebsiteCredentials,
    private readonly wordpress: WordPressClient,
    private readonly store: ArticleStore,
    private readonly realtime: RealtimeEvents,
  ) {}

  /** Null when the website no longer exists (deleted while the job waited). */
  async run(websiteId: number, reporter: Pick<JobReporter, 'report'>): Promise<SyncSummary | null> {
    const started = performance.now();
    const website = await this.websites.find(websiteId);
    if (!website) return null;
    const credentials = await this.credentials.of(website);
    if (!credentials) {
      throw new SyncAbort(
        'missing-credentials',
        'The website has no API username or application password: add them and verify it.',
      );
    }
    const site = await this.wordpress.connect(credentials);
    const since = new Date(Date.now() - this.config.SYNC_DAYS * DAY_MS);
    const resolver = new NameResolver(site, this.store, websiteId);
    const seen = new Set<number>();
    const progress = { pagesDone: 0, articlesDone: 0, articlesTotal: 0 };
    const changes = new CommittedChanges(this.store, this.realtime, websiteId);
    const progressBar = this.progressReporter(progress, reporter, changes);
    const commits: Promise<void>[] = [];
    const writer = new ChunkWriter(this.store, websiteId, (result) => changes.add(result));

    const fetched = fetchAllPages(
      (page) => site.postsPage(page, since),
      async (page, pageNumber, pagesTotal) => {
        if (pageNumber === 1) progress.articlesTotal = page.total;
        for (const post of page.posts) seen.add(post.remoteId);
        // Names are looked up and rows committed while later pages download; progress follows
        // commits.
        const committed = writer.write(resolver.resolve(page.posts)).then(async () => {
          progress.pagesDone++;
          progress.articlesDone += page.posts.length;
          await progressBar.report(pagesTotal);
        });
        committed.catch(() => undefined); // awaited below; a failure also stops `room`
        commits.push(committed);
        await writer.room();
      },
    );
    let total: number;
    let totalPages: number;
    try {
      ({ total, totalPages } = await fetched);
      await Promise.all(commits);
    } catch (error) {
      // Nothing of this attempt may still be writing when the job retries.
      await Promise.allSettled(commits);
      // What was committed before the failure stays: counted, and shown in lists.
      await changes.settle(0).catch(() => undefined);
      throw error;
    }

    // Rows of the window WordPress did not return: marked only once WordPress confirms them gone.
    const candidates = (await this.store.remoteIdsModifiedSince(websiteId, since)).filter(
      (id) => !seen.has(id),
    );
    let deleted = 0;
    if (candidates.length > 0) {
      const existing = await site.existingPostIds(candidates);
      deleted = await this.store.markDeleted(
        websiteId,
        candidates.filter((id) => !existing.has(id)),
      );
    }
    await changes.settle(deleted);
    await this.websites.markSynced(websiteId);
    return {
      websiteId,
      websiteName: website.name,
      total,
      pages: totalPages,
      inserted: writer.totals.inserted,
      changed: writer.totals.changed,
      deleted,
      durationMs: Math.round(performance.now() - started),
      upsertMs: Math.round(writer.totals.upsertMs),
      rowsUpserted: writer.totals.rows,
    };
  }

  /**
   * The bar moves at most every 250 ms (and on the last page), on the job's room with the pages
   * and articles done; committed changes are counted and announced with it. The job reporter
   * writes history after 5 points and a second: the cost stays flat however many pages a site has
   * and however fast they come. The percent stops at 95 until the run has completed.
   */
  private progressReporter(
    progress: { pagesDone: number; articlesDone: number; articlesTotal: number },
    reporter: Pick<JobReporter, 'report'>,
    changes: CommittedChanges,
  ) {
    let emittedAt = 0;
    return {
      report: async (pagesTotal: number) => {
        const last = progress.pagesDone === pagesTotal;
        const now = Date.now();
        if (!last && now - emittedAt < 250) return;
        emittedAt = now;
        // The last page's changes are settled with exact counts right after.
        if (!last) await changes.flush();
        await reporter.report({
          percent: Math.min(95, Math.floor((progress.pagesDone / pagesTotal) * 95)),
          detail: { pagesTotal, ...progress },
        });
      },
    };
  }
}
