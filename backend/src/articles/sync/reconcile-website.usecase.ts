import { Injectable } from '@nestjs/common';
import type { JobReporter } from '../../core/queues/job-reporter';
import { RealtimeEvents } from '../../core/realtime/realtime-events';
import { WebsiteCredentials } from '../../websites/website-credentials';
import { WebsitesService } from '../../websites/websites.service';
import { WordPressClient } from '../../wordpress/wordpress.client';
import type { WordPressSite } from '../../wordpress/wordpress-site';
import {
  type PostState,
  type PostStatesPage,
  type RemoteTerm,
  type TermTaxonomy,
} from '../../wordpress/wordpress.types';
import { ArticleStore, type StoredState } from '../article-store.repository';
import { ChunkWriter } from './chunk-writer';
import { CommittedChanges } from './committed-changes';
import { NameResolver, termNames } from './name-resolver';
import { fetchAllPages } from './page-fetcher';
import { CURSOR_MARGIN_MS, SyncAbort } from './sync-website.usecase';

export interface ReconcileSummary {
  websiteId: number;
  websiteName: string;
  /** Posts WordPress counts. */
  total: number;
  /** Id pages listed: none when WordPress and the stored rows agreed on their counts. */
  pages: number;
  /** Posts read again in full (status or date moved, or missing here) and their outcome. */
  inserted: number;
  changed: number;
  /** Rows whose category, tag or author names moved (a term or user renamed, a term moved). */
  renamed: number;
  deleted: number;
  durationMs: number;
  /** The part spent listing (ids, statuses, terms from WordPress; the stored rows). */
  listMs: number;
}

/** Id listings in flight at once: the listing is cheap for WordPress (no bodies, no names). */
const LIST_CONCURRENCY = 6;
const DAY_MS = 86_400_000;

/**
 * The reconcile pass: what the incremental sync cannot see because WordPress leaves `modified`
 * alone. A quiet site (the common case) is checked without listing its ids: when WordPress counts
 * as many posts in every status as are stored, has the same sticky posts, every post modified since
 * the last sync is stored as it is, and no category or tag was renamed, moved or removed, the rows
 * agree (`agrees`). Otherwise it lists every post's id, status, modified date and term ids
 * (`_fields`, 100 a page, in parallel) and every category and tag, compares them with the stored
 * rows, and:
 * - marks rows WordPress no longer lists as deleted, once WordPress confirms they are gone;
 * - reads again, in full, posts whose status or modified date moved (cron publishing a scheduled
 *   post, a status changed behind the sync's back) and posts of the window missing here;
 * - rewrites the category and tag names of posts whose terms were renamed, moved or removed, and
 *   the website's stored terms.
 * A failure (a revoked password, a broken page) stops it before anything is marked deleted.
 */
@Injectable()
export class ReconcileWebsiteUseCase {
  constructor(
    private readonly websites: WebsitesService,
    private readonly credentials: WebsiteCredentials,
    private readonly wordpress: WordPressClient,
    private readonly store: ArticleStore,
    private readonly realtime: RealtimeEvents,
  ) {}

  async run(
    websiteId: number,
    reporter: Pick<JobReporter, 'report'> & Partial<Pick<JobReporter, 'signal'>>,
  ): Promise<ReconcileSummary | null> {
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
    // Reads only: a cancel ends the requests under way at once.
    const site = await this.wordpress.connect(credentials, { signal: reporter.signal });
    const windowStart = website.syncDays ? new Date(Date.now() - website.syncDays * DAY_MS) : null;
    const cursor = (await this.store.syncState(websiteId))?.cursor ?? null;

    // Read whether or not the ids are listed.
    const named = Promise.all([
      site.allTerms(),
      this.store.knownTerms(websiteId, null),
      this.renamedAuthors(site, websiteId),
    ]);
    named.catch(() => undefined); // awaited below
    // A window leaves posts out of the stored rows on purpose: its counts never agree.
    const agreed =
      !windowStart && cursor
        ? await this.agrees(site, websiteId, new Date(cursor.getTime() - CURSOR_MARGIN_MS), named)
        : null;

    const remote = new Map<number, PostState>();
    const listed: Promise<{ total: number; totalPages: number }> = agreed
      ? Promise.resolve({ total: agreed.total, totalPages: 0 })
      : fetchAllPages<PostStatesPage>(
          (page) => site.postStatesPage(page),
          (page) => {
            for (const state of page.states) remote.set(state.remoteId, state);
            return Promise.resolve();
          },
          LIST_CONCURRENCY,
          (page) => page.states.length === 0,
        );
    const [{ total, totalPages }, [terms, storedTerms, authors], local] = await Promise.all([
      listed,
      named,
      agreed ? new Map<number, StoredState>() : this.store.snapshot(websiteId),
    ]);
    const listMs = Math.round(performance.now() - started);
    await reporter.report({
      percent: 50,
      detail: { articlesTotal: total, pagesTotal: totalPages },
    });

    const termMap = new Map<number, RemoteTerm>(terms.map((t) => [t.id, t]));
    const { gone, reread, renamed } = agreed
      ? { gone: [], reread: [], renamed: [] }
      : compare(remote, local, termMap, windowStart);

    // Gone from the listing: marked only once WordPress confirms, id by id, that they are gone.
    let deleted = 0;
    if (gone.length > 0) {
      const existing = await site.existingPostIds(gone);
      deleted = await this.store.markDeleted(
        websiteId,
        gone.filter((id) => !existing.has(id)),
      );
    }

    const changes = new CommittedChanges(this.store, this.realtime, websiteId);
    const writer = new ChunkWriter(this.store, websiteId, (result) => changes.add(result));
    // Stored posts read again differed from WordPress (that is why): each one is a change.
    let changed = 0;
    if (reread.length > 0) {
      const resolver = new NameResolver(site, this.store, websiteId);
      resolver.know(terms);
      const posts = await site.postsByIds(reread);
      changed = posts.filter((p) => local.has(p.remoteId)).length;
      await writer.write(resolver.resolve(posts));
    }
    const renamedRows = await this.store.updateTermNames(websiteId, renamed);
    const movedTerms = terms.filter((t) => {
      const old = storedTerms.get(t.id);
      return !old || old.name !== t.name || old.parent !== t.parent;
    });
    await this.store.upsertTerms(websiteId, movedTerms);
    // Terms gone from WordPress: their posts' names were rewritten above.
    await this.store.removeTerms(
      websiteId,
      [...storedTerms.keys()].filter((id) => !termMap.has(id)),
    );
    const authorRows = await this.store.renameAuthors(websiteId, authors);
    await changes.settle(deleted + renamedRows + authorRows);
    const now = new Date();
    await this.store.saveSyncState(websiteId, {
      reconciledAt: now,
      remoteTotal: total,
      remoteCountedAt: now,
    });
    return {
      websiteId,
      websiteName: website.name,
      total,
      pages: totalPages,
      inserted: writer.totals.inserted,
      changed,
      renamed: renamedRows + authorRows,
      deleted,
      durationMs: Math.round(performance.now() - started),
      listMs,
    };
  }

  /**
   * Whether WordPress and the stored rows agree without listing every id, and how many posts
   * WordPress counts when they do. Each change the pass exists for moves one of these: a post
   * deleted for good or published by cron, or a status changed without `modified`, moves a status
   * count; sticking a post moves the sticky list; a renamed, moved or removed term moves the terms.
   * A post created since the last sync, even one dated in the past (an import), is newer than every
   * stored one (WordPress numbers posts in order), and a post edited since shows among those
   * modified since the cursor: neither can hide a deletion in the counts. Only status changes that
   * cancel out in every count without touching `modified` (never made through WordPress itself)
   * would pass unseen.
   */
  private async agrees(
    site: WordPressSite,
    websiteId: number,
    since: Date,
    named: Promise<
      [
        RemoteTerm[],
        Map<number, { taxonomy: TermTaxonomy; name: string; parent: number | null }>,
        unknown,
      ]
    >,
  ): Promise<{ total: number } | null> {
    // The posts first: when they differ, the listing starts without waiting for the terms.
    const [shape, stored] = await Promise.all([
      site.postShape(since),
      this.store.liveShape(websiteId),
    ]);
    if (!shape.sticky || !shape.modified) return null;
    const statuses = new Set([...shape.counts.keys(), ...stored.counts.keys()]);
    for (const status of statuses) {
      if ((shape.counts.get(status) ?? 0) !== (stored.counts.get(status) ?? 0)) return null;
    }
    if (
      shape.sticky.length !== stored.sticky.size ||
      shape.sticky.some((id) => !stored.sticky.has(id))
    ) {
      return null;
    }
    if (shape.newest === null) return null;
    const rows = await this.store.snapshot(websiteId, [
      shape.newest,
      ...shape.modified.map((p) => p.remoteId),
    ]);
    if (!rows.get(shape.newest) || rows.get(shape.newest)!.deleted) return null;
    const synced = shape.modified.every((p) => {
      const row = rows.get(p.remoteId);
      return (
        !!row &&
        !row.deleted &&
        row.status === p.status &&
        row.modifiedAt.getTime() === p.modifiedAt?.getTime()
      );
    });
    if (!synced) return null;
    const [terms, storedTerms] = await named;
    const current = new Map(terms.map((t) => [t.id, t]));
    for (const [id, old] of storedTerms) {
      const now = current.get(id);
      if (!now || now.name !== old.name || now.parent !== old.parent) return null;
    }
    let total = 0;
    for (const n of shape.counts.values()) total += n;
    return { total };
  }

  /**
   * Authors renamed in WordPress since their names were stored (an edit of a user leaves their
   * posts' `modified` alone): the stored authors' names read again, 100 a request.
   */
  private async renamedAuthors(site: WordPressSite, websiteId: number) {
    const stored = await this.store.knownAuthors(websiteId, null);
    if (stored.size === 0) return new Map<number, string>();
    const current = await site.authors([...stored.keys()]);
    return new Map([...current].filter(([id, name]) => stored.get(id) !== name));
  }
}

/** What differs between WordPress's listing and the stored rows. */
export function compare(
  remote: ReadonlyMap<number, PostState>,
  local: ReadonlyMap<number, StoredState>,
  terms: ReadonlyMap<number, RemoteTerm>,
  windowStart: Date | null,
) {
  const gone: number[] = [];
  for (const [id, row] of local) if (!row.deleted && !remote.has(id)) gone.push(id);
  const reread: number[] = [];
  const renamed: {
    remoteId: number;
    categories: string[];
    categoryPaths: string[][];
    tags: string[];
  }[] = [];
  for (const state of remote.values()) {
    const row = local.get(state.remoteId);
    if (!row) {
      if (!windowStart || state.modifiedAt > windowStart) reread.push(state.remoteId);
      continue;
    }
    if (
      row.deleted ||
      row.status !== state.status ||
      row.sticky !== state.sticky ||
      row.modifiedAt.getTime() !== state.modifiedAt.getTime()
    ) {
      reread.push(state.remoteId);
      continue;
    }
    const names = termNames(terms, state.categoryIds, state.tagIds);
    if (
      JSON.stringify(names.categories) !== JSON.stringify(row.categories) ||
      JSON.stringify(names.categoryPaths) !== JSON.stringify(row.categoryPaths) ||
      JSON.stringify(names.tags) !== JSON.stringify(row.tags)
    ) {
      renamed.push({ remoteId: state.remoteId, ...names });
    }
  }
  return { gone, reread, renamed };
}
