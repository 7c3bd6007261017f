import { Injectable } from '@nestjs/common';
import type { JobReporter } from '../../core/queues/job-reporter';
import { RealtimeEvents } from '../../core/realtime/realtime-events';
import { WebsiteCredentials } from '../../websites/website-credentials';
import { WebsitesService } from '../../websites/websites.service';
import { WordPressClient } from '../../wordpress/wordpress.client';
import { WordPressError } from '../../wordpress/wordpress.errors';
import { ArticleStore } from '../article-store.repository';
import { ChunkWriter } from './chunk-writer';
import { CommittedChanges } from './committed-changes';
import { NameResolver } from './name-resolver';
import { fetchAllPages } from './page-fetcher';

export type SyncMode = 'full' | 'incremental';

export interface SyncSummary {
  websiteId: number;
  websiteName: string;
  mode: SyncMode;
  /** X-WP-Total of the window. */
  total: number;
  pages: number;
  inserted: number;
  changed: number;
  deleted: number;
  /** Wall time of the whole run, and the part spent in upsert transactions. */
  durationMs: number;
  upsertMs: number;
  /** How long WordPress took to answer page 1 (an incremental run is mostly that). */
  firstPageMs: number;
  /** Rows sent to the upsert (one per post returned). */
  rowsUpserted: number;
  /** The reconcile pass has not run for a while: the processor queues it. */
  reconcileDue: boolean;
}

/** A sync that cannot succeed by retrying (no credentials): the job ends at once. */
export class SyncAbort extends Error {
  /** Retrying cannot help (no credentials, a site that moved): the run ends at once. */
  readonly permanent = true;

  constructor(
    readonly reason: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** A page of posts WordPress did not give: the run fails naming it (and is retried). */
export class SyncPageError extends Error {
  readonly reason: 'page-server-error' | 'page-failed';
  readonly detail: string;
  readonly params: Record<string, string | number>;

  constructor(
    readonly cause: WordPressError,
    page: number,
    pages: number | undefined,
  ) {
    const of = pages ? ` of ${pages}` : '';
    const server = cause.reason === 'server-error';
    const detail = server
      ? `WordPress answered with a server error (${cause.status ?? 500}) on page ${page}${of} of the posts. The site may be overloaded or broken.`
      : `WordPress did not send page ${page}${of} of the posts: ${cause.detail}`;
    super(detail);
    this.reason = server ? 'page-server-error' : 'page-failed';
    this.detail = detail;
    this.params = {
      page,
      pages: pages ?? '?',
      ...(server ? { status: cause.status ?? 500 } : {}),
    };
  }
}

/** WordPress errors on a page that name the page; the others (credentials…) keep their reason. */
const PAGE_REASONS = new Set<string>([
  'server-error',
  'timeout',
  'malformed-response',
  'unexpected-response',
  'rate-limited',
  'too-large',
  'unreachable',
]);

const DAY_MS = 86_400_000;
/** An incremental run asks for posts modified this long before the last run's cursor. */
export const CURSOR_MARGIN_MS = 2_000;
/** Without a `Date` from the site, its clock is unknown: a wider margin. */
const NO_CLOCK_MARGIN_MS = 5 * 60_000;
/** The reconcile pass runs after an incremental sync when the last one is older than this. */
export const RECONCILE_EVERY_MS = 60 * 60_000;

/**
 * One website's sync, 100 posts a page in every status with bounded parallel fetches; each page
 * is resolved (authors, terms, media in bulk) and upserted as one chunk while the next pages
 * download; then posts WordPress confirms gone are marked.
 *
 * The first run (or a full import) reads every post (or those modified in the website's last
 * `syncDays` days); once a run completes, the site's clock when it asked for its first page is
 * the cursor, and the next run asks only for posts modified after it (minus a margin): a quiet
 * site costs one request. Changes that leave `modified` alone (permanent deletions, cron
 * publishing, term renames) are the reconcile pass's. Idempotent: a re-run (retry, killed worker)
 * rewrites the same keys and changes nothing twice; a run that fails moves no cursor and marks
 * nothing deleted.
 */
@Injectable()
export class SyncWebsiteUseCase {
  constructor(
    private readonly websites: WebsitesService,
    private readonly credentials: WebsiteCredentials,
    private readonly wordpress: WordPressClient,
    private readonly store: ArticleStore,
    private readonly realtime: RealtimeEvents,
  ) {}

  /** Null when the website no longer exists (deleted while the job waited). */
  async run(
    websiteId: number,
    reporter: Pick<JobReporter, 'report'> &
      Partial<Pick<JobReporter, 'throwIfCancelled' | 'signal'>>,
    opts: { full?: boolean } = {},
  ): Promise<SyncSummary | null> {
    const started = performance.now();
    // The website with its credentials, and the cursor: two plain reads side by side.
    const [target, state] = await Promise.all([
      this.credentials.forSync(websiteId),
      this.store.syncState(websiteId),
    ]);
    if (!target) return null;
    const { website, credentials } = target;
    if (!credentials) {
      throw new SyncAbort(
        'missing-credentials',
        'The website has no API username or application password: add them and verify it.',
      );
    }
    // A cancel ends the page requests under way at once (a slow site could hold one for minutes).
    const site = await this.wordpress.connect(credentials, { signal: reporter.signal });
    const mode: SyncMode = opts.full || !state?.cursor ? 'full' : 'incremental';
    const windowStart = website.syncDays ? new Date(Date.now() - website.syncDays * DAY_MS) : null;
    const since =
      mode === 'full' ? windowStart : new Date(state!.cursor!.getTime() - CURSOR_MARGIN_MS);
    const resolver = new NameResolver(site, this.store, websiteId, mode === 'incremental');
    resolver.preload(); // stored names load while page 1 downloads
    // Rows of the window as they stood before this run (all it writes, it has seen): read while
    // page 1 downloads.
    const stored = this.store.remoteIdsModifiedSince(websiteId, since);
    stored.catch(() => undefined); // awaited below
    const seen = new Set<number>();
    const progress = { pagesDone: 0, articlesDone: 0, articlesTotal: 0 };
    const changes = new CommittedChanges(this.store, this.realtime, websiteId);
    const progressBar = this.progressReporter(progress, reporter, changes);
    const commits: Promise<void>[] = [];
    const writer = new ChunkWriter(this.store, websiteId, (result) => changes.add(result));
    let cursor: Date | null = null;
    let firstPageMs = 0;

    // A full run of a window counts the site's posts beside it (what the window leaves out); an
    // incremental run leaves the count to the reconcile pass (a quiet site costs one request).
    const siteCount: Promise<number | null> =
      mode === 'full' && windowStart ? site.postCount().catch(() => null) : Promise.resolve(null);
    const fetched = fetchAllPages(
      async (pageNumber, pagesTotal) => {
        const sentAt = Date.now();
        try {
          const page = await site.postsPage(pageNumber, since);
          if (pageNumber === 1) {
            cursor = page.sentAtSiteTime ?? new Date(sentAt - NO_CLOCK_MARGIN_MS);
            firstPageMs = Date.now() - sentAt;
          }
          return page;
        } catch (error) {
          // Page 1 failing is the site failing (its own reason says it); a later page is named.
          if (pageNumber > 1 && error instanceof WordPressError && PAGE_REASONS.has(error.reason)) {
            throw new SyncPageError(error, pageNumber, pagesTotal);
          }
          throw error;
        }
      },
      async (page, pageNumber, pagesTotal) => {
        // Cancelled: no further page is stored or fetched.
        reporter.throwIfCancelled?.();
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
    const candidates = (await stored).filter((id) => !seen.has(id));
    let deleted = 0;
    if (candidates.length > 0) {
      const existing = await site.existingPostIds(candidates);
      deleted = await this.store.markDeleted(
        websiteId,
        candidates.filter((id) => !existing.has(id)),
      );
    }
    const now = new Date();
    // A full run over every post has compared the whole id set: a reconcile pass in itself.
    const reconciled = mode === 'full' && !windowStart;
    // Posts on the site: the run's own count when it listed every post, else the one asked for.
    const remoteTotal = reconciled ? total : await siteCount;
    await Promise.all([
      changes.settle(deleted),
      this.store.saveSyncState(websiteId, {
        cursor,
        ...(mode === 'full' ? { fullSyncedAt: now } : {}),
        ...(reconciled ? { reconciledAt: now } : {}),
        ...(remoteTotal !== null ? { remoteTotal, remoteCountedAt: now } : {}),
      }),
      this.websites.markSynced(websiteId, now),
    ]);
    const lastReconciled = reconciled ? now : (state?.reconciledAt ?? null);
    return {
      websiteId,
      websiteName: website.name,
      mode,
      total,
      pages: totalPages,
      inserted: writer.totals.inserted,
      changed: writer.totals.changed,
      deleted,
      durationMs: Math.round(performance.now() - started),
      upsertMs: Math.round(writer.totals.upsertMs),
      firstPageMs,
      rowsUpserted: writer.totals.rows,
      reconcileDue:
        !lastReconciled || now.getTime() - lastReconciled.getTime() >= RECONCILE_EVERY_MS,
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
        // A run of one page (an incremental sync, mostly) ends at once: its completion says it all.
        if (last && pagesTotal === 1) return;
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
