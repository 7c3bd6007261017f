import type { Article } from '../articles/entities/article.entity';
import type { WrittenOrigin } from '../articles/articles.repository';
import type { DestinationRow } from '../publishing/destination-row';
import type { ArticlesService } from '../articles/articles.service';
import type { ArticleUpsert } from '../articles/article-store.repository';
import type { JobReporter, ProgressReport } from '../core/queues/job-reporter';
import type { Website } from '../websites/entities/website.entity';
import type { WebsiteCredentials } from '../websites/website-credentials';
import type { WebsitesService } from '../websites/websites.service';
import type { RawPost } from '../wordpress/post-mapper';
import type { WordPressClient } from '../wordpress/wordpress.client';
import type { PostWrite } from '../wordpress/wordpress-writer';
import type { GeneratedArticle } from './entities/generated-article.entity';
import type { GeneratedWrite, GenerationRepository } from './generation.repository';
import { ReplacePostUseCase } from './replace-post.usecase';
import { SendGeneratedUseCase } from './send-generated.usecase';

const WEBSITE_ID = 4;
const GENERATED_ID = 21;

/** `generated_articles` in memory: `find` hands out a copy, as a fresh read would. */
class FakeGenerationRows {
  readonly rows = new Map<number, GeneratedArticle>();

  find(id: number) {
    const row = this.rows.get(id);
    return Promise.resolve(row ? { ...row } : null);
  }

  change(id: number, values: GeneratedWrite) {
    Object.assign(this.rows.get(id)!, values);
    return Promise.resolve();
  }

  creating(id: number) {
    this.rows.get(id)!.creatingAt = new Date();
    return Promise.resolve();
  }

  transition(id: number, from: GeneratedArticle['state'][], values: GeneratedWrite) {
    const row = this.rows.get(id);
    if (!row || !from.includes(row.state)) return Promise.resolve(false);
    Object.assign(row, values);
    return Promise.resolve(true);
  }
}

/**
 * A destination's posts as its WordPress keeps them. Yoast keeps its fields only when it is
 * installed there (`yoastKeeps`); WordPress stores a post's title and words as sent.
 */
class FakeWordPressWriter {
  readonly posts = new Map<number, RawPost & { createdAt: Date }>();
  readonly created: PostWrite[] = [];
  readonly updated: { id: number; write: PostWrite }[] = [];
  yoastKeeps = true;
  private nextId = 100;

  add(id: number, words: { title: string; content: string; status?: string }) {
    this.posts.set(id, this.raw(id, { ...words, status: words.status as PostWrite['status'] }));
  }

  post(id: number) {
    return Promise.resolve(this.posts.get(id) ?? null);
  }

  createdSince(title: string, since: Date) {
    const found = [...this.posts.values()].find(
      (p) => p.title?.raw === title && p.createdAt >= since,
    );
    return Promise.resolve(found ?? null);
  }

  createPost(write: PostWrite) {
    this.created.push(write);
    const post = this.raw(this.nextId++, write);
    this.posts.set(post.id, post);
    return Promise.resolve(post);
  }

  updatePost(id: number, write: PostWrite) {
    const old = this.posts.get(id);
    if (!old) return Promise.resolve(null);
    this.updated.push({ id, write });
    const post = this.raw(id, { ...write, status: write.status ?? (old.status as never) });
    this.posts.set(id, { ...post, createdAt: old.createdAt });
    return Promise.resolve(post);
  }

  private raw(id: number, write: PostWrite): RawPost & { createdAt: Date } {
    return {
      id,
      createdAt: new Date(),
      status: write.status ?? 'draft',
      modified_gmt: '2026-03-01T12:00:00',
      date_gmt: '2026-03-01T12:00:00',
      link: `https://dest.example/?p=${id}`,
      title: { raw: write.title, rendered: write.title },
      content: { raw: write.content, rendered: write.content },
      excerpt: { raw: write.excerpt, rendered: write.excerpt ? `<p>${write.excerpt}</p>` : '' },
      meta: this.yoastKeeps ? { ...write.meta } : {},
    };
  }
}

function generated(overrides: Partial<GeneratedArticle> = {}): GeneratedArticle {
  return {
    id: GENERATED_ID,
    accountId: 1,
    userId: 3,
    websiteId: WEBSITE_ID,
    topic: 'Flood defences',
    mode: 'follow_up',
    targetArticleId: null,
    sourceArticleIds: [11],
    state: 'sending',
    jobId: null,
    title: 'The river rose again',
    contentHtml: '<p>Water reached the old bridge.</p>',
    excerpt: 'Water reached the old bridge.',
    seoTitle: 'River rises again',
    ogTitle: 'The river rose again',
    metaDescription: 'Water reached the old bridge on Tuesday.',
    focusKeyword: 'flood',
    remoteId: null,
    articleId: null,
    creatingAt: null,
    yoast: null,
    failureCode: null,
    replacedPost: null,
    ...overrides,
  } as GeneratedArticle;
}

function setup({
  yoastActive = true,
  credentials = true,
  known = null as Partial<Article> | null,
} = {}) {
  const rows = new FakeGenerationRows();
  const writer = new FakeWordPressWriter();
  const savedArticles: ArticleUpsert[] = [];
  const articles = {
    find: (id: number) => Promise.resolve(known && known.id === id ? (known as Article) : null),
  };
  const destinationRow = {
    save: (_websiteId: number, row: ArticleUpsert, origin: WrittenOrigin) => {
      if ('generatedByAi' in origin) savedArticles.push(row);
      return Promise.resolve(500 + row.remoteId);
    },
  };
  const website = { id: WEBSITE_ID, name: 'Dest', yoastActive } as Website;
  const websites = { find: (id: number) => Promise.resolve(id === WEBSITE_ID ? website : null) };
  const fakeCredentials = {
    of: () =>
      Promise.resolve(
        credentials
          ? { url: 'https://dest.example', username: 'api', applicationPassword: 'x y z' }
          : null,
      ),
  };
  const wordpress = { writer: () => Promise.resolve(writer) };
  // Remembering the replaced words needs only the rows and the writer it is given.
  const unused = {} as never;
  const replacing = new ReplacePostUseCase(
    rows as unknown as GenerationRepository,
    unused,
    unused,
    unused,
    unused,
    unused,
  );
  const usecase = new SendGeneratedUseCase(
    rows as unknown as GenerationRepository,
    articles as unknown as ArticlesService,
    destinationRow as unknown as DestinationRow,
    websites as unknown as WebsitesService,
    fakeCredentials as unknown as WebsiteCredentials,
    wordpress as unknown as WordPressClient,
    replacing,
  );
  const reports: ProgressReport[] = [];
  const reporter = {
    report: (progress: ProgressReport) => {
      reports.push(progress);
      return Promise.resolve();
    },
  };
  return {
    usecase,
    rows,
    writer,
    savedArticles,
    reports,
    reporter: reporter as unknown as JobReporter,
  };
}

describe('SendGeneratedUseCase', () => {
  it('creates a follow-up as a new draft post, with its SEO data in Yoast, and marks the article used', async () => {
    const { usecase, rows, writer, savedArticles, reports, reporter } = setup();
    rows.rows.set(GENERATED_ID, generated());

    const outcome = await usecase.run(GENERATED_ID, reporter);

    expect(outcome).toEqual({ remoteId: 100, yoast: 'saved' });
    expect(writer.created).toEqual([
      {
        title: 'The river rose again',
        content: '<p>Water reached the old bridge.</p>',
        excerpt: 'Water reached the old bridge.',
        status: 'draft',
        meta: {
          _yoast_wpseo_title: 'River rises again',
          _yoast_wpseo_metadesc: 'Water reached the old bridge on Tuesday.',
          _yoast_wpseo_focuskw: 'flood',
          '_yoast_wpseo_opengraph-title': 'The river rose again',
        },
      },
    ]);
    expect(rows.rows.get(GENERATED_ID)).toMatchObject({
      state: 'used',
      remoteId: 100,
      articleId: 600,
      yoast: 'saved',
      failureCode: null,
    });
    // The post shows in the destination's article list at once, with its SEO data.
    expect(savedArticles).toEqual([
      expect.objectContaining({
        remoteId: 100,
        title: 'The river rose again',
        status: 'draft',
        seoTitle: 'River rises again',
        focusKeyword: 'flood',
      }),
    ]);
    expect(reports.map((r) => [r.stage, r.percent])).toEqual([
      ['sending', 10],
      ['saving', 80],
      ['saving', 100],
    ]);
  });

  it('updates the same post on a retry after the post was created, never making a second', async () => {
    const { usecase, rows, writer, reporter } = setup();
    rows.rows.set(GENERATED_ID, generated());
    let reports = 0;
    const flaky = {
      report: () =>
        ++reports === 2 ? Promise.reject(new Error('Redis went away')) : Promise.resolve(),
    } as unknown as JobReporter;

    await expect(usecase.run(GENERATED_ID, flaky)).rejects.toThrow('Redis went away');
    expect(rows.rows.get(GENERATED_ID)).toMatchObject({ state: 'sending', remoteId: 100 });

    const outcome = await usecase.run(GENERATED_ID, reporter);

    expect(outcome).toMatchObject({ remoteId: 100 });
    expect(writer.created).toHaveLength(1);
    expect(writer.updated.map((u) => u.id)).toEqual([100]);
    expect(rows.rows.get(GENERATED_ID)).toMatchObject({ state: 'used', remoteId: 100 });
  });

  it('adopts the post a killed worker created before recording it, instead of making a second', async () => {
    const { usecase, rows, writer, reporter } = setup();
    const markedAt = new Date(Date.now() - 60_000);
    rows.rows.set(GENERATED_ID, generated({ creatingAt: markedAt }));
    writer.add(77, { title: 'The river rose again', content: '<p>Water…</p>', status: 'draft' });

    const outcome = await usecase.run(GENERATED_ID, reporter);

    expect(outcome).toMatchObject({ remoteId: 77 });
    expect(writer.created).toEqual([]);
    expect(rows.rows.get(GENERATED_ID)).toMatchObject({
      state: 'used',
      remoteId: 77,
      creatingAt: null,
    });
  });

  it('rewrites the existing post in place for an update, keeping its status, its terms and its old words for Undo', async () => {
    const { usecase, rows, writer, savedArticles, reporter } = setup({
      known: {
        id: 9,
        websiteId: WEBSITE_ID,
        remoteId: 42,
        authorName: 'Ann',
        categories: ['World'],
        categoryPaths: [['World']],
        tags: ['rivers'],
        featuredImageUrl: 'https://dest.example/bridge.jpg',
      },
    });
    writer.add(42, { title: 'Bridge closed', content: '<p>Old words.</p>', status: 'publish' });
    rows.rows.set(GENERATED_ID, generated({ mode: 'update', targetArticleId: 9, remoteId: 42 }));

    const outcome = await usecase.run(GENERATED_ID, reporter);

    expect(outcome).toMatchObject({ remoteId: 42 });
    expect(writer.created).toEqual([]);
    expect(writer.updated).toHaveLength(1);
    expect(writer.updated[0]!.write).not.toHaveProperty('status');
    expect(writer.posts.get(42)).toMatchObject({
      status: 'publish',
      title: { raw: 'The river rose again' },
    });
    expect(rows.rows.get(GENERATED_ID)?.replacedPost).toEqual({
      title: 'Bridge closed',
      content: '<p>Old words.</p>',
      excerpt: '',
    });
    expect(savedArticles[0]).toMatchObject({
      remoteId: 42,
      status: 'publish',
      authorName: 'Ann',
      categories: ['World'],
      tags: ['rivers'],
      featuredImageUrl: 'https://dest.example/bridge.jpg',
    });
  });

  it('reports the SEO data as not saved when the destination’s Yoast does not keep it', async () => {
    const { usecase, rows, writer, reporter } = setup();
    writer.yoastKeeps = false;
    rows.rows.set(GENERATED_ID, generated());

    const outcome = await usecase.run(GENERATED_ID, reporter);

    expect(outcome).toMatchObject({ yoast: 'not_saved' });
    expect(rows.rows.get(GENERATED_ID)).toMatchObject({ state: 'used', yoast: 'not_saved' });
  });

  it('sends no SEO fields to a destination without Yoast and says Yoast is absent', async () => {
    const { usecase, rows, writer, reporter } = setup({ yoastActive: false });
    rows.rows.set(GENERATED_ID, generated());

    const outcome = await usecase.run(GENERATED_ID, reporter);

    expect(outcome).toMatchObject({ yoast: 'absent' });
    expect(writer.created[0]).not.toHaveProperty('meta');
  });

  it('leaves alone an article that is no longer being sent', async () => {
    const { usecase, rows, writer, reports, reporter } = setup();
    rows.rows.set(GENERATED_ID, generated({ state: 'ready' }));

    await expect(usecase.run(GENERATED_ID, reporter)).resolves.toBeNull();
    expect(writer.created).toEqual([]);
    expect(reports).toEqual([]);
    expect(rows.rows.get(GENERATED_ID)?.state).toBe('ready');
  });

  it('refuses to send an article without a body, writing nothing to WordPress', async () => {
    const { usecase, rows, writer, reporter } = setup();
    rows.rows.set(GENERATED_ID, generated({ contentHtml: '  ' }));

    await expect(usecase.run(GENERATED_ID, reporter)).rejects.toMatchObject({
      code: 'generation.answer.no_body',
    });
    expect(writer.created).toEqual([]);
  });

  it('refuses to send to a destination without credentials', async () => {
    const { usecase, rows, writer, reporter } = setup({ credentials: false });
    rows.rows.set(GENERATED_ID, generated());

    await expect(usecase.run(GENERATED_ID, reporter)).rejects.toMatchObject({
      code: 'generation.no_credentials',
    });
    expect(writer.created).toEqual([]);
  });

  it('puts a send that failed for good back to ready with its reason, and only a send', async () => {
    const { usecase, rows } = setup();
    rows.rows.set(GENERATED_ID, generated());
    rows.rows.set(GENERATED_ID + 1, generated({ id: GENERATED_ID + 1, state: 'used' }));

    await usecase.failed(GENERATED_ID, 'generation.wordpress_failed');
    await usecase.failed(GENERATED_ID + 1, 'generation.wordpress_failed');

    expect(rows.rows.get(GENERATED_ID)).toMatchObject({
      state: 'ready',
      failureCode: 'generation.wordpress_failed',
    });
    expect(rows.rows.get(GENERATED_ID + 1)).toMatchObject({ state: 'used', failureCode: null });
  });
});
