import type { ProgressReport } from '../../core/queues/job-reporter';
import type { RealtimeEvents } from '../../core/realtime/realtime-events';
import type { Website } from '../../websites/entities/website.entity';
import type { WebsiteCredentials } from '../../websites/website-credentials';
import type { WebsitesService } from '../../websites/websites.service';
import type { WordPressClient } from '../../wordpress/wordpress.client';
import { WordPressError } from '../../wordpress/wordpress.errors';
import type { WordPressSite } from '../../wordpress/wordpress-site';
import type {
  PostStatesPage,
  PostStatus,
  RemotePost,
  RemoteTerm,
  SiteCredentials,
} from '../../wordpress/wordpress.types';
import type {
  ArticleStore,
  ArticleUpsert,
  ChunkResult,
  StoredState,
  SyncState,
} from '../article-store.repository';
import { ReconcileWebsiteUseCase } from './reconcile-website.usecase';
import { SyncAbort } from './sync-website.usecase';

import { remotePost } from './remote-post.fixture';

const WEBSITE_ID = 7;
const WORLD: RemoteTerm = { id: 10, taxonomy: 'category', name: 'World', parent: null };

type StoredRow = ArticleUpsert & { deleted: boolean };

/** The stored side in memory: articles by remote id, the website's terms, authors and state. */
class FakeArticleStore {
  readonly rows = new Map<number, StoredRow>();
  readonly authors = new Map<number, string>([[1, 'Ann']]);
  readonly terms = new Map<number, RemoteTerm>([[WORLD.id, WORLD]]);
  state: SyncState | null = null;

  /** Rows as the last sync stored them: `post` with its names as the stored terms say. */
  seed(posts: RemotePost[]) {
    for (const p of posts) {
      const names = p.categoryIds.map((id) => this.terms.get(id)!.name);
      this.rows.set(p.remoteId, {
        ...(p as unknown as ArticleUpsert),
        authorName: this.authors.get(p.authorRemoteId!) ?? null,
        categories: names,
        categoryPaths: names.map((n) => [n]),
        tags: [],
        deleted: false,
      });
    }
  }

  private live() {
    return [...this.rows.values()].filter((r) => !r.deleted);
  }

  syncState() {
    return Promise.resolve(this.state);
  }

  saveSyncState(_websiteId: number, patch: Partial<SyncState>) {
    this.state = { ...this.state!, ...patch };
    return Promise.resolve();
  }

  liveShape() {
    const counts = new Map<PostStatus, number>();
    for (const r of this.live()) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    const sticky = new Set(
      this.live()
        .filter((r) => r.sticky)
        .map((r) => r.remoteId),
    );
    return Promise.resolve({ counts, sticky });
  }

  snapshot(_websiteId: number, ids?: number[]) {
    const rows = [...this.rows.values()].filter((r) => !ids || ids.includes(r.remoteId));
    return Promise.resolve(
      new Map<number, StoredState>(
        rows.map((r) => [
          r.remoteId,
          {
            status: r.status,
            modifiedAt: r.modifiedAt,
            deleted: r.deleted,
            sticky: r.sticky,
            categories: r.categories,
            categoryPaths: r.categoryPaths,
            tags: r.tags,
          },
        ]),
      ),
    );
  }

  markDeleted(_websiteId: number, remoteIds: number[]) {
    const marked = remoteIds.filter((id) => this.rows.get(id)?.deleted === false);
    for (const id of marked) this.rows.get(id)!.deleted = true;
    return Promise.resolve(marked.length);
  }

  upsertChunk(_websiteId: number, incoming: ArticleUpsert[]): Promise<ChunkResult> {
    const inserted = incoming.filter((r) => !this.rows.has(r.remoteId)).length;
    for (const row of incoming) this.rows.set(row.remoteId, { ...row, deleted: false });
    return Promise.resolve({ inserted, changed: incoming.length - inserted, counts: new Map() });
  }

  updateTermNames(
    _websiteId: number,
    rows: { remoteId: number; categories: string[]; categoryPaths: string[][]; tags: string[] }[],
  ) {
    for (const { remoteId, ...names } of rows) Object.assign(this.rows.get(remoteId)!, names);
    return Promise.resolve(rows.length);
  }

  knownTerms() {
    return Promise.resolve(new Map([...this.terms].map(([id, { id: _, ...t }]) => [id, t])));
  }

  knownAuthors() {
    return Promise.resolve(new Map(this.authors));
  }

  upsertTerms(_websiteId: number, terms: RemoteTerm[]) {
    for (const t of terms) this.terms.set(t.id, t);
    return Promise.resolve();
  }

  removeTerms(_websiteId: number, ids: number[]) {
    for (const id of ids) this.terms.delete(id);
    return Promise.resolve();
  }

  upsertAuthors(_websiteId: number, names: Map<number, string>) {
    for (const [id, name] of names) this.authors.set(id, name);
    return Promise.resolve();
  }

  renameAuthors(_websiteId: number, names: Map<number, string>) {
    for (const [id, name] of names) this.authors.set(id, name);
    let renamed = 0;
    for (const row of this.rows.values()) {
      const name = row.authorRemoteId === null ? undefined : names.get(row.authorRemoteId);
      if (name !== undefined && row.authorName !== name) {
        row.authorName = name;
        renamed++;
      }
    }
    return Promise.resolve(renamed);
  }

  applyCounts() {
    return Promise.resolve();
  }

  recount() {
    return Promise.resolve();
  }
}

/** A WordPress site: its posts, terms and authors, listing states `perPage` at a time. */
class FakeSite {
  categories: RemoteTerm[] = [WORLD];
  authorNames = new Map<number, string>([[1, 'Ann']]);
  readonly listedPages: number[] = [];
  readonly reread: number[][] = [];
  readonly failures = new Map<number, Error>();

  constructor(
    public posts: RemotePost[],
    private readonly perPage = 2,
    /** Posts the site still has though its listing left them out. */
    readonly alsoExisting: number[] = [],
  ) {}

  postStatesPage(page: number): Promise<PostStatesPage> {
    this.listedPages.push(page);
    const failure = this.failures.get(page);
    if (failure) return Promise.reject(failure);
    return Promise.resolve({
      states: this.posts
        .slice((page - 1) * this.perPage, page * this.perPage)
        .map(({ remoteId, status, modifiedAt, sticky, categoryIds, tagIds }) => ({
          remoteId,
          status,
          modifiedAt,
          sticky,
          categoryIds,
          tagIds,
        })),
      total: this.posts.length,
      totalPages: Math.ceil(this.posts.length / this.perPage),
    });
  }

  postShape(since: Date) {
    const counts = new Map<PostStatus, number>();
    for (const p of this.posts) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
    return Promise.resolve({
      counts,
      newest: Math.max(...this.posts.map((p) => p.remoteId)),
      sticky: this.posts.filter((p) => p.sticky).map((p) => p.remoteId),
      modified: this.posts
        .filter((p) => p.modifiedAt > since)
        .map(({ remoteId, status, modifiedAt }) => ({ remoteId, status, modifiedAt })),
    });
  }

  postsByIds(ids: number[]) {
    this.reread.push(ids);
    return Promise.resolve(this.posts.filter((p) => ids.includes(p.remoteId)));
  }

  existingPostIds(ids: number[]) {
    const here = new Set([...this.posts.map((p) => p.remoteId), ...this.alsoExisting]);
    return Promise.resolve(new Set(ids.filter((id) => here.has(id))));
  }

  allTerms() {
    return Promise.resolve(this.categories);
  }

  terms(categoryIds: number[], tagIds: number[]) {
    const ids = [...categoryIds, ...tagIds];
    return Promise.resolve(
      new Map(this.categories.filter((t) => ids.includes(t.id)).map((t) => [t.id, t])),
    );
  }

  authors(ids: number[]) {
    const found = new Map<number, string>();
    for (const id of ids) if (this.authorNames.has(id)) found.set(id, this.authorNames.get(id)!);
    return Promise.resolve(found);
  }

  mediaInfo() {
    return Promise.resolve(new Map());
  }
}

function setup({
  posts = [1, 2, 3].map((id) => remotePost(id)),
  alsoExisting = [] as number[],
  credentials = true,
} = {}) {
  const store = new FakeArticleStore();
  const site = new FakeSite(posts, 2, alsoExisting);
  const website = { id: WEBSITE_ID, name: 'Daily News', syncDays: null } as Website;
  const websites = {
    find: (id: number) => Promise.resolve(id === WEBSITE_ID ? website : null),
  };
  const siteCredentials: SiteCredentials = {
    url: 'https://news.example',
    username: 'editor',
    applicationPassword: 'abcd efgh',
  };
  const fakeCredentials = {
    of: () => Promise.resolve(credentials ? siteCredentials : null),
  };
  const wordpress = { connect: () => Promise.resolve(site as unknown as WordPressSite) };
  const events: { event: string; payload: unknown }[] = [];
  const realtime = {
    publish: (event: string, payload: unknown) => {
      events.push({ event, payload });
      return Promise.resolve();
    },
  };
  const usecase = new ReconcileWebsiteUseCase(
    websites as unknown as WebsitesService,
    fakeCredentials as unknown as WebsiteCredentials,
    wordpress as unknown as WordPressClient,
    store as unknown as ArticleStore,
    realtime as unknown as RealtimeEvents,
  );
  const reports: ProgressReport[] = [];
  const reporter = {
    report: (progress: ProgressReport) => {
      reports.push(progress);
      return Promise.resolve();
    },
  };
  // The last sync stored what WordPress had; each test then changes WordPress behind its back.
  store.seed(posts);
  store.state = {
    cursor: new Date('2026-02-01T00:00:00Z'),
    fullSyncedAt: new Date('2026-02-01T00:00:00Z'),
    reconciledAt: null,
    remoteTotal: posts.length,
    remoteCountedAt: null,
  };
  return { usecase, store, site, reporter, reports, events };
}

const liveIds = (store: FakeArticleStore) =>
  [...store.rows.values()].filter((r) => !r.deleted).map((r) => r.remoteId);

describe('ReconcileWebsiteUseCase', () => {
  it('checks a quiet site from its counts alone, without listing every post', async () => {
    const { usecase, store, site, reporter, events } = setup();

    const summary = await usecase.run(WEBSITE_ID, reporter);

    expect(summary).toMatchObject({
      total: 3,
      pages: 0,
      inserted: 0,
      changed: 0,
      renamed: 0,
      deleted: 0,
    });
    expect(site.listedPages).toEqual([]);
    expect(store.state?.reconciledAt).toBeInstanceOf(Date);
    expect(store.state).toMatchObject({ remoteTotal: 3 });
    expect(events).toEqual([]);
  });

  it('marks posts deleted in WordPress once it confirms they are gone, and keeps the rest', async () => {
    const { usecase, store, site, reporter, events } = setup({
      posts: [1, 2, 3, 4].map((id) => remotePost(id)),
      alsoExisting: [3],
    });
    // Deleted for good in WordPress: their `modified` never moved, only the counts did.
    site.posts = site.posts.filter((p) => p.remoteId <= 2);

    const summary = await usecase.run(WEBSITE_ID, reporter);

    expect(summary).toMatchObject({ total: 2, pages: 1, deleted: 1 });
    expect(liveIds(store).sort()).toEqual([1, 2, 3]);
    expect(store.rows.get(4)?.deleted).toBe(true);
    expect(events).toContainEqual({
      event: 'articles.changed',
      payload: { websiteId: WEBSITE_ID, count: 1 },
    });
  });

  it('reads in full and stores posts WordPress has that were never stored', async () => {
    const { usecase, store, site, reporter } = setup();
    site.posts = [...site.posts, remotePost(9, { title: 'An imported post' })];

    const summary = await usecase.run(WEBSITE_ID, reporter);

    expect(summary).toMatchObject({ total: 4, inserted: 1, changed: 0 });
    expect(site.reread).toEqual([[9]]);
    expect(store.rows.get(9)).toMatchObject({
      title: 'An imported post',
      categories: ['World'],
      authorName: 'Ann',
      deleted: false,
    });
  });

  it('reads again a post published by cron though its modified date did not move', async () => {
    const { usecase, store, site, reporter } = setup({
      posts: [remotePost(1), remotePost(2, { status: 'future' })],
    });
    site.posts = [remotePost(1), remotePost(2, { status: 'publish' })];

    const summary = await usecase.run(WEBSITE_ID, reporter);

    expect(summary).toMatchObject({ inserted: 0, changed: 1 });
    expect(store.rows.get(2)?.status).toBe('publish');
  });

  it('rewrites category names on stored posts when a category is renamed in WordPress', async () => {
    const { usecase, store, site, reporter } = setup();
    site.categories = [{ ...WORLD, name: 'World news' }];

    const summary = await usecase.run(WEBSITE_ID, reporter);

    expect(summary).toMatchObject({ renamed: 3, inserted: 0, changed: 0, deleted: 0 });
    expect(store.rows.get(1)).toMatchObject({
      categories: ['World news'],
      categoryPaths: [['World news']],
    });
    expect(store.terms.get(WORLD.id)?.name).toBe('World news');
    // Names alone moved: no post was read again.
    expect(site.reread).toEqual([]);
  });

  it('follows an author renamed in WordPress on every post of theirs', async () => {
    const { usecase, store, site, reporter } = setup();
    site.authorNames.set(1, 'Ann Smith');

    const summary = await usecase.run(WEBSITE_ID, reporter);

    expect(summary).toMatchObject({ renamed: 3 });
    expect([...store.rows.values()].map((r) => r.authorName)).toEqual([
      'Ann Smith',
      'Ann Smith',
      'Ann Smith',
    ]);
    expect(store.authors.get(1)).toBe('Ann Smith');
  });

  it('reports how many posts it compares half-way', async () => {
    const { usecase, site, reporter, reports } = setup();
    site.posts = site.posts.slice(0, 2);

    await usecase.run(WEBSITE_ID, reporter);

    expect(reports).toEqual([{ percent: 50, detail: { articlesTotal: 2, pagesTotal: 1 } }]);
  });

  it('marks nothing deleted and saves no state when the listing fails', async () => {
    const { usecase, store, site, reporter } = setup({
      posts: [1, 2, 3, 4, 5].map((id) => remotePost(id)),
    });
    site.posts = site.posts.slice(0, 1);
    site.failures.set(1, new WordPressError('timeout', 'WordPress did not answer in time.'));

    await expect(usecase.run(WEBSITE_ID, reporter)).rejects.toBeInstanceOf(WordPressError);

    expect(liveIds(store)).toHaveLength(5);
    expect(store.state?.reconciledAt).toBeNull();
  });

  it('ends at once when the website has no credentials', async () => {
    const { usecase, site, reporter } = setup({ credentials: false });

    const failure = await usecase.run(WEBSITE_ID, reporter).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(SyncAbort);
    expect(failure).toMatchObject({ reason: 'missing-credentials' });
    expect(site.listedPages).toEqual([]);
  });

  it('does nothing for a website deleted while the job waited', async () => {
    const { usecase, reporter } = setup();

    await expect(usecase.run(WEBSITE_ID + 1, reporter)).resolves.toBeNull();
  });
});
