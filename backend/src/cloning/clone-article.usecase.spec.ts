import type { Job } from 'bull';
import type { ArticleAiService, ReworkInput, ReworkResult } from '../article-ai/article-ai.service';
import type { ArticleStore, ArticleUpsert } from '../articles/article-store.repository';
import type { WrittenOrigin } from '../articles/articles.repository';
import type { DestinationRow } from '../publishing/destination-row';
import type { ArticlesService } from '../articles/articles.service';
import type { Article } from '../articles/entities/article.entity';
import { JobCancelled } from '../core/queues/job-cancellation';
import { JobReporter, type ProgressReport, type ProgressSink } from '../core/queues/job-reporter';
import type { Website } from '../websites/entities/website.entity';
import type { WebsiteCredentials } from '../websites/website-credentials';
import type { WebsitesService } from '../websites/websites.service';
import type { RawPost } from '../wordpress/post-mapper';
import type { WordPressClient } from '../wordpress/wordpress.client';
import type { SiteCredentials } from '../wordpress/wordpress.types';
import {
  termKey,
  type MediaDescription,
  type PostWrite,
  type RemoteMedia,
} from '../wordpress/wordpress-writer';
import { CloneAbort, CloneArticleUseCase } from './clone-article.usecase';
import type { CachedMedia, CloningRepository } from './cloning.repository';
import type { ArticleClone } from './entities/article-clone.entity';

const SOURCE_ID = 1;
const DEST_ID = 2;
const ARTICLE_ID = 10;
const CLONE_ID = 5;
const RUN_ID = 1;

/**
 * One WordPress site as a clone sees it: its posts, media library and terms, recording what was
 * created, updated, uploaded and downloaded. Its Yoast keeps the SEO fields unless `yoastKeeps`
 * is off; `log` is shared with the ledger, to tell the order of writes.
 */
class FakeWordPressWriter {
  readonly posts = new Map<number, RawPost>();
  readonly created: PostWrite[] = [];
  readonly updated: { id: number; write: PostWrite }[] = [];
  readonly uploads: { filename: string; description: MediaDescription }[] = [];
  readonly downloads: string[] = [];
  readonly attached: { ids: number[]; postId: number }[] = [];
  readonly library = new Map<number, RemoteMedia>();
  /** Terms by taxonomy, parent and name; `createdTerms` the ones a clone added. */
  readonly terms = new Map<string, number>();
  readonly createdTerms: { taxonomy: string; name: string; parent: number }[] = [];
  yoastKeeps = true;
  private nextPostId = 100;
  private nextTermId = 500;
  private nextMediaId = 900;

  constructor(
    private readonly host: string,
    private readonly log: string[],
  ) {}

  add(id: number, write: PostWrite) {
    this.posts.set(id, this.raw(id, write));
  }

  addTerm(taxonomy: 'categories' | 'tags', name: string, id: number, parent = 0) {
    this.terms.set(`${taxonomy}/${parent}/${termKey(name)}`, id);
  }

  termId(taxonomy: 'categories' | 'tags', name: string, parent = 0) {
    return this.terms.get(`${taxonomy}/${parent}/${termKey(name)}`);
  }

  post(id: number) {
    return Promise.resolve(this.posts.get(id) ?? null);
  }

  createdSince() {
    return Promise.resolve(null);
  }

  createPost(write: PostWrite) {
    this.log.push('wp.createPost');
    this.created.push(write);
    const post = this.raw(this.nextPostId++, write);
    this.posts.set(post.id, post);
    return Promise.resolve(post);
  }

  updatePost(id: number, write: PostWrite) {
    const old = this.posts.get(id);
    if (!old) return Promise.resolve(null);
    this.log.push(`wp.updatePost ${id}`);
    this.updated.push({ id, write });
    const post = { ...old, ...this.raw(id, write, old) };
    this.posts.set(id, post);
    return Promise.resolve(post);
  }

  media(ids: number[]) {
    const found = new Map<number, RemoteMedia>();
    for (const id of ids) {
      const media = this.library.get(id);
      if (media) found.set(id, media);
    }
    return Promise.resolve(found);
  }

  attach(ids: number[], postId: number) {
    this.attached.push({ ids, postId });
    for (const id of ids) {
      const media = this.library.get(id);
      if (media) media.attachedTo = postId;
    }
    return Promise.resolve();
  }

  termsById() {
    return Promise.resolve(new Map<number, string>());
  }

  download(url: string) {
    this.downloads.push(url);
    return Promise.resolve({
      body: Buffer.from(url),
      contentType: 'image/jpeg',
      filename: url.split('/').pop()!,
    });
  }

  upload(image: { filename: string }, description: MediaDescription = {}) {
    this.uploads.push({ filename: image.filename, description });
    const id = this.nextMediaId++;
    const media: RemoteMedia = {
      id,
      url: `https://${this.host}/wp-content/uploads/2026/03/${image.filename}`,
      sizes: {},
      attachedTo: 0,
    };
    this.library.set(id, media);
    return Promise.resolve({ ...media });
  }

  user() {
    return Promise.resolve(null);
  }

  findUser() {
    return Promise.resolve(null);
  }

  ensureTerm(taxonomy: 'categories' | 'tags', name: string, parent = 0) {
    const known = this.termId(taxonomy, name, parent);
    if (known !== undefined) return Promise.resolve(known);
    const id = this.nextTermId++;
    this.addTerm(taxonomy, name, id, parent);
    this.createdTerms.push({ taxonomy, name, parent });
    return Promise.resolve(id);
  }

  /** The post as WordPress answers it (`context=edit`), an update over what it held. */
  private raw(id: number, write: PostWrite, old?: RawPost): RawPost {
    const meta = old?.meta && !Array.isArray(old.meta) ? old.meta : {};
    return {
      id,
      status: write.status ?? old?.status ?? 'draft',
      modified_gmt: '2026-03-01T12:00:00',
      date_gmt: write.date_gmt ?? old?.date_gmt ?? '2026-03-01T12:00:00',
      slug: write.slug ?? old?.slug ?? '',
      link: `https://${this.host}/?p=${id}`,
      title: write.title !== undefined ? { raw: write.title, rendered: write.title } : old?.title,
      content:
        write.content !== undefined
          ? { raw: write.content, rendered: write.content }
          : old?.content,
      excerpt:
        write.excerpt !== undefined
          ? { raw: write.excerpt, rendered: write.excerpt }
          : old?.excerpt,
      categories: write.categories ?? old?.categories ?? [],
      tags: write.tags ?? old?.tags ?? [],
      featured_media: write.featured_media ?? old?.featured_media ?? 0,
      meta: this.yoastKeeps ? { ...meta, ...write.meta } : meta,
    };
  }
}

/** `article_clones` and `clone_media` in memory: `findById` hands out a copy, as a fresh read. */
class FakeCloneLedger {
  readonly clones = new Map<number, ArticleClone>();
  readonly media = new Map<string, CachedMedia>();
  /** A failure the next `complete` meets (the database went away after the post was sent). */
  failComplete: Error | null = null;

  constructor(private readonly log: string[]) {}

  findById(id: number) {
    const clone = this.clones.get(id);
    return Promise.resolve(clone ? { ...clone } : null);
  }

  creating(id: number) {
    this.log.push('ledger.creating');
    this.clones.get(id)!.creatingAt = new Date();
    return Promise.resolve();
  }

  setRemote(id: number, remoteId: number | null, link: string | null) {
    this.log.push(`ledger.setRemote ${remoteId}`);
    Object.assign(this.clones.get(id)!, { remoteId, link, creatingAt: null });
    return Promise.resolve();
  }

  complete(id: number, values: Partial<ArticleClone>) {
    const failure = this.failComplete;
    this.failComplete = null;
    if (failure) return Promise.reject(failure);
    this.log.push(`ledger.complete ${values.remoteId}`);
    Object.assign(this.clones.get(id)!, values, { state: 'completed' });
    return Promise.resolve();
  }

  hold(id: number, draft: ArticleClone['draft']) {
    this.log.push('ledger.hold');
    Object.assign(this.clones.get(id)!, { state: 'held', draft });
    return Promise.resolve();
  }

  cachedMedia(websiteId: number, url: string) {
    return Promise.resolve(this.media.get(`${websiteId} ${url}`) ?? null);
  }

  forgetMedia(websiteId: number, url: string) {
    this.media.delete(`${websiteId} ${url}`);
    return Promise.resolve();
  }

  cacheMedia(websiteId: number, url: string, media: CachedMedia) {
    this.media.set(`${websiteId} ${url}`, media);
    return Promise.resolve();
  }
}

const BODY = '<!-- wp:paragraph --><p>Boats are back in the harbour.</p><!-- /wp:paragraph -->';

/** The source article as the sync stored it, with the raw fields a clone copies. */
function sourceArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: ARTICLE_ID,
    websiteId: SOURCE_ID,
    remoteId: 321,
    title: 'Harbour reopens',
    slug: 'harbour-reopens',
    status: 'publish',
    sticky: false,
    authorRemoteId: null,
    createdAt: new Date('2026-02-01T08:00:00Z'),
    modifiedAt: new Date('2026-02-02T09:00:00Z'),
    deletedInWp: false,
    link: 'https://source.example/harbour-reopens',
    rawTitle: 'Harbour reopens',
    rawContent: BODY,
    rawExcerpt: 'Boats are back.',
    rawYoast: {
      _yoast_wpseo_title: 'Harbour reopens | News',
      _yoast_wpseo_metadesc: 'Boats are back in the harbour.',
      '_yoast_wpseo_twitter-title': 'Boats are back!',
      _yoast_wpseo_primary_category: '31',
    },
    postPassword: '',
    categories: ['Politics', 'Sport'],
    categoryPaths: [['World', 'Politics'], ['Sport']],
    tags: ['harbour'],
    featuredMediaId: null,
    featuredImageUrl: null,
    featuredMediaText: null,
    seoTitle: 'Harbour reopens | News',
    metaDescription: 'Boats are back in the harbour.',
    focusKeyword: 'harbour',
    ogTitle: null,
    ogDescription: null,
    ...overrides,
  } as Article;
}

function cloneRow(overrides: Partial<ArticleClone> = {}): ArticleClone {
  return {
    id: CLONE_ID,
    sourceArticleId: ARTICLE_ID,
    websiteId: DEST_ID,
    remoteId: null,
    link: null,
    cloneArticleId: null,
    clonedByUserId: 3,
    type: 'unchanged',
    state: 'running',
    errorCode: null,
    errorMessage: null,
    params: { skipTranslation: false, pushSeo: true, status: 'publish', date: null },
    yoast: null,
    sourceModifiedAt: null,
    creatingAt: null,
    lastJobId: null,
    ...overrides,
  } as ArticleClone;
}

const REWORK: ReworkResult = {
  title: 'The port opens its gates again',
  html: '<p>Ships have returned to the port.</p>',
  excerpt: 'Ships have returned.',
  seo: {
    title: 'Port reopens',
    ogTitle: 'The port is open again',
    metaDescription: 'Ships have returned to the port after a month.',
    focusKeyword: 'port',
  },
};

function setup({
  article = sourceArticle() as Article | null,
  clone = cloneRow(),
  destination = {} as Partial<Website>,
  withoutCredentials = [] as number[],
} = {}) {
  const log: string[] = [];
  const source = new FakeWordPressWriter('source.example', log);
  const dest = new FakeWordPressWriter('dest.example', log);
  dest.addTerm('categories', 'World', 40);
  const ledger = new FakeCloneLedger(log);
  ledger.clones.set(clone.id, clone);

  const savedRows: { websiteId: number; row: ArticleUpsert; sourceArticleId: number }[] = [];
  const articles = {
    findWithSource: (id: number) =>
      Promise.resolve(article && article.id === id ? { ...article } : null),
  };
  const destinationRow = {
    save: (websiteId: number, row: ArticleUpsert, origin: WrittenOrigin) => {
      savedRows.push({
        websiteId,
        row,
        sourceArticleId: 'clonedFrom' in origin ? origin.clonedFrom : -1,
      });
      return Promise.resolve(700);
    },
  };
  // The source's categories as the sync stored them: World (30) › Politics (31).
  const sourceTerms = new Map([
    [30, { taxonomy: 'category', name: 'World', parent: null }],
    [31, { taxonomy: 'category', name: 'Politics', parent: 30 }],
  ]);
  const store = {
    knownTerms: (_websiteId: number, ids: number[]) =>
      Promise.resolve(
        new Map(ids.flatMap((id) => (sourceTerms.has(id) ? [[id, sourceTerms.get(id)!]] : []))),
      ),
  };
  const sites = new Map<number, Website>([
    [
      SOURCE_ID,
      {
        id: SOURCE_ID,
        accountId: 1,
        name: 'Source',
        url: 'https://source.example',
        language: 'fr',
        yoastActive: true,
      } as Website,
    ],
    [
      DEST_ID,
      {
        id: DEST_ID,
        accountId: 1,
        name: 'Dest',
        url: 'https://dest.example',
        language: 'en',
        yoastActive: true,
        canonicalToSource: true,
        keepSourceDate: false,
        defaultAuthor: null,
        ...destination,
      } as Website,
    ],
  ]);
  const websites = { find: (id: number) => Promise.resolve(sites.get(id) ?? null) };
  const credentials = {
    of: (website: Website): Promise<SiteCredentials | null> =>
      Promise.resolve(
        withoutCredentials.includes(website.id)
          ? null
          : { url: website.url, username: 'api', applicationPassword: 'x y z' },
      ),
  };
  const wordpress = {
    writer: (c: SiteCredentials) =>
      Promise.resolve(c.url === 'https://source.example' ? source : dest),
  };
  const reworks: ReworkInput[] = [];
  const ai = {
    /** Called within the rework (a cancel while the AI writes). */
    during: () => undefined as void,
    rework(input: ReworkInput) {
      reworks.push(input);
      this.during();
      return Promise.resolve(REWORK);
    },
  };
  const usecase = new CloneArticleUseCase(
    articles as unknown as ArticlesService,
    destinationRow as unknown as DestinationRow,
    store as unknown as ArticleStore,
    websites as unknown as WebsitesService,
    credentials as unknown as WebsiteCredentials,
    wordpress as unknown as WordPressClient,
    ledger as unknown as CloningRepository,
    ai as unknown as ArticleAiService,
  );
  return { usecase, log, source, dest, ledger, savedRows, reworks, ai };
}

/** A real JobReporter of run 1 (no Redis: the sink records what the job's room would hear). */
function reporterOf(cancel = new AbortController()) {
  const reports: ProgressReport[] = [];
  const sink: ProgressSink = {
    progress: (_run, report) => {
      reports.push(report);
      return Promise.resolve();
    },
    persistProgress: () => Promise.resolve(),
  };
  const job = {
    data: { runId: RUN_ID },
    queue: { name: 'clone' },
    name: 'clone.article',
    progress: () => Promise.resolve(),
  };
  const reporter = new JobReporter(sink, job as unknown as Job<{ runId?: number }>, cancel.signal);
  return { reporter, reports, cancel };
}

/** Nothing reached the destination (no post, no media, no term) and the ledger did not move. */
function expectNothingWritten({ dest, ledger }: ReturnType<typeof setup>) {
  expect(dest.created).toEqual([]);
  expect(dest.updated).toEqual([]);
  expect(dest.uploads).toEqual([]);
  expect(dest.createdTerms).toEqual([]);
  expect(ledger.clones.get(CLONE_ID)).toMatchObject({
    state: 'running',
    remoteId: null,
    creatingAt: null,
  });
}

describe('CloneArticleUseCase', () => {
  it('copies a post verbatim: one post with its words, slug, status, terms (by name and path) and Yoast fields, its id in the ledger as soon as it exists', async () => {
    const ctx = setup();
    const { usecase, log, dest, ledger, savedRows } = ctx;
    const { reporter, reports } = reporterOf();

    const outcome = await usecase.run(CLONE_ID, reporter, RUN_ID);

    expect(outcome).toEqual({
      held: false,
      remoteId: 100,
      link: 'https://dest.example/?p=100',
      sourceWebsiteId: SOURCE_ID,
      images: 0,
      imagesUploaded: 0,
      yoast: 'saved',
    });
    // "World" exists on the destination: found by name; "Politics" made under it; "Sport" at root.
    expect(dest.createdTerms).toEqual(
      expect.arrayContaining([
        { taxonomy: 'categories', name: 'Politics', parent: 40 },
        { taxonomy: 'categories', name: 'Sport', parent: 0 },
        { taxonomy: 'tags', name: 'harbour', parent: 0 },
      ]),
    );
    expect(dest.createdTerms).toHaveLength(3);
    const politics = dest.termId('categories', 'Politics', 40)!;
    expect(dest.created).toEqual([
      {
        title: 'Harbour reopens',
        content: BODY,
        excerpt: 'Boats are back.',
        slug: 'harbour-reopens',
        status: 'publish',
        categories: [politics, dest.termId('categories', 'Sport')],
        tags: [dest.termId('tags', 'harbour')],
        featured_media: 0,
        meta: {
          _yoast_wpseo_title: 'Harbour reopens | News',
          _yoast_wpseo_metadesc: 'Boats are back in the harbour.',
          _yoast_wpseo_focuskw: 'harbour',
          '_yoast_wpseo_twitter-title': 'Boats are back!',
          // The source's primary category, named by the destination's id of the same path.
          _yoast_wpseo_primary_category: String(politics),
          _yoast_wpseo_canonical: 'https://source.example/harbour-reopens',
        },
        password: '',
        sticky: false,
      },
    ]);
    expect(dest.updated).toEqual([]);
    // The creation is marked before the request, its id recorded the moment WordPress answers.
    expect(log).toEqual([
      'ledger.creating',
      'wp.createPost',
      'ledger.setRemote 100',
      'ledger.complete 100',
    ]);
    expect(ledger.clones.get(CLONE_ID)).toMatchObject({
      state: 'completed',
      remoteId: 100,
      link: 'https://dest.example/?p=100',
      creatingAt: null,
      yoast: 'saved',
      sourceModifiedAt: new Date('2026-02-02T09:00:00Z'),
      cloneArticleId: 700,
    });
    // The copy shows in the destination's list at once, marked as a copy of its source.
    expect(savedRows).toEqual([
      expect.objectContaining({
        websiteId: DEST_ID,
        sourceArticleId: ARTICLE_ID,
        row: expect.objectContaining({
          remoteId: 100,
          title: 'Harbour reopens',
          status: 'publish',
          categories: ['Politics', 'Sport'],
          tags: ['harbour'],
        }) as unknown,
      }),
    ]);
    expect([...new Set(reports.map((r) => r.stage))]).toEqual([
      'analyzing',
      'cloning',
      'sending',
      'saving',
    ]);
    expect(reports.at(-1)).toEqual({ percent: 100, stage: 'saving' });
  });

  it('updates the post it created when retried after a failure, never making a second', async () => {
    const { usecase, dest, ledger } = setup();
    ledger.failComplete = new Error('MariaDB went away');

    await expect(usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID)).rejects.toThrow(
      'MariaDB went away',
    );
    expect(ledger.clones.get(CLONE_ID)).toMatchObject({ state: 'running', remoteId: 100 });

    const outcome = await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    expect(outcome).toMatchObject({ remoteId: 100, yoast: 'saved' });
    expect(dest.created).toHaveLength(1);
    expect(dest.updated.map((u) => u.id)).toEqual([100]);
    expect(dest.updated[0]!.write).toMatchObject({
      title: 'Harbour reopens',
      slug: 'harbour-reopens',
      content: BODY,
    });
    expect(dest.posts.size).toBe(1);
    expect(ledger.clones.get(CLONE_ID)).toMatchObject({ state: 'completed', remoteId: 100 });
  });

  it.each([
    ['trashed', 'trash' as const],
    ['deleted', null],
  ])(
    'creates the copy anew when the one the ledger knows was %s on the destination',
    async (_how, status) => {
      const { usecase, dest, ledger } = setup({ clone: cloneRow({ remoteId: 77 }) });
      if (status) dest.add(77, { title: 'Harbour reopens', content: BODY, status: 'draft' });
      if (status) dest.posts.get(77)!.status = status;

      const outcome = await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

      expect(outcome).toMatchObject({ remoteId: 100 });
      expect(dest.created).toHaveLength(1);
      // A trashed copy stays in the trash, as whoever trashed it left it.
      expect(dest.updated).toEqual([]);
      if (status) expect(dest.posts.get(77)!.status).toBe('trash');
      expect(ledger.clones.get(CLONE_ID)).toMatchObject({ state: 'completed', remoteId: 100 });
    },
  );

  it.each([
    ['deleted at the last sync', sourceArticle({ deletedInWp: true })],
    ['trashed at the last sync', sourceArticle({ status: 'trash' })],
    ['gone from our articles', null],
  ])('refuses to clone a source %s, writing nothing', async (_why, article) => {
    const ctx = setup({ article });

    const run = ctx.usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    await expect(run).rejects.toBeInstanceOf(CloneAbort);
    await expect(run).rejects.toMatchObject({
      code: 'clone.source_missing',
      permanent: true,
    });
    expectNothingWritten(ctx);
    expect(ctx.source.downloads).toEqual([]);
  });

  it('refuses to clone into a destination without credentials, writing nothing', async () => {
    const ctx = setup({ withoutCredentials: [DEST_ID] });

    const run = ctx.usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    await expect(run).rejects.toBeInstanceOf(CloneAbort);
    await expect(run).rejects.toMatchObject({ code: 'clone.missing_credentials' });
    expectNothingWritten(ctx);
  });

  it('writes an AI clone’s reworked words and its SEO fields in Yoast, and says they were saved', async () => {
    const { usecase, dest, ledger, reworks } = setup({ clone: cloneRow({ type: 'ai' }) });

    const outcome = await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    expect(reworks).toEqual([
      expect.objectContaining({
        websiteId: DEST_ID,
        website: expect.objectContaining({ id: DEST_ID }) as unknown,
        title: 'Harbour reopens',
        html: BODY,
        excerpt: 'Boats are back.',
        sourceLanguage: 'fr',
        skipTranslation: false,
        jobId: String(RUN_ID),
        userId: 3,
        accountId: 1,
      }),
    ]);
    expect(dest.created).toHaveLength(1);
    expect(dest.created[0]).toMatchObject({
      title: REWORK.title,
      content: REWORK.html,
      excerpt: REWORK.excerpt,
      // An AI copy takes its slug from its new title (WordPress makes it a slug).
      slug: REWORK.title,
      status: 'publish',
    });
    // Only what the AI wrote: neither the source's own Yoast fields nor a canonical to it.
    expect(dest.created[0]!.meta).toEqual({
      _yoast_wpseo_title: 'Port reopens',
      _yoast_wpseo_metadesc: 'Ships have returned to the port after a month.',
      _yoast_wpseo_focuskw: 'port',
      '_yoast_wpseo_opengraph-title': 'The port is open again',
    });
    expect(dest.created[0]).not.toHaveProperty('sticky');
    expect(outcome).toMatchObject({ remoteId: 100, yoast: 'saved' });
    expect(ledger.clones.get(CLONE_ID)).toMatchObject({ state: 'completed', yoast: 'saved' });
  });

  it('holds an AI copy for a website that reviews AI work: the AI’s text kept, nothing written', async () => {
    const ctx = setup({ clone: cloneRow({ type: 'ai' }), destination: { reviewAi: true } });
    const { reporter, reports } = reporterOf();

    const outcome = await ctx.usecase.run(CLONE_ID, reporter, RUN_ID);

    expect(outcome).toMatchObject({ held: true, remoteId: null, sourceWebsiteId: SOURCE_ID });
    expect(ctx.ledger.clones.get(CLONE_ID)).toMatchObject({
      state: 'held',
      draft: { title: REWORK.title, html: REWORK.html, excerpt: REWORK.excerpt, seo: REWORK.seo },
    });
    expect(ctx.dest.created).toEqual([]);
    expect(ctx.dest.updated).toEqual([]);
    expect(ctx.dest.uploads).toEqual([]);
    expect(ctx.savedRows).toEqual([]);
    expect(reports.at(-1)).toMatchObject({ percent: 100, stage: 'held' });
  });

  it('writes a reviewed copy as its reviewer sent it, without asking the AI again', async () => {
    const reviewed = {
      title: 'Port reopens, checked',
      html: '<p>Ships are back, says the harbour master.</p>',
      excerpt: 'Ships are back.',
      seo: { ...REWORK.seo, title: 'Checked | SEO' },
    };
    const { usecase, dest, ledger, reworks } = setup({
      clone: cloneRow({ type: 'ai', draft: reviewed, reviewedAt: new Date(), reviewedByUserId: 9 }),
      destination: { reviewAi: true },
    });

    const outcome = await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    expect(reworks).toEqual([]);
    expect(outcome).toMatchObject({ held: false, remoteId: 100 });
    expect(dest.created[0]).toMatchObject({
      title: reviewed.title,
      content: reviewed.html,
      excerpt: reviewed.excerpt,
    });
    expect(dest.created[0]!.meta).toMatchObject({ _yoast_wpseo_title: 'Checked | SEO' });
    expect(ledger.clones.get(CLONE_ID)).toMatchObject({ state: 'completed' });
  });

  it('leaves an AI clone as a draft, SEO not saved, when the destination’s Yoast drops the fields', async () => {
    const { usecase, dest, ledger } = setup({ clone: cloneRow({ type: 'ai' }) });
    dest.yoastKeeps = false;

    const outcome = await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    expect(outcome).toMatchObject({ remoteId: 100, yoast: 'not_saved' });
    expect(dest.created).toHaveLength(1);
    expect(dest.updated).toEqual([{ id: 100, write: { status: 'draft' } }]);
    expect(dest.posts.get(100)!.status).toBe('draft');
    expect(ledger.clones.get(CLONE_ID)).toMatchObject({ state: 'completed', yoast: 'not_saved' });
  });

  it('sends no Yoast fields (nor a canonical) to a destination without Yoast and says it is absent', async () => {
    const { usecase, dest, ledger } = setup({ destination: { yoastActive: false } });

    const outcome = await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    expect(outcome).toMatchObject({ remoteId: 100, yoast: 'absent' });
    expect(dest.created).toHaveLength(1);
    expect(dest.created[0]).not.toHaveProperty('meta');
    expect(ledger.clones.get(CLONE_ID)).toMatchObject({ state: 'completed', yoast: 'absent' });
  });

  it('names the source as canonical through the connector plugin where Yoast is not installed', async () => {
    const { usecase, dest } = setup({
      destination: { yoastActive: false, connectorActive: true },
    });

    const outcome = await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    // The connector's field alone: no Yoast field is written where Yoast is absent.
    expect(dest.created[0]!.meta).toEqual({
      _aims_canonical: 'https://source.example/harbour-reopens',
    });
    expect(outcome).toMatchObject({ yoast: 'absent' });
  });

  it('writes no canonical where the website asked for none, connector or not', async () => {
    const { usecase, dest } = setup({
      destination: { yoastActive: false, connectorActive: true, canonicalToSource: false },
    });

    await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    expect(dest.created[0]).not.toHaveProperty('meta');
  });

  it("a verbatim copy's body images keep their library titles as the sync stored them", async () => {
    const nets = 'https://source.example/wp-content/uploads/nets.jpg';
    const boats = 'https://source.example/wp-content/uploads/boats.jpg';
    const figure = (id: number, src: string, alt: string) =>
      `<!-- wp:image {"id":${id}} --><figure class="wp-block-image"><img src="${src}" alt="${alt}" class="wp-image-${id}"/></figure><!-- /wp:image -->`;
    const { usecase, dest } = setup({
      article: sourceArticle({
        rawContent: figure(56, nets, 'Nets drying') + figure(57, boats, 'Boats'),
        bodyMediaText: {
          '56': { alt: 'Nets drying', caption: '', title: 'Nets & floats, 1998' },
          '57': { alt: 'Boats', caption: '', title: '' },
        },
      }),
    });

    await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    expect(dest.uploads.map((upload) => upload.description)).toEqual([
      { alt_text: 'Nets drying', caption: '', title: 'Nets & floats, 1998' },
      // No title in the library: WordPress names it from its file, as on the source.
      { alt_text: 'Boats', caption: '' },
    ]);
  });

  it('uploads each image of the body and the featured image once, serving them from the destination', async () => {
    const photo = 'https://source.example/wp-content/uploads/harbour.jpg';
    const map = 'https://cdn.example/map.png';
    const body =
      `<!-- wp:image {"id":55} --><figure class="wp-block-image"><img src="${photo}" alt="The harbour" class="wp-image-55"/>` +
      '<figcaption>At dawn</figcaption></figure><!-- /wp:image -->' +
      `<p><img src="${map}" alt="Map"></p><p><img src="${map}" alt="Map again"></p>`;
    const { usecase, source, dest, ledger } = setup({
      article: sourceArticle({
        rawContent: body,
        featuredMediaId: 55,
        featuredImageUrl: photo,
        featuredMediaText: { alt: 'Harbour at dawn', caption: 'Photo: AP', title: 'harbour' },
      }),
    });

    const outcome = await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    expect(outcome).toMatchObject({ images: 2, imagesUploaded: 2 });
    expect(source.downloads).toEqual([photo, map]);
    expect(dest.uploads).toEqual([
      // The featured image says what the source's says (a verbatim copy).
      {
        filename: 'harbour.jpg',
        description: { alt_text: 'Harbour at dawn', caption: 'Photo: AP', title: 'harbour' },
      },
      { filename: 'map.png', description: { alt_text: 'Map', caption: '' } },
    ]);
    const newPhoto = 'https://dest.example/wp-content/uploads/2026/03/harbour.jpg';
    const newMap = 'https://dest.example/wp-content/uploads/2026/03/map.png';
    const written = dest.created[0]!;
    expect(written.content).toBe(
      `<!-- wp:image {"id":900} --><figure class="wp-block-image"><img src="${newPhoto}" alt="The harbour" class="wp-image-900"/>` +
        '<figcaption>At dawn</figcaption></figure><!-- /wp:image -->' +
        `<p><img src="${newMap}" alt="Map"></p><p><img src="${newMap}" alt="Map again"></p>`,
    );
    expect(written.content).not.toContain('source.example');
    expect(written.featured_media).toBe(900);
    // The uploads belong to the copy.
    expect(dest.attached).toEqual([{ ids: [900, 901], postId: 100 }]);
    expect(ledger.media.get(`${DEST_ID} ${photo}`)).toMatchObject({ mediaId: 900 });

    // Pushed again: the images in the destination's library are used, not uploaded again.
    const again = await usecase.run(CLONE_ID, reporterOf().reporter, RUN_ID);

    expect(again).toMatchObject({ remoteId: 100, images: 2, imagesUploaded: 0 });
    expect(dest.uploads).toHaveLength(2);
    expect(source.downloads).toHaveLength(2);
    expect(dest.updated[0]!.write.content).toBe(written.content);
    expect(dest.attached).toHaveLength(1);
  });

  it('stops before writing anything when the run was cancelled before it started', async () => {
    const ctx = setup();
    const { reporter, reports, cancel } = reporterOf();
    cancel.abort();

    await expect(ctx.usecase.run(CLONE_ID, reporter, RUN_ID)).rejects.toBeInstanceOf(JobCancelled);

    expectNothingWritten(ctx);
    expect(ctx.source.downloads).toEqual([]);
    expect(ctx.reworks).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('stops before writing anything when cancelled while the AI reworks the article', async () => {
    const ctx = setup({ clone: cloneRow({ type: 'ai' }) });
    const { reporter, cancel } = reporterOf();
    ctx.ai.during = () => cancel.abort();

    await expect(ctx.usecase.run(CLONE_ID, reporter, RUN_ID)).rejects.toBeInstanceOf(JobCancelled);

    expect(ctx.reworks).toHaveLength(1);
    expectNothingWritten(ctx);
  });
});
