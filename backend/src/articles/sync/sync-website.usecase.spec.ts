import type { Job } from 'bull';
import { JobCancelled } from '../../core/queues/job-cancellation';
import { JobReporter, type ProgressReport } from '../../core/queues/job-reporter';
import type { JobsService } from '../../core/queues/jobs.service';
import type { RealtimeEvents } from '../../core/realtime/realtime-events';
import type { WebsiteCredentials } from '../../websites/website-credentials';
import type { SyncTarget } from '../../websites/websites.repository';
import type { WebsitesService } from '../../websites/websites.service';
import type { WordPressClient } from '../../wordpress/wordpress.client';
import { WordPressError } from '../../wordpress/wordpress.errors';
import type { WordPressSite } from '../../wordpress/wordpress-site';
import type {
  PostsPage,
  PostStatus,
  RemotePost,
  RemoteMediaInfo,
  RemoteTerm,
  SiteCredentials,
} from '../../wordpress/wordpress.types';
import type {
  ArticleStore,
  ArticleUpsert,
  ChunkResult,
  SyncState,
} from '../article-store.repository';
import {
  CURSOR_MARGIN_MS,
  SyncAbort,
  SyncPageError,
  SyncWebsiteUseCase,
} from './sync-website.usecase';

import { remotePost } from './remote-post.fixture';

const WEBSITE_ID = 7;

type StoredRow = ArticleUpsert & { deleted: boolean };

/** The sync's tables in memory: articles by remote id, names, counts and the sync state. */
class FakeArticleStore {
  readonly rows = new Map<number, StoredRow>();
  readonly authors = new Map<number, string>();
  readonly terms = new Map<number, RemoteTerm>();
  state: SyncState | null = null;
  recounts = 0;

  seed(posts: RemotePost[]) {
    for (const p of posts) {
      this.rows.set(p.remoteId, { ...(p as unknown as ArticleUpsert), deleted: false });
    }
  }

  syncState() {
    return Promise.resolve(this.state);
  }

  saveSyncState(_websiteId: number, patch: Partial<SyncState>) {
    const empty: SyncState = {
      cursor: null,
      fullSyncedAt: null,
      reconciledAt: null,
      remoteTotal: null,
      remoteCountedAt: null,
    };
    this.state = { ...(this.state ?? empty), ...patch };
    return Promise.resolve();
  }

  remoteIdsModifiedSince(_websiteId: number, since: Date | null) {
    return Promise.resolve(
      [...this.rows.values()]
        .filter((r) => !r.deleted && (!since || r.modifiedAt > since))
        .map((r) => r.remoteId),
    );
  }

  upsertChunk(_websiteId: number, incoming: ArticleUpsert[]): Promise<ChunkResult> {
    const result: ChunkResult = { inserted: 0, changed: 0, counts: new Map() };
    const move = (status: PostStatus, n: number) =>
      result.counts.set(status, (result.counts.get(status) ?? 0) + n);
    for (const row of incoming) {
      const old = this.rows.get(row.remoteId);
      if (!old) {
        result.inserted++;
        move(row.status, 1);
      } else if (
        old.status !== row.status ||
        old.modifiedAt.getTime() !== row.modifiedAt.getTime()
      ) {
        result.changed++;
        move(old.status, -1);
        move(row.status, 1);
      }
      this.rows.set(row.remoteId, { ...row, deleted: false });
    }
    return Promise.resolve(result);
  }

  applyCounts() {
    return Promise.resolve();
  }

  recount() {
    this.recounts++;
    return Promise.resolve();
  }

  markDeleted(_websiteId: number, remoteIds: number[]) {
    let marked = 0;
    for (const id of remoteIds) {
      const row = this.rows.get(id);
      if (row && !row.deleted) {
        row.deleted = true;
        marked++;
      }
    }
    return Promise.resolve(marked);
  }

  knownTerms() {
    return Promise.resolve(new Map([...this.terms].map(([id, { id: _, ...t }]) => [id, t])));
  }

  knownAuthors() {
    return Promise.resolve(new Map(this.authors));
  }

  upsertAuthors(_websiteId: number, names: Map<number, string>) {
    for (const [id, name] of names) this.authors.set(id, name);
    return Promise.resolve();
  }

  upsertTerms(_websiteId: number, terms: RemoteTerm[]) {
    for (const t of terms) this.terms.set(t.id, t);
    return Promise.resolve();
  }
}

/** A WordPress site serving its posts `perPage` at a time, recording what it was asked. */
class FakeSite {
  readonly requested: { page: number; since: Date | null }[] = [];
  readonly nameLookups: string[] = [];
  /** Pages that fail, and a hook run as a page is asked for. */
  readonly failures = new Map<number, Error>();
  onRequest: (page: number) => void = () => undefined;
  readonly clock = new Date('2026-03-01T12:00:00Z');

  constructor(
    public posts: RemotePost[],
    private readonly perPage = 2,
    /** Posts the site still has though its listing left them out. */
    readonly alsoExisting: number[] = [],
  ) {}

  postsPage(page: number, since: Date | null): Promise<PostsPage> {
    this.requested.push({ page, since });
    this.onRequest(page);
    const failure = this.failures.get(page);
    if (failure) return Promise.reject(failure);
    const listed = this.posts.filter((p) => !since || p.modifiedAt > since);
    return Promise.resolve({
      posts: listed.slice((page - 1) * this.perPage, page * this.perPage),
      total: listed.length,
      totalPages: Math.ceil(listed.length / this.perPage),
      sentAtSiteTime: this.clock,
    });
  }

  postCount() {
    return Promise.resolve(this.posts.length);
  }

  existingPostIds(ids: number[]) {
    const here = new Set([...this.posts.map((p) => p.remoteId), ...this.alsoExisting]);
    return Promise.resolve(new Set(ids.filter((id) => here.has(id))));
  }

  authors(ids: number[]) {
    this.nameLookups.push(`authors ${ids.join(',')}`);
    return Promise.resolve(new Map(ids.map((id) => [id, `Author ${id}`])));
  }

  terms(categoryIds: number[], tagIds: number[]) {
    this.nameLookups.push(`terms ${[...categoryIds, ...tagIds].join(',')}`);
    const found = new Map<number, RemoteTerm>();
    for (const id of categoryIds) {
      found.set(id, { id, taxonomy: 'category', name: `Category ${id}`, parent: null });
    }
    for (const id of tagIds)
      found.set(id, { id, taxonomy: 'tag', name: `Tag ${id}`, parent: null });
    return Promise.resolve(found);
  }

  /** What the site's media library holds, by id. */
  readonly library = new Map<number, RemoteMediaInfo>();

  mediaInfo(ids: number[]) {
    this.nameLookups.push(`media ${ids.join(',')}`);
    const found = new Map<number, RemoteMediaInfo>();
    for (const id of ids) {
      const item = this.library.get(id);
      if (item) found.set(id, item);
    }
    return Promise.resolve(found);
  }
}

function setup({
  posts = [1, 2, 3, 4, 5].map((id) => remotePost(id)),
  perPage = 2,
  syncDays = null as number | null,
  credentials = true,
  alsoExisting = [] as number[],
} = {}) {
  const store = new FakeArticleStore();
  const site = new FakeSite(posts, perPage, alsoExisting);
  const website: SyncTarget = {
    id: WEBSITE_ID,
    name: 'Daily News',
    url: 'https://news.example',
    apiUsername: 'editor',
    restUrl: 'https://news.example/wp-json/',
    syncDays,
  };
  const siteCredentials: SiteCredentials = {
    url: website.url,
    username: 'editor',
    applicationPassword: 'abcd efgh',
  };
  const fakeCredentials = {
    forSync: (id: number) =>
      Promise.resolve(
        id === WEBSITE_ID ? { website, credentials: credentials ? siteCredentials : null } : null,
      ),
  };
  const connected: SiteCredentials[] = [];
  const wordpress = {
    connect: (c: SiteCredentials) => {
      connected.push(c);
      return Promise.resolve(site as unknown as WordPressSite);
    },
  };
  const synced: Date[] = [];
  const websites = {
    markSynced: (_id: number, at: Date) => {
      synced.push(at);
      return Promise.resolve();
    },
  };
  const events: { event: string; payload: unknown }[] = [];
  const realtime = {
    publish: (event: string, payload: unknown) => {
      events.push({ event, payload });
      return Promise.resolve();
    },
  };
  const usecase = new SyncWebsiteUseCase(
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
  return { usecase, store, site, reporter, reports, synced, events, connected };
}

/** A real JobReporter whose run is cancelled when `cancel` aborts (no Redis: history is a fake). */
function cancellableReporter(cancel: AbortController) {
  const jobs = {
    progress: () => Promise.resolve(),
    persistProgress: () => Promise.resolve(),
  } as unknown as JobsService;
  return new JobReporter(jobs, { data: {} } as Job, cancel.signal);
}

const live = (store: FakeArticleStore) =>
  [...store.rows.values()].filter((r) => !r.deleted).map((r) => r.remoteId);

describe('SyncWebsiteUseCase', () => {
  it('reads every page on a first run, stores every post with its names, and remembers the site clock as the cursor', async () => {
    const { usecase, store, site, reporter, synced } = setup();

    const summary = await usecase.run(WEBSITE_ID, reporter);

    expect(summary).toMatchObject({
      websiteId: WEBSITE_ID,
      websiteName: 'Daily News',
      mode: 'full',
      total: 5,
      pages: 3,
      inserted: 5,
      changed: 0,
      deleted: 0,
      rowsUpserted: 5,
      reconcileDue: false,
    });
    expect(site.requested.map((r) => r.page).sort()).toEqual([1, 2, 3]);
    expect(site.requested.every((r) => r.since === null)).toBe(true);
    expect(live(store).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(store.rows.get(3)).toMatchObject({
      title: 'Post 3',
      authorName: 'Author 1',
      categories: ['Category 10'],
    });
    // A full run over every post has compared every id: it counts as a reconcile pass too.
    expect(store.state).toMatchObject({ cursor: site.clock, remoteTotal: 5 });
    expect(store.state?.fullSyncedAt).toBeInstanceOf(Date);
    expect(store.state?.reconciledAt).toBeInstanceOf(Date);
    expect(synced).toHaveLength(1);
  });

  it("stores the featured and body images' own text, read with one media lookup per page", async () => {
    const img = (id: number) =>
      `<img src="https://news.example/${id}.jpg" class="wp-image-${id}"/>`;
    const source = (content: string) => ({
      title: 'T',
      content,
      excerpt: '',
      password: '',
      yoast: {},
    });
    const { usecase, store, site, reporter } = setup({
      posts: [
        remotePost(1, { featuredMediaId: 50, source: source(img(56) + img(57) + img(58)) }),
        remotePost(2, { source: source(img(57)) }),
      ],
    });
    const item = (title: string) => ({
      url: `https://news.example/${title}.jpg`,
      alt: `${title} alt`,
      caption: '',
      title,
    });
    site.library.set(50, item('harbour'));
    site.library.set(56, item('nets'));
    site.library.set(57, item('boats'));
    // 58 is gone from the library: nothing is kept for it.

    await usecase.run(WEBSITE_ID, reporter);

    expect(site.nameLookups.filter((lookup) => lookup.startsWith('media'))).toEqual([
      'media 50,56,57,58',
    ]);
    expect(store.rows.get(1)).toMatchObject({
      featuredMediaText: { alt: 'harbour alt', caption: '', title: 'harbour' },
      bodyMediaText: {
        '56': { alt: 'nets alt', caption: '', title: 'nets' },
        '57': { alt: 'boats alt', caption: '', title: 'boats' },
      },
    });
    expect(store.rows.get(1)!.bodyMediaText).not.toHaveProperty('58');
    expect(store.rows.get(2)).toMatchObject({
      bodyMediaText: { '57': { alt: 'boats alt', caption: '', title: 'boats' } },
    });
  });

  it('asks a later run only for posts modified since the cursor, using names it already knows', async () => {
    const posts = [1, 2, 3].map((id) => remotePost(id));
    const { usecase, store, site, reporter, reports } = setup({ posts });
    const cursor = new Date('2026-02-01T00:00:00Z');
    store.seed(posts);
    store.authors.set(1, 'Author 1');
    store.terms.set(10, { id: 10, taxonomy: 'category', name: 'Category 10', parent: null });
    store.state = {
      cursor,
      fullSyncedAt: cursor,
      reconciledAt: new Date(),
      remoteTotal: 3,
      remoteCountedAt: cursor,
    };
    site.posts = [
      ...posts.slice(0, 2),
      remotePost(3, { title: 'Post 3, corrected', modifiedAt: new Date('2026-02-10T00:00:00Z') }),
    ];

    const summary = await usecase.run(WEBSITE_ID, reporter);

    expect(summary).toMatchObject({ mode: 'incremental', total: 1, pages: 1, changed: 1 });
    expect(site.requested).toEqual([
      { page: 1, since: new Date(cursor.getTime() - CURSOR_MARGIN_MS) },
    ]);
    expect(store.rows.get(3)?.title).toBe('Post 3, corrected');
    // Stored author and category names are used as they are: no lookup per kind.
    expect(site.nameLookups).toEqual([]);
    expect(store.state?.cursor).toEqual(site.clock);
    // A one-page run ends at once: its completion is all the progress there is.
    expect(reports).toEqual([]);
  });

  it('reads everything again when a full import is asked for, even with a cursor', async () => {
    const { usecase, store, site, reporter } = setup();
    store.state = {
      cursor: new Date('2026-02-01T00:00:00Z'),
      fullSyncedAt: null,
      reconciledAt: null,
      remoteTotal: null,
      remoteCountedAt: null,
    };

    const summary = await usecase.run(WEBSITE_ID, reporter, { full: true });

    expect(summary).toMatchObject({ mode: 'full', total: 5, inserted: 5 });
    expect(site.requested.every((r) => r.since === null)).toBe(true);
  });

  it('limits a website syncing its last days to that window and counts the whole site beside it', async () => {
    const { usecase, store, site, reporter } = setup({ syncDays: 30 });

    await usecase.run(WEBSITE_ID, reporter);

    const since = site.requested[0]!.since!;
    const days = (Date.now() - since.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);
    // A window is not every post: the reconcile pass still has to run.
    expect(store.state).toMatchObject({ remoteTotal: 5, reconciledAt: null });
  });

  it('marks stored posts deleted only once WordPress confirms they are gone', async () => {
    const { usecase, store, reporter, events } = setup({
      posts: [1, 2].map((id) => remotePost(id)),
      alsoExisting: [3],
    });
    store.seed([1, 2, 3, 4].map((id) => remotePost(id)));

    const summary = await usecase.run(WEBSITE_ID, reporter);

    expect(summary).toMatchObject({ deleted: 1, inserted: 0 });
    expect(live(store).sort()).toEqual([1, 2, 3]);
    expect(store.rows.get(4)?.deleted).toBe(true);
    // The lists hear of the deletion.
    expect(events).toContainEqual({
      event: 'articles.changed',
      payload: { websiteId: WEBSITE_ID, count: 1 },
    });
  });

  it('reports pages and articles done, never past 95% before the run ends', async () => {
    const { usecase, reporter, reports, events } = setup();

    await usecase.run(WEBSITE_ID, reporter);

    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((r) => r.percent <= 95)).toBe(true);
    expect(reports.at(-1)).toEqual({
      percent: 95,
      detail: { pagesTotal: 3, pagesDone: 3, articlesDone: 5, articlesTotal: 5 },
    });
    const announced = events
      .filter((e) => e.event === 'articles.changed')
      .reduce((n, e) => n + (e.payload as { count: number }).count, 0);
    expect(announced).toBe(5);
  });

  it('fails naming the page WordPress did not give, keeping what was stored and moving no cursor', async () => {
    const { usecase, store, site, reporter, synced } = setup();
    site.failures.set(
      2,
      new WordPressError('server-error', 'WordPress answered with a server error (503).', 503),
    );

    const failure = await usecase.run(WEBSITE_ID, reporter).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(SyncPageError);
    expect(failure).toMatchObject({
      reason: 'page-server-error',
      params: { page: 2, pages: 3, status: 503 },
      message:
        'WordPress answered with a server error (503) on page 2 of 3 of the posts. The site may be overloaded or broken.',
    });
    expect(store.rows.has(1) && store.rows.has(2)).toBe(true);
    expect(store.rows.has(3) || store.rows.has(4)).toBe(false);
    expect(store.state).toBeNull();
    expect(synced).toEqual([]);
    // Counts are set right for whatever the failed attempt committed.
    expect(store.recounts).toBe(1);
  });

  it('keeps WordPress’s own reason when the first page fails (the site, not a page, is failing)', async () => {
    const { usecase, site, reporter } = setup();
    const refused = new WordPressError('wrong-credentials', 'WordPress refused the password.', 401);
    site.failures.set(1, refused);

    await expect(usecase.run(WEBSITE_ID, reporter)).rejects.toBe(refused);
  });

  it('stops between pages once cancelled: later pages are neither stored nor asked for', async () => {
    const { usecase, store, site } = setup({
      posts: Array.from({ length: 14 }, (_, i) => remotePost(i + 1)),
    });
    const cancel = new AbortController();
    site.onRequest = (page) => {
      if (page === 2) cancel.abort();
    };

    await expect(usecase.run(WEBSITE_ID, cancellableReporter(cancel))).rejects.toBeInstanceOf(
      JobCancelled,
    );

    expect(Math.max(...site.requested.map((r) => r.page))).toBeLessThan(7);
    // What page 1 brought before the cancel stays.
    expect([...store.rows.keys()].sort()).toEqual([1, 2]);
    expect(store.state).toBeNull();
  });

  it('ends at once, reading nothing, when the website has no credentials', async () => {
    const { usecase, site, reporter, connected } = setup({ credentials: false });

    const failure = await usecase.run(WEBSITE_ID, reporter).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(SyncAbort);
    expect(failure).toMatchObject({ reason: 'missing-credentials', permanent: true });
    expect(connected).toEqual([]);
    expect(site.requested).toEqual([]);
  });

  it('does nothing for a website deleted while the job waited', async () => {
    const { usecase, site, reporter } = setup();

    await expect(usecase.run(WEBSITE_ID + 1, reporter)).resolves.toBeNull();
    expect(site.requested).toEqual([]);
  });
});
