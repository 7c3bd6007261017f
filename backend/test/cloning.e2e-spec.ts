import AdmZip from 'adm-zip';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { startWordPressSites, stopAll, wpCli, type WpSite } from '../../test/wordpress/harness';
import { Article } from '../src/articles/entities/article.entity';
import { ArticleClone } from '../src/cloning/entities/article-clone.entity';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { QueueName } from '../src/core/queues/job-catalogue';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import { Website } from '../src/websites/entities/website.entity';
import {
  startDeepLServer,
  startOpenAiServer,
  type ProtocolServer,
} from '../../test/support/provider-servers';
import { eventually } from './support/eventually';
import { createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  waitForEvent,
  withQueuePaused,
  type TestApp,
  type TestSocket,
} from './support/test-app';
import { addMuPlugin, addVerifiedWebsite, basicAuth } from './support/wordpress';
import { SHARED_SECRETS, startWorker, type WorkerProcess } from './support/worker-process';

jest.setTimeout(180_000);

interface Media {
  id: number;
  url: string;
  sizes: Record<string, string>;
}

/** Yoast's canonical, which the harness's stand-in leaves unregistered: copies drop it there. */
const CANONICAL_META = `add_action('init', function () { register_post_meta('', '_yoast_wpseo_canonical', array('show_in_rest' => true, 'single' => true, 'type' => 'string', 'auth_callback' => function () { return current_user_can('edit_posts'); })); });`;

interface WpPost {
  id: number;
  status: string;
  slug: string;
  link: string;
  title: { raw: string };
  content: { raw: string; rendered: string };
  excerpt: { raw: string };
  categories: number[];
  tags: number[];
  featured_media: number;
  meta: Record<string, string>;
  author: number;
  sticky: boolean;
  date_gmt: string;
  modified_gmt: string;
}

/** The WordPress REST API of a harness site, as its administrator. */
function rest(site: WpSite) {
  const auth = basicAuth(site.users.admin);
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${site.url}/wp-json/${route}`, {
      method,
      headers: {
        authorization: auth,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  return {
    get: <T>(route: string) => call<T>('GET', route),
    post: <T>(route: string, body: unknown) => call<T>('POST', route, body),
    post_: (id: number) => call<WpPost>('GET', `wp/v2/posts/${id}?context=edit`),
    async upload(name: string, background: { r: number; g: number; b: number }): Promise<Media> {
      const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const res = await fetch(`${site.url}/wp-json/wp/v2/media`, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'image/jpeg',
          'content-disposition': `attachment; filename="${name}.jpg"`,
        },
        body: new Uint8Array(image),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`upload: ${res.status} ${text.slice(0, 300)}`);
      const raw = JSON.parse(text) as {
        id: number;
        source_url: string;
        media_details: { sizes: Record<string, { source_url: string }> };
      };
      return {
        id: raw.id,
        url: raw.source_url,
        sizes: Object.fromEntries(
          Object.entries(raw.media_details.sizes ?? {}).map(([k, v]) => [k, v.source_url]),
        ),
      };
    },
    /** Posts in every status but trash whose title is exactly `title`. */
    async postsTitled(title: string): Promise<WpPost[]> {
      const all = await call<WpPost[]>(
        'GET',
        `wp/v2/posts?context=edit&per_page=100&status=publish,draft,private,future,pending&search=${encodeURIComponent(title)}`,
      );
      return all.filter((p) => p.title.raw === title);
    },
    async termNames(taxonomy: 'categories' | 'tags', ids: number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await call<{ name: string }[]>(
        'GET',
        `wp/v2/${taxonomy}?include=${ids.join(',')}&per_page=100`,
      );
      return rows.map((r) => r.name).sort();
    },
  };
}

const image = (m: Media, link = false) => {
  const large = m.sizes.large ?? m.url;
  const medium = m.sizes.medium ?? m.url;
  const img = `<img src="${large}" alt="" class="wp-image-${m.id}" srcset="${large} 1024w, ${medium} 300w, ${m.url} 1200w" sizes="(max-width: 1024px) 100vw, 1024px" />`;
  return `<!-- wp:image {"id":${m.id},"sizeSlug":"large"${link ? ',"linkDestination":"media"' : ''}} -->
<figure class="wp-block-image size-large">${link ? `<a href="${m.url}">${img}</a>` : img}</figure>
<!-- /wp:image -->`;
};

/**
 * Cloning between two real WordPress sites. The API runs in this process (ROLE=api); clone jobs
 * run in a worker process (ROLE=worker), so one can be killed mid-clone.
 */
describe('cloning articles into another real WordPress site', () => {
  const env = testEnv();
  let t: TestApp;
  let sites: WpSite[];
  let source: WpSite;
  let dest: WpSite;
  const workers: WorkerProcess[] = [];
  let admin: string;
  let socket: TestSocket;
  let sourceId: number;
  let destId: number;
  let articleId: number;
  let src: ReturnType<typeof rest>;
  let dst: ReturnType<typeof rest>;
  let remotePostId: number;
  let destCategoryId: number;
  const unique = Date.now().toString(36);
  const title = `Harbour reopens after storm ${unique}`;

  beforeAll(async () => {
    [t, sites] = await Promise.all([
      startApp(env, { ROLE: 'api', OUTBOUND_ALLOW_PRIVATE: 'true', ...SHARED_SECRETS }),
      startWordPressSites({ count: 2, yoast: [true, true] }),
    ]);
    [source, dest] = sites as [WpSite, WpSite];
    src = rest(source);
    dst = rest(dest);
    workers.push(await startWorker(env));
    admin = (await login(t)).cookie;
    socket = await connectSocket(t, admin);
    [sourceId, destId] = await Promise.all([
      addVerifiedWebsite(t, { Cookie: admin }, source),
      addVerifiedWebsite(t, { Cookie: admin }, dest),
    ]);

    // The source post: a featured image, two body images with srcset, new and shared terms, SEO.
    // One after another: WordPress's first uploads of a month race to create its folder, and
    // the loser answers 500 "Unable to create directory" (wp_mkdir_p), as a loaded CI run saw.
    const featured = await src.upload(`featured-${unique}`, { r: 200, g: 30, b: 30 });
    const first = await src.upload(`first-${unique}`, { r: 30, g: 200, b: 30 });
    const second = await src.upload(`second-${unique}`, { r: 30, g: 30, b: 200 });
    const category = await src.post<{ id: number }>('wp/v2/categories', {
      name: `Coast ${unique}`,
    });
    const newTag = await src.post<{ id: number }>('wp/v2/tags', { name: `harbour-${unique}` });
    const sharedTag = await src.post<{ id: number }>('wp/v2/tags', { name: `weather-${unique}` });
    // The destination has one of the tags already: it is reused, not doubled; and its category
    // spelled otherwise (case, accent, punctuation): the same category, not a near-duplicate.
    await dst.post('wp/v2/tags', { name: `weather-${unique}` });
    destCategoryId = (
      await dst.post<{ id: number }>('wp/v2/categories', { name: `côast–${unique}` })
    ).id;
    const post = await src.post<WpPost>('wp/v2/posts', {
      title,
      slug: `harbour-reopens-${unique}`,
      status: 'publish',
      excerpt: 'The harbour is open again & boats are back.',
      content: `<!-- wp:paragraph -->\n<p>Boats are back in the <strong>harbour</strong>.</p>\n<!-- /wp:paragraph -->\n\n${image(first)}\n\n<!-- wp:paragraph -->\n<p>More below.</p>\n<!-- /wp:paragraph -->\n\n${image(second, true)}`,
      categories: [category.id],
      tags: [newTag.id, sharedTag.id],
      featured_media: featured.id,
      meta: {
        _yoast_wpseo_title: 'Harbour reopens | SEO',
        _yoast_wpseo_metadesc: 'The harbour reopened after the storm.',
        _yoast_wpseo_focuskw: 'harbour',
        '_yoast_wpseo_opengraph-title': 'Harbour reopens (OG)',
        '_yoast_wpseo_opengraph-description': 'Boats are back after the storm (OG).',
        '_yoast_wpseo_twitter-title': 'Harbour reopens (Twitter)',
        '_yoast_wpseo_twitter-description': 'Boats are back (Twitter).',
        '_yoast_wpseo_meta-robots-noindex': '2',
        // An id of the source's own category: the copy names the destination's same category.
        _yoast_wpseo_primary_category: String(category.id),
      },
    });
    const sync = await t.http.post(`/api/websites/${sourceId}/sync`).set('Cookie', admin);
    const synced = await followJob(t, socket, sync.body.jobId as string, 60_000);
    expect((await synced.outcome).state).toBe('completed');
    articleId = (
      await t.db.getRepository(Article).findOneByOrFail({ websiteId: sourceId, remoteId: post.id })
    ).id;
  });

  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(workers.map((w) => w.kill()));
    await stopAll(sites ?? []);
    await t?.close();
    await dropEnv(env);
  });

  const start = (body: Record<string, unknown>, cookie = admin) =>
    t.http.post('/api/articles/clone').set('Cookie', cookie).send(body);

  /** Clones and follows the job to its end as a browser does; resolves with the ledger row. */
  async function clone(body: Record<string, unknown> = {}) {
    // Watched before it starts: every stage it reports is heard.
    const { jobId, job } = await withQueuePaused(t, QueueName.Clone, async () => {
      const res = await start({
        articleIds: [articleId],
        websiteIds: [destId],
        type: 'unchanged',
        status: 'publish',
        pushSeo: true,
        ...body,
      }).expect(202);
      expect(res.body.jobs).toEqual([{ jobId: expect.any(String), articleId, websiteId: destId }]);
      const jobId = res.body.jobs[0].jobId as string;
      return { jobId, job: await followJob(t, socket, jobId, 90_000) };
    });
    const outcome = await job.outcome;
    return { jobId, outcome, progress: job.progress, row: await ledgerRow() };
  }

  const ledgerRow = async () => {
    const res = await t.http.get(`/api/articles/${articleId}/clones`).set('Cookie', admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    return res.body.data[0] as {
      remoteId: number;
      state: string;
      yoast: string;
      link: string;
      sourceChanged: boolean;
      errorCode: string | null;
      clonedBy: { id: number; name: string } | null;
      type: string;
      lastJobId: string;
    };
  };

  /** The source website synced, as its next articles need; resolves when the sync completed. */
  async function syncSource() {
    const sync = await t.http.post(`/api/websites/${sourceId}/sync`).set('Cookie', admin);
    const job = await followJob(t, socket, sync.body.jobId as string, 60_000);
    expect((await job.outcome).state).toBe('completed');
  }

  /** Our article id of a post of the source website. */
  const sourceArticleId = async (remoteId: number) =>
    (await t.db.getRepository(Article).findOneByOrFail({ websiteId: sourceId, remoteId })).id;

  /** A new published post on the source, synced: its post and our article id. */
  async function newSourcePost(title: string, content: string) {
    const post = await src.post<WpPost>('wp/v2/posts', { title, status: 'publish', content });
    await syncSource();
    return { post, id: await sourceArticleId(post.id) };
  }

  /** A user's id on a harness site, by login. */
  const userId = async (site: ReturnType<typeof rest>, login: string) =>
    (
      await site.get<{ id: number; username: string }[]>(`wp/v2/users?search=${login}&context=edit`)
    ).find((u) => u.username === login)!.id;

  /**
   * A published story of the destination's "author": the connection is the editor's, who sees
   * only users with published posts, as in a newsroom.
   */
  const authorPublishesOnDestination = async (title: string) =>
    dst.post('wp/v2/posts', { title, status: 'publish', author: await userId(dst, 'author') });

  const mediaCount = async (site: ReturnType<typeof rest>) =>
    (await site.get<unknown[]>('wp/v2/media?per_page=100')).length;

  it('an unchanged clone arrives intact: text, terms, featured and body images from the destination, Yoast fields', async () => {
    const canonical = await addMuPlugin(dest, 'canonical-meta', CANONICAL_META);
    const socketEvents = waitForEvent(socket, 'clones.changed', (p) => p.articleId === articleId);
    // The dashboard's all-time counts, read (and kept) before the clone…
    const counts = async () => {
      const res = await t.http.get('/api/dashboard/summary').set('Cookie', admin).expect(200);
      const of = (id: number) =>
        (res.body.websites as { websiteId: number; cloned: number; parents: number }[]).find(
          (w) => w.websiteId === id,
        )!;
      return { cloned: of(destId).cloned, parents: of(sourceId).parents };
    };
    const before = await counts();
    const { outcome, progress, row, jobId } = await clone();
    expect(outcome).toMatchObject({ state: 'completed', progress: 100 });
    const stages = new Set(progress.map((p) => p.stage));
    for (const stage of ['cloning', 'sending', 'saving']) expect(stages).toContain(stage);
    await socketEvents;
    expect(row).toMatchObject({
      state: 'completed',
      type: 'unchanged',
      yoast: 'saved',
      errorCode: null,
      sourceChanged: false,
      lastJobId: jobId,
      clonedBy: { id: expect.any(Number), name: expect.any(String) },
    });
    remotePostId = row.remoteId;

    const [original, copy] = await Promise.all([
      src.post_((await t.db.getRepository(Article).findOneByOrFail({ id: articleId })).remoteId),
      dst.post_(row.remoteId),
    ]);
    expect(copy.status).toBe('publish');
    expect(copy.title.raw).toBe(original.title.raw);
    expect(copy.excerpt.raw).toBe(original.excerpt.raw);
    expect(copy.slug).toBe(original.slug);
    expect(row.link).toBe(copy.link);
    expect(await src.termNames('categories', original.categories)).toEqual([`Coast ${unique}`]);
    expect(copy.categories).toEqual([destCategoryId]);
    const coasts = await dst.get<unknown[]>(`wp/v2/categories?search=${unique}`);
    expect(coasts).toHaveLength(1);
    expect(await dst.termNames('tags', copy.tags)).toEqual(
      await src.termNames('tags', original.tags),
    );
    const weather = await dst.get<unknown[]>(`wp/v2/tags?search=weather-${unique}`);
    expect(weather).toHaveLength(1);

    // No address of the source is left; every image is the destination's and is served by it.
    for (const html of [copy.content.raw, copy.content.rendered]) {
      expect(html).not.toContain(source.url);
      expect(html).toContain(dest.url);
    }
    const ids = [...copy.content.raw.matchAll(/wp-image-(\d+)/g)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(2);
    const blockIds = [...copy.content.raw.matchAll(/<!-- wp:image \{"id":(\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(blockIds).toEqual(ids);
    const destMedia = await dst.get<{ id: number; source_url: string }[]>(
      `wp/v2/media?include=${[...ids, copy.featured_media].join(',')}`,
    );
    expect(destMedia).toHaveLength(3);
    expect(copy.featured_media).toBeGreaterThan(0);
    const srcsets = [...copy.content.raw.matchAll(/srcset="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcsets).toHaveLength(2);
    const urls = [
      ...copy.content.raw.matchAll(/(?:src|href)="([^"]+)"/g),
      ...srcsets.flatMap((s) => s.split(', ').map((c) => [c.split(' ')[0]])),
    ].map((m) => m[1] ?? m[0]!);
    for (const url of urls) {
      expect(url.startsWith(dest.url)).toBe(true);
      expect((await fetch(url)).status).toBe(200);
    }
    // Everything but the image addresses and ids is byte for byte the original.
    const strip = (html: string) =>
      html
        .replace(/(src|href|srcset)="[^"]*"/g, '$1=""')
        .replace(/wp-image-\d+/g, 'wp-image-N')
        .replace(/"id":\d+/g, '"id":N');
    expect(strip(copy.content.raw)).toBe(strip(original.content.raw));

    expect(copy.meta).toMatchObject({
      _yoast_wpseo_title: 'Harbour reopens | SEO',
      _yoast_wpseo_metadesc: 'The harbour reopened after the storm.',
      _yoast_wpseo_focuskw: 'harbour',
      '_yoast_wpseo_opengraph-title': 'Harbour reopens (OG)',
      '_yoast_wpseo_opengraph-description': 'Boats are back after the storm (OG).',
      '_yoast_wpseo_twitter-title': 'Harbour reopens (Twitter)',
      '_yoast_wpseo_twitter-description': 'Boats are back (Twitter).',
      '_yoast_wpseo_meta-robots-noindex': '2',
      // The source's primary category, by the destination's id of the same category.
      _yoast_wpseo_primary_category: String(destCategoryId),
      _yoast_wpseo_canonical: original.link,
    });
    await canonical();

    // Our side: the copy is an article of the destination, marked as cloned; the parent counts it.
    const list = await t.http
      .get(`/api/articles?websiteId=${destId}`)
      .set('Cookie', admin)
      .expect(200);
    const copyRow = (list.body.data as { remoteId: number; clonedFromId: number }[]).find(
      (a) => a.remoteId === copy.id,
    );
    expect(copyRow).toMatchObject({ clonedFromId: articleId, sourceChanged: false });
    const parent = await t.http.get(`/api/articles/${articleId}`).set('Cookie', admin).expect(200);
    expect(parent.body).toMatchObject({ cloneCount: 1, clonedFromId: null });
    const run = await t.db.getRepository(JobRun).findOneByOrFail({ id: Number(jobId) });
    expect(run).toMatchObject({ name: 'clone.article', websiteId: destId, articleId });
    // …move with it: one more clone on the destination, the source article now a parent.
    expect(await counts()).toEqual({ cloned: before.cloned + 1, parents: before.parents + 1 });
  });

  it('a clone copies what the sync stored: it reads neither the source post nor its media library', async () => {
    // The source refuses every read of a post or of its media library (its image files are
    // still served): the clone works from the stored post, the body's own image addresses and
    // the stored featured image.
    const refuse = await addMuPlugin(
      source,
      'refuse-post-reads',
      `add_filter('rest_pre_dispatch', function ($result, $server, $request) { if ($request->get_method() === 'GET' && preg_match('#^/wp/v2/(posts/\\d+|media)#', $request->get_route())) { return new WP_Error('refused', 'No reads in this test', array('status' => 500)); } return $result; }, 10, 3);`,
    );
    // The images are copied again (their cache forgotten), so their sizes are matched anew.
    await t.db.query('DELETE FROM clone_media WHERE websiteId = ?', [destId]);
    try {
      const { remoteId } = await t.db.getRepository(Article).findOneByOrFail({ id: articleId });
      await expect(src.post_(remoteId)).rejects.toThrow(/500/);
      const { row, outcome } = await clone();
      expect(outcome).toMatchObject({ state: 'completed', progress: 100 });
      expect(row.remoteId).toBe(remotePostId);
      const copy = await dst.post_(row.remoteId);
      expect(copy.content.raw).not.toContain(source.url);
      const srcsets = [...copy.content.raw.matchAll(/srcset="([^"]+)"/g)].map((m) => m[1]!);
      // Every size kept: three candidates each (large, medium, full), all the destination's.
      expect(srcsets.map((s) => s.split(', ').length)).toEqual([3, 3]);
      for (const url of srcsets.flatMap((s) => s.split(', ').map((c) => c.split(' ')[0]!))) {
        expect(url.startsWith(dest.url)).toBe(true);
      }
      expect(copy.featured_media).toBeGreaterThan(0);
      expect(copy.title.raw).toBe(title);
    } finally {
      await refuse();
    }
  });

  it('a row stored without the raw fields (synced before they were kept) is read from the source', async () => {
    const columns = 'rawTitle, rawContent, rawExcerpt, postPassword';
    const [kept] = (await t.db.query(`SELECT ${columns} FROM articles WHERE id = ?`, [
      articleId,
    ])) as Record<string, string | null>[];
    expect(kept!.rawContent).toContain('wp:image');
    await t.db.query(
      'UPDATE articles SET rawTitle = NULL, rawContent = NULL, rawExcerpt = NULL, postPassword = NULL WHERE id = ?',
      [articleId],
    );
    try {
      const { row, outcome } = await clone();
      expect(outcome).toMatchObject({ state: 'completed', progress: 100 });
      const [original, copy] = await Promise.all([
        src.post_((await t.db.getRepository(Article).findOneByOrFail({ id: articleId })).remoteId),
        dst.post_(row.remoteId),
      ]);
      expect(copy.title.raw).toBe(original.title.raw);
      expect(copy.excerpt.raw).toBe(original.excerpt.raw);
      expect(copy.content.raw).not.toContain(source.url);
      expect(copy.content.raw.match(/wp-image-\d+/g)).toHaveLength(2);
      expect(copy.featured_media).toBeGreaterThan(0);
    } finally {
      await t.db.query(
        'UPDATE articles SET rawTitle = ?, rawContent = ?, rawExcerpt = ?, postPassword = ? WHERE id = ?',
        [kept!.rawTitle, kept!.rawContent, kept!.rawExcerpt, kept!.postPassword, articleId],
      );
    }
  });

  /** Syncs the source website, as its schedule would: what a clone copies comes from there. */
  it('cloning again updates the same post and uploads no image twice; a protected post stays protected', async () => {
    const before = await mediaCount(dst);
    const { remoteId } = await t.db.getRepository(Article).findOneByOrFail({ id: articleId });
    await src.post(`wp/v2/posts/${remoteId}`, { password: 'harbour-secret' });
    // A clone copies the post as the sync stored it: the password arrives with the next sync.
    await syncSource();
    // Kept sealed: the password is nowhere in our database in the clear.
    const [{ postPassword }] = await t.db.query('SELECT postPassword FROM articles WHERE id = ?', [
      articleId,
    ]);
    expect(postPassword).toMatch(/^v1\./);
    expect(postPassword).not.toContain('harbour-secret');
    const { row, outcome } = await clone();
    await src.post(`wp/v2/posts/${remoteId}`, { password: '' });
    await syncSource();
    expect(outcome.state).toBe('completed');
    expect(row.remoteId).toBe(remotePostId);
    expect(((await dst.post_(row.remoteId)) as WpPost & { password: string }).password).toBe(
      'harbour-secret',
    );
    expect(await dst.postsTitled(title)).toHaveLength(1);
    expect(await mediaCount(dst)).toBe(before);
  });

  it('a copy deleted on the destination is created again, once', async () => {
    await wpCli(dest, `wp_delete_post(${remotePostId}, true);`);
    const { row, outcome } = await clone();
    expect(outcome.state).toBe('completed');
    expect(row.remoteId).not.toBe(remotePostId);
    expect(await dst.postsTitled(title)).toHaveLength(1);
    remotePostId = row.remoteId;
  });

  it('a copy trashed on the destination stays in the trash; the clone is a new post', async () => {
    await wpCli(dest, `wp_trash_post(${remotePostId});`);
    const { row } = await clone();
    expect(row.remoteId).not.toBe(remotePostId);
    expect(await dst.postsTitled(title)).toHaveLength(1);
    expect((await dst.post_(remotePostId)).status).toBe('trash');
    remotePostId = row.remoteId;
  });

  it('with the Yoast fields not registered on the destination: the spec error, and the post stays a draft', async () => {
    const unregister = await addMuPlugin(
      dest,
      'no-yoast-meta',
      `add_action('init', function () { foreach (array('_yoast_wpseo_title', '_yoast_wpseo_metadesc', '_yoast_wpseo_focuskw', '_yoast_wpseo_opengraph-title') as $k) { unregister_post_meta('', $k); } }, 100);`,
    );
    try {
      const { row } = await clone({ status: 'publish' });
      expect(row).toMatchObject({ state: 'completed', yoast: 'not_saved' });
      expect((await dst.post_(row.remoteId)).status).toBe('draft');
    } finally {
      await unregister();
    }
  });

  it('without Yoast on the destination the SEO data is not pushed, and the user is told so', async () => {
    await t.db.getRepository(Website).update(destId, { yoastActive: false });
    try {
      const { row } = await clone({ status: 'publish' });
      expect(row).toMatchObject({ state: 'completed', yoast: 'absent' });
      expect((await dst.post_(row.remoteId)).status).toBe('publish');
    } finally {
      await t.db.getRepository(Website).update(destId, { yoastActive: true });
    }
  });

  it('when the parent changes, its clone shows "source changed" and one push updates it', async () => {
    await clone({ status: 'publish' });
    // Notices of this change only (earlier tests' syncs told of theirs).
    const [{ last }] = await t.db.query<{ last: number | null }[]>(
      'SELECT MAX(id) AS last FROM notifications',
    );
    const since = Number(last ?? 0);
    const original = await t.db.getRepository(Article).findOneByOrFail({ id: articleId });
    await wpCli(
      source,
      `wp_update_post(['ID' => ${original.remoteId}, 'post_title' => 'Harbour reopens: update ${unique}']);`,
    );
    await syncSource();
    expect((await ledgerRow()).sourceChanged).toBe(true);
    // Whoever cloned it is told, on the bell, once: a sync that finds nothing new says nothing.
    const told = async () =>
      Number(
        (
          await t.db.query<{ n: string }[]>(
            "SELECT COUNT(*) n FROM notifications WHERE kind = 'source_changed' AND link = ? AND id > ?",
            [`/apps/articles/logs/${articleId}`, since],
          )
        )[0]!.n,
      );
    await eventually(told, 1, 10_000);
    const [notice] = await t.db.query<{ params: string | Record<string, string> }[]>(
      "SELECT params FROM notifications WHERE kind = 'source_changed' AND link = ? AND id > ?",
      [`/apps/articles/logs/${articleId}`, since],
    );
    const params = typeof notice!.params === 'string' ? JSON.parse(notice!.params) : notice!.params;
    expect(params).toEqual({
      title: `Harbour reopens: update ${unique}`,
      website: expect.any(String),
    });
    await syncSource();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await told()).toBe(1);
    const list = await t.http
      .get(`/api/articles?websiteId=${destId}`)
      .set('Cookie', admin)
      .expect(200);
    expect(
      (list.body.data as { clonedFromId: number; sourceChanged: boolean }[]).find(
        (a) => a.clonedFromId === articleId,
      ),
    ).toMatchObject({ sourceChanged: true });

    const pushed = await t.http
      .post(`/api/articles/${articleId}/clones/push`)
      .set('Cookie', admin)
      .expect(202);
    expect(pushed.body.jobs).toHaveLength(1);
    const outcome = await (await followJob(t, socket, pushed.body.jobs[0].jobId)).outcome;
    expect(outcome.state).toBe('completed');
    const row = await ledgerRow();
    expect(row.sourceChanged).toBe(false);
    expect((await dst.post_(row.remoteId)).title.raw).toBe(`Harbour reopens: update ${unique}`);
  });

  it('killing the worker mid-clone: the retry leaves exactly one post on the destination', async () => {
    await wpCli(dest, `wp_delete_post(${(await ledgerRow()).remoteId}, true);`);
    // The images are copied again (their cache forgotten): the worker is killed while it copies.
    await t.db.query('DELETE FROM clone_media WHERE websiteId = ?', [destId]);
    const updated = `Harbour reopens: update ${unique}`;
    expect(await dst.postsTitled(updated)).toHaveLength(0);
    const { job, copying } = await withQueuePaused(t, QueueName.Clone, async () => {
      const res = await start({
        articleIds: [articleId],
        websiteIds: [destId],
        type: 'unchanged',
        status: 'publish',
      }).expect(202);
      const jobId = res.body.jobs[0].jobId as string;
      const copying = waitForEvent(
        socket,
        'job.progress',
        (p) => p.jobId === jobId && p.stage === 'cloning',
        60_000,
      );
      return { job: await followJob(t, socket, jobId, 120_000), copying };
    });
    await copying;
    await workers[0]!.kill('SIGKILL');
    const ledger = t.db.getRepository(ArticleClone);
    expect(
      await ledger.findOneByOrFail({ sourceArticleId: articleId, websiteId: destId }),
    ).toMatchObject({ state: 'running' });
    workers.push(await startWorker(env));
    const outcome = await job.outcome;
    expect(outcome).toMatchObject({ state: 'completed', progress: 100 });
    const posts = await dst.postsTitled(updated);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.id).toBe((await ledgerRow()).remoteId);
  });

  it('a post whose creation answer was lost (worker killed in between) is adopted, not doubled', async () => {
    const before = await ledgerRow();
    const updated = `Harbour reopens: update ${unique}`;
    // As a worker killed after WordPress created the post, before the ledger heard of it, leaves it.
    await wpCli(dest, `wp_update_post(['ID' => ${before.remoteId}, 'post_excerpt' => 'touched']);`);
    await t.db
      .getRepository(ArticleClone)
      .update(
        { sourceArticleId: articleId, websiteId: destId },
        { remoteId: null, link: null, creatingAt: new Date() },
      );
    const { row, outcome } = await clone();
    expect(outcome.state).toBe('completed');
    expect(row.remoteId).toBe(before.remoteId);
    expect(await dst.postsTitled(updated)).toHaveLength(1);
  });

  it('without Yoast, the connector plugin as downloaded makes the copy’s page name its source as canonical', async () => {
    // The plugin as staff download it, installed on a destination without Yoast.
    const download = await t.http
      .get('/api/connector-plugin')
      .set('Cookie', admin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', 'application/zip')
      .expect('Content-Disposition', 'attachment; filename="ai-multisite-connector.zip"');
    const plugin = new AdmZip(download.body as Buffer).getEntry(
      'ai-multisite-connector/ai-multisite-connector.php',
    );
    expect(plugin).toBeTruthy();
    const muPlugins = join(dest.root, 'wp-content', 'mu-plugins');
    const installed = join(muPlugins, 'ai-multisite-connector.php');
    await rename(join(muPlugins, 'yoast-standin.php'), join(muPlugins, 'yoast-standin.off'));
    await writeFile(installed, plugin!.getData());
    const verify = () =>
      t.http.post(`/api/websites/${destId}/verify`).set('Cookie', admin).send({}).expect(200);
    try {
      expect((await verify()).body).toMatchObject({ yoastActive: false, connectorActive: true });
      const { post, id } = await newSourcePost(`Canonical ${unique}`, '<p>The original.</p>');
      const { outcome } = await withQueuePaused(t, QueueName.Clone, async () => {
        const res = await start({
          articleIds: [id],
          websiteIds: [destId],
          type: 'unchanged',
          status: 'publish',
          pushSeo: true,
        }).expect(202);
        return followJob(t, socket, res.body.jobs[0].jobId as string, 90_000);
      });
      expect((await outcome).state).toBe('completed');
      const [row] = (await t.http.get(`/api/articles/${id}/clones`).set('Cookie', admin)).body
        .data as { remoteId: number; link: string; yoast: string }[];
      expect(row!.yoast).toBe('absent');
      const copy = await dst.post_(row!.remoteId);
      expect(copy.meta._aims_canonical).toBe(post.link);
      // WordPress prints it in the copy's page, where search engines read it.
      const page = await (await fetch(row!.link)).text();
      const canonical = /<link rel=["']canonical["'] href=["']([^"']+)["']/.exec(page)?.[1];
      expect(canonical).toBe(post.link);
    } finally {
      await rm(installed, { force: true });
      await rename(join(muPlugins, 'yoast-standin.off'), join(muPlugins, 'yoast-standin.php'));
    }
    expect((await verify()).body).toMatchObject({ yoastActive: true, connectorActive: false });
  });

  it("a copy's author is its source author's account on the destination, else the website's default author; the canonical is a website setting", async () => {
    const unregister = await addMuPlugin(dest, 'canonical-meta', CANONICAL_META);
    await authorPublishesOnDestination(`Local story ${unique}`);
    const columnist = `columnist${unique}`;
    const { id: columnistId } = await src.post<{ id: number }>('wp/v2/users', {
      username: columnist,
      email: `${columnist}@example.test`,
      password: `Pw-${unique}-long-enough`,
      roles: ['author'],
    });
    const [byAuthor, byColumnist] = [
      await src.post<WpPost>('wp/v2/posts', {
        title: `By the author ${unique}`,
        status: 'publish',
        sticky: true,
        content: '<p>Written by the author.</p>',
        author: await userId(src, 'author'),
      }),
      await src.post<WpPost>('wp/v2/posts', {
        title: `By the columnist ${unique}`,
        status: 'publish',
        content: '<p>Written by a columnist the destination does not know.</p>',
        author: columnistId,
      }),
    ];
    // Published long ago (an update: WordPress dates a new post's modification as its date, and
    // the incremental sync reads what was modified since it last ran).
    await src.post(`wp/v2/posts/${byAuthor.id}`, { date_gmt: '2024-03-01T10:00:00' });
    const website = await t.http.get(`/api/websites/${destId}`).set('Cookie', admin).expect(200);
    expect(website.body).toMatchObject({
      defaultAuthor: null,
      canonicalToSource: true,
      keepSourceDate: false,
    });
    const saved = await t.http
      .patch(`/api/websites/${destId}`)
      .set('Cookie', admin)
      .send({ defaultAuthor: ' editor ', canonicalToSource: false, keepSourceDate: true })
      .expect(200);
    expect(saved.body.data).toMatchObject({
      defaultAuthor: 'editor',
      canonicalToSource: false,
      keepSourceDate: true,
    });

    await syncSource();
    const ids = await Promise.all([byAuthor, byColumnist].map((post) => sourceArticleId(post.id)));
    const copies: WpPost[] = [];
    for (const id of ids) {
      const res = await start({
        articleIds: [id],
        websiteIds: [destId],
        type: 'unchanged',
        status: 'publish',
        pushSeo: true,
      }).expect(202);
      const job = await followJob(t, socket, res.body.jobs[0].jobId as string, 90_000);
      expect(await job.outcome).toMatchObject({ state: 'completed' });
      const ledger = await t.http
        .get(`/api/articles/${id}/clones`)
        .set('Cookie', admin)
        .expect(200);
      copies.push(await dst.post_(ledger.body.data[0].remoteId as number));
    }
    expect(copies.map((c) => c.author)).toEqual([
      await userId(dst, 'author'),
      await userId(dst, 'editor'),
    ]);
    // The website keeps the source's publication date (by default a copy is dated when made,
    // as the first test's copy is).
    expect(copies[0]!.date_gmt).toBe('2024-03-01T10:00:00');
    // A verbatim copy is as sticky as its source.
    expect(copies.map((c) => c.sticky)).toEqual([true, false]);
    // The website asked for no canonical: none is written (where one could be, as the first
    // test shows with the setting's default).
    for (const copy of copies) expect(copy.meta._yoast_wpseo_canonical).toBe('');
    await unregister();
    await t.http
      .patch(`/api/websites/${destId}`)
      .set('Cookie', admin)
      .send({ defaultAuthor: null, canonicalToSource: true, keepSourceDate: false })
      .expect(200);
  });

  it('a verbatim copy carries every field of its source, field by field; a copy that follows its source is pushed after the next sync', async () => {
    const unregister = await addMuPlugin(dest, 'canonical-meta', CANONICAL_META);
    await authorPublishesOnDestination(`Desk story ${unique}`);
    const featured = await src.upload(`quay-${unique}`, { r: 120, g: 90, b: 30 });
    await src.post(`wp/v2/media/${featured.id}`, {
      alt_text: 'Boats at the quay',
      caption: 'The quay at dawn & dusk — світанок',
      title: `Quay photo ${unique}`,
    });
    const inBody = await src.upload(`nets-${unique}`, { r: 20, g: 120, b: 90 });
    await src.post(`wp/v2/media/${inBody.id}`, {
      alt_text: 'Nets drying',
      caption: 'Nets — мережі — شباك',
      title: `Nets & floats — сіті ${unique}`,
    });
    const world = await src.post<{ id: number }>('wp/v2/categories', { name: `World ${unique}` });
    const politics = await src.post<{ id: number }>('wp/v2/categories', {
      name: `Politics ${unique}`,
      parent: world.id,
    });
    const tag = await src.post<{ id: number }>('wp/v2/tags', { name: `Київ ${unique}` });
    const bodyImage = `<!-- wp:image {"id":${inBody.id},"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="${inBody.sizes.large ?? inBody.url}" alt="Nets drying" class="wp-image-${inBody.id}"/><figcaption class="wp-element-caption">Nets — мережі — شباك</figcaption></figure>
<!-- /wp:image -->`;
    const post = await src.post<WpPost>('wp/v2/posts', {
      title: `Київ &amp; القدس: "every field" ${unique}`,
      slug: `every-field-${unique}`,
      status: 'publish',
      sticky: true,
      author: await userId(src, 'author'),
      excerpt: 'Nets &amp; boats — сіті та човни — شباك',
      content: `<!-- wp:paragraph -->\n<p>Fish &amp; chips — риба — سمك.</p>\n<!-- /wp:paragraph -->\n\n${bodyImage}`,
      categories: [politics.id],
      tags: [tag.id],
      featured_media: featured.id,
      meta: {
        _yoast_wpseo_title: 'Every field | SEO',
        _yoast_wpseo_metadesc: 'Every field of a story.',
        _yoast_wpseo_focuskw: 'every field',
        '_yoast_wpseo_opengraph-title': 'Every field (OG)',
        '_yoast_wpseo_opengraph-description': 'Every field, shared (OG).',
        '_yoast_wpseo_twitter-title': 'Every field (Twitter)',
        '_yoast_wpseo_twitter-description': 'Every field, tweeted.',
        '_yoast_wpseo_meta-robots-noindex': '1',
        _yoast_wpseo_primary_category: String(politics.id),
      },
    });
    await src.post(`wp/v2/posts/${post.id}`, { date_gmt: '2024-05-02T08:30:00' });
    await t.http
      .patch(`/api/websites/${destId}`)
      .set('Cookie', admin)
      .send({ keepSourceDate: true })
      .expect(200);
    await syncSource();
    const id = await sourceArticleId(post.id);

    // An AI rework is a story of its own: only a verbatim copy follows its source.
    const refused = await start({
      articleIds: [id],
      websiteIds: [destId],
      type: 'ai',
      status: 'publish',
      followSource: true,
    }).expect(400);
    expect(refused.body.code).toBe('clone.follow_needs_verbatim');

    const res = await start({
      articleIds: [id],
      websiteIds: [destId],
      type: 'unchanged',
      status: 'publish',
      pushSeo: true,
      followSource: true,
    }).expect(202);
    const job = await followJob(t, socket, res.body.jobs[0].jobId as string, 90_000);
    expect(await job.outcome).toMatchObject({ state: 'completed' });
    const clones = async () =>
      (await t.http.get(`/api/articles/${id}/clones`).set('Cookie', admin).expect(200)).body
        .data as { remoteId: number; sourceChanged: boolean; params: { followSource: boolean } }[];
    const [ledger] = await clones();
    expect(ledger!.params.followSource).toBe(true);

    interface WpMedia {
      alt_text: string;
      caption: { raw: string };
      title: { raw: string };
      post: number | null;
    }
    const [original, copy] = await Promise.all([src.post_(post.id), dst.post_(ledger!.remoteId)]);
    const media = (site: ReturnType<typeof rest>, mediaId: number) =>
      site.get<WpMedia>(`wp/v2/media/${mediaId}?context=edit`);
    const bodyId = (html: string) => Number(/wp-image-(\d+)/.exec(html)?.[1]);
    const [srcFeatured, dstFeatured, srcBody, dstBody] = await Promise.all([
      media(src, original.featured_media),
      media(dst, copy.featured_media),
      media(src, bodyId(original.content.raw)),
      media(dst, bodyId(copy.content.raw)),
    ]);
    const login = async (site: ReturnType<typeof rest>, user: number) =>
      (await site.get<{ username: string }>(`wp/v2/users/${user}?context=edit`)).username;
    /** A category's names from its root down. */
    const pathOf = async (site: ReturnType<typeof rest>, categoryId: number) => {
      const names: string[] = [];
      for (let at = categoryId; at > 0;) {
        const term = await site.get<{ name: string; parent: number }>(`wp/v2/categories/${at}`);
        names.unshift(term.name);
        at = term.parent;
      }
      return names.join(' › ');
    };
    const paths = (site: ReturnType<typeof rest>, ids: number[]) =>
      Promise.all(ids.map((c) => pathOf(site, c)));
    const imagesAside = (html: string) =>
      html
        .replace(/(src|href|srcset)="[^"]*"/g, '$1=""')
        .replace(/wp-image-\d+/g, 'wp-image-N')
        .replace(/"id":\d+/g, '"id":N');
    const yoastKeys = Object.keys(original.meta).filter(
      (key) =>
        key.startsWith('_yoast_wpseo_') &&
        !['_yoast_wpseo_primary_category', '_yoast_wpseo_canonical'].includes(key) &&
        original.meta[key] !== '',
    );
    expect(yoastKeys.length).toBeGreaterThanOrEqual(8);
    // Each field: [the copy's, the source's].
    const fields: Record<string, [unknown, unknown]> = {
      title: [copy.title.raw, original.title.raw],
      'body (image addresses and ids aside)': [
        imagesAside(copy.content.raw),
        imagesAside(original.content.raw),
      ],
      excerpt: [copy.excerpt.raw, original.excerpt.raw],
      slug: [copy.slug, original.slug],
      status: [copy.status, original.status],
      sticky: [copy.sticky, original.sticky],
      'publication date (the website keeps the source date)': [copy.date_gmt, original.date_gmt],
      'author (login)': [await login(dst, copy.author), await login(src, original.author)],
      'categories with their parents': [
        await paths(dst, copy.categories),
        await paths(src, original.categories),
      ],
      tags: [await dst.termNames('tags', copy.tags), await src.termNames('tags', original.tags)],
      ...Object.fromEntries(
        yoastKeys.map((key) => [`Yoast ${key}`, [copy.meta[key], original.meta[key]]]),
      ),
      'Yoast primary category': [
        await pathOf(dst, Number(copy.meta._yoast_wpseo_primary_category)),
        await pathOf(src, Number(original.meta._yoast_wpseo_primary_category)),
      ],
      'canonical (Yoast): the source post': [copy.meta._yoast_wpseo_canonical, original.link],
      'featured image alt text': [dstFeatured.alt_text, srcFeatured.alt_text],
      'featured image caption': [dstFeatured.caption.raw, srcFeatured.caption.raw],
      'featured image title': [dstFeatured.title.raw, srcFeatured.title.raw],
      'featured image attached to the post': [dstFeatured.post, copy.id],
      'body image alt text': [dstBody.alt_text, srcBody.alt_text],
      'body image caption': [dstBody.caption.raw, srcBody.caption.raw],
      'body image title': [dstBody.title.raw, srcBody.title.raw],
      'body image attached to the post': [dstBody.post, copy.id],
    };
    expect(srcFeatured.post).toBeFalsy(); // uploaded on its own, as in the harness
    const mismatches = Object.entries(fields)
      .filter(([, [got, want]]) => !isDeepStrictEqual(got, want))
      .map(
        ([name, [got, want]]) =>
          `${name}: the copy has ${JSON.stringify(got)}, wanted ${JSON.stringify(want)}`,
      );
    expect(mismatches).toEqual([]);

    // Following its source: an edit there reaches the copy after the next sync, unasked, and the
    // history says a sync started it.
    const edited = `Київ: every field, edited ${unique}`;
    await src.post(`wp/v2/posts/${post.id}`, { title: edited });
    await syncSource();
    type Run = { followed: boolean; state: string; by: unknown };
    const deadline = Date.now() + 90_000;
    let runs: Run[] = [];
    while (!runs.some((r) => r.followed && r.state === 'completed')) {
      if (Date.now() > deadline) {
        const [state] = await t.db.query(
          `SELECT c.state, c.params, c.sourceModifiedAt, a.modifiedAt FROM article_clones c
             JOIN articles a ON a.id = c.sourceArticleId WHERE c.sourceArticleId = ?`,
          [id],
        );
        throw new Error(
          `no followed run: ${JSON.stringify({ runs, state })}\n${workers.at(-1)!.output().slice(-3000)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 300));
      runs = (await t.http.get(`/api/articles/${id}/clones/runs`).set('Cookie', admin).expect(200))
        .body.data as Run[];
    }
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ followed: true, state: 'completed', by: null });
    expect(runs[1]).toMatchObject({ followed: false, by: { id: expect.any(Number) } });
    expect((await dst.post_(ledger!.remoteId)).title.raw).toBe(edited);
    expect((await clones())[0]).toMatchObject({ sourceChanged: false });

    await unregister();
    await t.http
      .patch(`/api/websites/${destId}`)
      .set('Cookie', admin)
      .send({ keepSourceDate: false })
      .expect(200);
  });

  describe('AI rework (local OpenAI-compatible server, DeepL-compatible translation)', () => {
    let openai: ProtocolServer;
    let deepl: ProtocolServer;

    beforeAll(async () => {
      [openai, deepl] = await Promise.all([
        startOpenAiServer({ apiKey: 'sk-clone-local-0001' }),
        startDeepLServer({ apiKey: 'clone-local-deepl:fx' }),
      ]);
      const create = async (path: string, body: object) =>
        (await t.http.post(path).set('Cookie', admin).send(body).expect(201)).body.data as {
          id: number;
        };
      const provider = await create('/api/providers', {
        name: 'clone-openai',
        prettyName: 'Clone OpenAI',
        type: 'ai',
        protocol: 'openai',
        baseUrl: openai.baseUrl,
        apiKey: openai.apiKey,
      });
      const service = await create(`/api/providers/${provider.id}/services`, {
        name: 'Small',
        model: 'local-small',
      });
      const translator = await create('/api/providers', {
        name: 'clone-deepl',
        prettyName: 'Clone DeepL',
        type: 'translation',
        protocol: 'deepl',
        baseUrl: deepl.url,
        apiKey: deepl.apiKey,
      });
      await t.db.getRepository(Website).update(destId, {
        language: 'it',
        aiServiceId: service.id,
        translationProviderId: translator.id,
      });
    });

    afterAll(async () => {
      await t.db
        .getRepository(Website)
        .update(destId, { language: 'en', aiServiceId: null, translationProviderId: null });
      await Promise.all([openai?.close(), deepl?.close()]);
    });

    it('arrives translated, reworked, with its SEO data in the Yoast fields and its images copied', async () => {
      const original = await src.post_(
        (await t.db.getRepository(Article).findOneByOrFail({ id: articleId })).remoteId,
      );
      // The AI keeps every image and link (the service checks it), rewriting the text around them.
      // …and, as a model fed a poisoned source might, a script and handlers (a link it adds would
      // be refused by the service's check before anything is written).
      const html = original.content.raw
        .replace('Boats are back in the', 'Le barche sono tornate nel')
        .replace('<p>More below.</p>', '<p onclick="steal()">Altro sotto.</p>')
        .concat('<script>steal()</script><p onmouseover="steal()">Fine.</p>');
      openai.answers.push(
        JSON.stringify({
          title: `Il porto riapre ${unique}<script>steal()</script>`,
          html,
          excerpt: 'Il porto è di nuovo aperto.<img src=x onerror="steal()">',
          seo: {
            title: 'Il porto riapre | SEO<script>steal()</script>',
            ogTitle: 'Il porto riapre (OG)',
            metaDescription: 'Il porto ha riaperto dopo la tempesta.',
            focusKeyword: 'porto',
          },
        }),
      );
      const deeplBefore = deepl.requests.length;
      const { outcome, progress, row } = await clone({ type: 'ai', status: 'publish' });
      expect(outcome).toMatchObject({ state: 'completed', progress: 100 });
      const stages = progress.map((p) => p.stage);
      expect(stages).toContain('translating');
      expect(stages).toContain('rewriting');
      expect(row).toMatchObject({ type: 'ai', yoast: 'saved', state: 'completed' });
      // Translated by the website's translation provider before the AI rewrote it.
      expect(deepl.requests.length).toBeGreaterThan(deeplBefore);
      const copy = await dst.post_(row.remoteId);
      expect(copy.title.raw).toBe(`Il porto riapre ${unique}`);
      expect(copy.excerpt.raw).toBe('Il porto è di nuovo aperto.<img src="x">');
      expect(copy.content.raw).toContain('Le barche sono tornate nel');
      // Nothing that runs arrived, in the body, the excerpt, the title or the SEO fields.
      const published = JSON.stringify([copy.title, copy.content, copy.excerpt, copy.meta]);
      expect(published).not.toMatch(/steal\(|<script|onclick|onload|onerror|javascript:/i);
      expect(copy.content.raw).toContain('Altro sotto.');
      expect(copy.content.raw).not.toContain(source.url);
      expect([...copy.content.raw.matchAll(/wp-image-(\d+)/g)]).toHaveLength(2);
      expect(copy.meta).toMatchObject({
        _yoast_wpseo_title: 'Il porto riapre | SEO',
        _yoast_wpseo_metadesc: 'Il porto ha riaperto dopo la tempesta.',
        _yoast_wpseo_focuskw: 'porto',
        '_yoast_wpseo_opengraph-title': 'Il porto riapre (OG)',
      });
      expect(copy.status).toBe('publish');
      expect(await dst.postsTitled(`Il porto riapre ${unique}`)).toHaveLength(1);
    });

    it('held for review: nothing reaches WordPress until a person sends it; the edit arrives, one part asked again, a discarded copy is never written', async () => {
      await t.http
        .patch(`/api/websites/${destId}`)
        .set('Cookie', admin)
        .send({ reviewAi: true })
        .expect(200);
      const live = (await ledgerRow()).remoteId;
      const before = await dst.post_(live);
      // The AI keeps the source's images and links (the service checks it).
      const original = await src.post_(
        (await t.db.getRepository(Article).findOneByOrFail({ id: articleId })).remoteId,
      );
      const rework = (title: string) =>
        JSON.stringify({
          title,
          html: original.content.raw.replace('Boats are back in the', 'Le barche rientrano nel'),
          excerpt: 'Il porto riapre.',
          seo: {
            title: `${title} | SEO`,
            ogTitle: title,
            metaDescription: 'Il porto ha riaperto.',
            focusKeyword: 'porto',
          },
        });
      openai.answers.push(rework(`Proposta IA ${unique}`));
      const { outcome, row } = await clone({ type: 'ai', status: 'publish' });
      expect([outcome, row.errorCode]).toMatchObject([
        { state: 'completed', detail: { held: 1 } },
        null,
      ]);
      expect(row).toMatchObject({ state: 'held', type: 'ai', remoteId: live });
      // The live post is as it was: the AI's text waits here.
      const untouched = await dst.post_(live);
      expect([untouched.title.raw, untouched.modified_gmt]).toEqual([
        before.title.raw,
        before.modified_gmt,
      ]);

      // The story as the last sync stored it (earlier tests retitled it on its website).
      const story = await t.db.getRepository(Article).findOneByOrFail({ id: articleId });
      // In the review list, who asked and for which site; the starter's bell says it waits.
      const list = await t.http.get('/api/reviews').set('Cookie', admin).expect(200);
      const listed = (list.body.data as { id: number; websiteId: number }[]).find(
        (r) => r.websiteId === destId,
      );
      expect(listed).toMatchObject({
        title: story.title,
        websiteId: destId,
        sourceWebsiteId: sourceId,
        requestedBy: { id: expect.any(Number) },
        replacesPost: true,
      });
      const id = (listed as { id: number }).id;
      // Told before the job ended (the handler tells, then completes).
      const bell = await t.http.get('/api/notifications').set('Cookie', admin).expect(200);
      expect(bell.body.data).toContainEqual(
        expect.objectContaining({
          kind: 'review_waiting',
          link: `/apps/reviews/${id}`,
          params: expect.objectContaining({ title: story.title }),
        }),
      );
      const review = (await t.http.get(`/api/reviews/${id}`).set('Cookie', admin).expect(200)).body;
      expect(review).toMatchObject({
        state: 'held',
        source: { title: story.rawTitle ?? story.title },
        draft: { title: `Proposta IA ${unique}`, excerpt: 'Il porto riapre.' },
        pushSeo: true,
        status: 'publish',
      });

      // One part asked again, the rest of the copy as the editor has it.
      const edited = {
        ...review.draft,
        title: `Il porto, rivisto ${unique}`,
        html: `${review.draft.html}<p>Nota della redazione.</p>`,
        seo: { ...review.draft.seo, title: `Rivisto ${unique} | SEO` },
      };
      openai.answers.push(JSON.stringify({ text: 'Il porto è di nuovo aperto alle barche.' }));
      const revised = await t.http
        .post(`/api/reviews/${id}/revise`)
        .set('Cookie', admin)
        .send({ part: 'excerpt', instruction: 'più breve', draft: edited })
        .expect(200);
      expect(revised.body).toEqual({
        part: 'excerpt',
        text: 'Il porto è di nuovo aperto alle barche.',
      });
      const asked = JSON.stringify(openai.requests.at(-1));
      expect(asked).toContain('più breve');
      expect(asked).toContain('Nota della redazione.');
      edited.excerpt = revised.body.text;

      // An empty title is refused with its field, nothing saved; a kept edit stays held.
      const empty = await t.http
        .put(`/api/reviews/${id}`)
        .set('Cookie', admin)
        .send({ ...edited, title: ' ' })
        .expect(400);
      expect(empty.body.errors.title).toEqual(['The title is required.']);
      await t.http.put(`/api/reviews/${id}`).set('Cookie', admin).send(edited).expect(200);
      expect((await t.http.get(`/api/reviews/${id}`).set('Cookie', admin)).body).toMatchObject({
        state: 'held',
        draft: { title: edited.title },
      });

      // Sent: the clone job writes the reviewed text, the AI not asked again.
      const asks = openai.requests.length;
      const sent = await withQueuePaused(t, QueueName.Clone, async () => {
        const res = await t.http
          .post(`/api/reviews/${id}/send`)
          .set('Cookie', admin)
          .send(edited)
          .expect(202);
        return followJob(t, socket, res.body.jobId as string, 90_000);
      });
      expect(await sent.outcome).toMatchObject({ state: 'completed' });
      expect(openai.requests.length).toBe(asks);
      const written = await dst.post_(live);
      expect(written.title.raw).toBe(edited.title);
      expect(written.excerpt.raw).toBe('Il porto è di nuovo aperto alle barche.');
      expect(written.content.raw).toContain('Nota della redazione.');
      expect(written.content.raw).toContain('Le barche rientrano nel');
      expect(written.meta._yoast_wpseo_title).toBe(`Rivisto ${unique} | SEO`);
      expect(await ledgerRow()).toMatchObject({ state: 'completed', remoteId: live });
      const stored = await t.db.getRepository(ArticleClone).findOneByOrFail({ id });
      expect([stored.draft, stored.reviewedByUserId]).toEqual([null, expect.any(Number)]);
      // Sent once: a second send (a colleague's stale tab) is refused, not written twice.
      const again = await t.http
        .post(`/api/reviews/${id}/send`)
        .set('Cookie', admin)
        .send(edited)
        .expect(409);
      expect(again.body.code).toBe('review.not_held');
      const trail = await t.http
        .get('/api/audit')
        .query({ subject: 'clone', action: 'sent' })
        .set('Cookie', admin)
        .expect(200);
      expect(trail.body.data[0]).toMatchObject({ action: 'sent', subjectId: id });

      // Held again by the next AI clone, then discarded: the live post keeps the sent text.
      openai.answers.push(rework(`Seconda proposta ${unique}`));
      expect((await clone({ type: 'ai', status: 'publish' })).row.state).toBe('held');
      await t.http.delete(`/api/reviews/${id}`).set('Cookie', admin).expect(204);
      expect((await ledgerRow()).state).toBe('cancelled');
      expect((await dst.post_(live)).title.raw).toBe(edited.title);
      const gone = await t.http.delete(`/api/reviews/${id}`).set('Cookie', admin).expect(409);
      expect(gone.body.code).toBe('review.not_held');
      const none = await t.http
        .get('/api/reviews')
        .query({ websiteId: destId })
        .set('Cookie', admin);
      expect(none.body.data).toEqual([]);
      await t.http
        .patch(`/api/websites/${destId}`)
        .set('Cookie', admin)
        .send({ reviewAi: false })
        .expect(200);
    });
  });

  describe('refusals', () => {
    let member: string;

    beforeAll(async () => {
      const role = await createRole(t.db, {
        permissions: [{ action: 'write', subject: 'article' }],
      });
      const rows = await t.db.query<{ accountId: number }[]>(
        'SELECT accountId FROM websites WHERE id = ?',
        [sourceId],
      );
      const user = await createUser(t.db, { roleName: role.name, accountId: rows[0]!.accountId });
      await t.db.getRepository(WebsiteUser).insert([
        { websiteId: sourceId, userId: user.id, canWrite: true },
        { websiteId: destId, userId: user.id, canWrite: false },
      ]);
      member = (await login(t, user.email, user.password)).cookie;
    });

    const body = (extra: Record<string, unknown> = {}) => ({
      articleIds: [articleId],
      websiteIds: [destId],
      type: 'unchanged',
      status: 'draft',
      ...extra,
    });

    it('refuses the article’s own website, a missing or past date, and a date without future', async () => {
      const same = await start(body({ websiteIds: [sourceId] })).expect(400);
      expect(same.body).toMatchObject({ code: 'clone.same_website' });
      const missing = await start(body({ status: 'future' })).expect(400);
      expect(missing.body).toMatchObject({
        code: 'clone.date_required',
        errors: { date: [expect.any(String)] },
      });
      const past = await start(
        body({ status: 'future', date: new Date(Date.now() - 60_000).toISOString() }),
      ).expect(400);
      expect(past.body).toMatchObject({ code: 'clone.date_past' });
      const stray = await start(
        body({ date: new Date(Date.now() + 86_400_000).toISOString() }),
      ).expect(400);
      expect(stray.body).toMatchObject({ code: 'clone.date_without_future' });
      const noAi = await start(body({ type: 'ai' })).expect(422);
      expect(noAi.body).toMatchObject({ code: 'clone.no_ai_service' });
      await start(body({ articleIds: [] })).expect(400);
      await start(body({ type: 'other' })).expect(400);
    });

    it('refuses a destination the user may only view (403) and an article they cannot read (404)', async () => {
      const viewOnly = await start(body(), member).expect(403);
      expect(viewOnly.body).toMatchObject({ code: 'website.view_only' });
      const other = await t.http
        .post('/api/articles/clone')
        .set('Cookie', member)
        .send(body({ articleIds: [2_000_000_000], websiteIds: [sourceId] }))
        .expect(404);
      expect(other.body).toMatchObject({ code: 'article.not_found' });
      await t.http.get(`/api/articles/2000000000/clones`).set('Cookie', member).expect(404);
    });

    it('lets a desk editor clone with article write and can-edit on both websites, and change neither website', async () => {
      const desk = await createRole(t.db, {
        permissions: [
          { action: 'write', subject: 'article' },
          { action: 'read', subject: 'website' },
        ],
      });
      const rows = await t.db.query<{ accountId: number }[]>(
        'SELECT accountId FROM websites WHERE id = ?',
        [sourceId],
      );
      const editor = await createUser(t.db, { roleName: desk.name, accountId: rows[0]!.accountId });
      await t.db.getRepository(WebsiteUser).insert([
        { websiteId: sourceId, userId: editor.id, canWrite: true },
        { websiteId: destId, userId: editor.id, canWrite: true },
      ]);
      const session = await login(t, editor.email, editor.password);
      const editorSocket = await connectSocket(t, session.cookie);
      try {
        const res = await start(body(), session.cookie).expect(202);
        const jobId = res.body.jobs[0].jobId as string;
        const job = await followJob(t, editorSocket, jobId, 90_000);
        expect(await job.outcome).toMatchObject({ state: 'completed' });
      } finally {
        editorSocket.disconnect();
      }
      // The connection stays the business of whoever may write on websites.
      for (const id of [sourceId, destId]) {
        const patch = await t.http
          .patch(`/api/websites/${id}`)
          .set('Cookie', session.cookie)
          .send({ name: 'Renamed by the desk' });
        expect(patch.status).toBe(403);
        await t.http.delete(`/api/websites/${id}`).set('Cookie', session.cookie).expect(403);
      }
    });

    it('schedules a future post with its date', async () => {
      const date = new Date(Date.now() + 3 * 86_400_000);
      date.setUTCMilliseconds(0);
      const { row, outcome } = await clone({ status: 'future', date: date.toISOString() });
      expect(outcome.state).toBe('completed');
      const post = await dst.get<{ status: string; date_gmt: string }>(
        `wp/v2/posts/${row.remoteId}?context=edit`,
      );
      expect(post.status).toBe('future');
      expect(new Date(`${post.date_gmt}Z`).toISOString()).toBe(date.toISOString());
    });
  });

  it('three clones of one article into one site keep three history rows; another copy only when asked', async () => {
    const titled = `History of a story ${unique}`;
    const { id } = await newSourcePost(titled, '<p>Told three times.</p>');
    const copies = async () =>
      (
        await t.http
          .get(`/api/articles/clones/copies?articleIds=${id},${articleId}`)
          .set('Cookie', admin)
          .expect(200)
      ).body.data as { articleId: number; websiteId: number; copies: number }[];
    const once = async (extra: Record<string, unknown> = {}) => {
      const res = await start({
        articleIds: [id],
        websiteIds: [destId],
        type: 'unchanged',
        status: 'publish',
        ...extra,
      }).expect(202);
      const job = await followJob(t, socket, res.body.jobs[0].jobId as string, 90_000);
      expect(await job.outcome).toMatchObject({ state: 'completed' });
      return res.body.jobs[0].jobId as string;
    };

    // The dialog asks update-or-new only where a copy exists: the other article has one already.
    expect(await copies()).toEqual([{ articleId, websiteId: destId, copies: 1 }]);
    const first = await once();
    expect(await copies()).toContainEqual({ articleId: id, websiteId: destId, copies: 1 });
    const second = await once({ existing: 'update' });
    const third = await once({ existing: 'new' });
    expect(await copies()).toContainEqual({ articleId: id, websiteId: destId, copies: 2 });

    const posts = await dst.postsTitled(titled);
    expect(posts).toHaveLength(2);
    const [older, newer] = posts.map((p) => p.id).sort((a, b) => a - b) as [number, number];
    const history = await t.http.get(`/api/articles/${id}/clones/runs`).set('Cookie', admin);
    expect(history.status).toBe(200);
    const by = { id: expect.any(Number), name: expect.any(String) };
    expect(history.body.data).toEqual([
      expect.objectContaining({
        jobId: third,
        newCopy: true,
        remoteId: newer,
        state: 'completed',
        by,
      }),
      expect.objectContaining({
        jobId: second,
        newCopy: false,
        remoteId: older,
        state: 'completed',
        by,
      }),
      expect.objectContaining({
        jobId: first,
        newCopy: true,
        remoteId: older,
        state: 'completed',
        by,
      }),
    ]);
    for (const run of history.body.data as {
      link: string;
      finishedAt: string;
      websiteId: number;
      type: string;
    }[]) {
      expect(run).toMatchObject({ websiteId: destId, type: 'unchanged' });
      expect(run.link).toMatch(/^http/);
      expect(run.finishedAt).toEqual(expect.any(String));
    }
    // The ledger lists the two copies; pushing an update reaches both.
    const ledger = await t.http.get(`/api/articles/${id}/clones`).set('Cookie', admin).expect(200);
    expect((ledger.body.data as { remoteId: number }[]).map((c) => c.remoteId).sort()).toEqual(
      [older, newer].sort(),
    );

    // Bad input: a clear 400, nothing queued.
    const bad = await t.http
      .get('/api/articles/clones/copies?articleIds=1,x')
      .set('Cookie', admin)
      .expect(400);
    expect(bad.body.errors.articleIds).toEqual(['articleIds must hold valid ids.']);
    const both = await start({
      articleIds: [id],
      websiteIds: [destId],
      type: 'unchanged',
      status: 'publish',
      existing: 'both',
    }).expect(400);
    expect(both.body.errors.existing).toEqual(['existing must be one of update, new.']);
    expect(
      (await t.http.get(`/api/articles/${id}/clones/runs`).set('Cookie', admin)).body.data,
    ).toHaveLength(3);
  });

  it('a clone cancelled while its destination stalls ends cancelled: never retried, nothing written', async () => {
    const titled = `Stopped story ${unique}`;
    const { id } = await newSourcePost(titled, '<p>Never to arrive.</p>');
    const run = (jobId: string) =>
      t.db.getRepository(JobRun).findOneByOrFail({ id: Number(jobId) });
    const history = async () =>
      (await t.http.get(`/api/articles/${id}/clones/runs`).set('Cookie', admin)).body.data as {
        state: string;
        jobId: string;
      }[];
    // A stalled destination: each post written hangs 3 s, then fails with a server error.
    const removeStall = await addMuPlugin(
      dest,
      'stall-post-writes',
      `if (($_SERVER['REQUEST_METHOD'] ?? '') === 'POST' && strpos($_SERVER['REQUEST_URI'] ?? '', 'wp/v2/posts') !== false) { usleep(3000000); status_header(500); header('Content-Type: application/json'); echo '{"code":"stalled"}'; exit; }`,
    );
    let jobId: string;
    try {
      const res = await start({
        articleIds: [id],
        websiteIds: [destId],
        type: 'unchanged',
        status: 'publish',
      }).expect(202);
      jobId = res.body.jobs[0].jobId as string;
      const followed = await followJob(t, socket, jobId, 60_000);
      await eventually(async () => (await run(jobId)).state, 'active', 20_000);
      const cancelledAt = Date.now();
      const cancel = await t.http.post(`/api/jobs/${jobId}/cancel`).set('Cookie', admin);
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ state: 'cancelled', code: 'job.cancelled' });
      await expect(followed.outcome).resolves.toMatchObject({ state: 'cancelled' });
      // The worker stops at its next step (the stalled write's answer): the copy and its history
      // row end cancelled, not failed.
      await eventually(async () => (await history())[0]?.state, 'cancelled', 15_000);
      expect(Date.now() - cancelledAt).toBeLessThan(10_000);
    } finally {
      await removeStall();
    }
    // Past the first retry's backoff (3 s): nothing ran again, nothing was written.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await run(jobId)).toMatchObject({ state: 'cancelled', attempts: 1 });
    expect(await history()).toEqual([expect.objectContaining({ jobId, state: 'cancelled' })]);
    const ledger = await t.http.get(`/api/articles/${id}/clones`).set('Cookie', admin).expect(200);
    expect(ledger.body.data).toEqual([
      expect.objectContaining({ state: 'cancelled', remoteId: null, errorCode: 'job.cancelled' }),
    ]);
    expect(await dst.postsTitled(titled)).toEqual([]);
  });

  it('trashing the parent with its clones moves both posts to the WordPress trash', async () => {
    const row = await ledgerRow();
    const original = await t.db.getRepository(Article).findOneByOrFail({ id: articleId });
    const res = await t.http
      .post(`/api/articles/${articleId}/trash`)
      .set('Cookie', admin)
      .send({ withClones: true })
      .expect(200);
    expect(res.body).toEqual({
      article: { websiteId: sourceId, articleId, remoteId: original.remoteId, trashed: true },
      clones: [
        { websiteId: destId, articleId: expect.any(Number), remoteId: row.remoteId, trashed: true },
      ],
    });
    expect((await src.post_(original.remoteId)).status).toBe('trash');
    expect((await dst.post_(row.remoteId)).status).toBe('trash');
    const detail = await t.http.get(`/api/articles/${articleId}`).set('Cookie', admin).expect(200);
    expect(detail.body.status).toBe('trash');
    await t.http
      .post(`/api/articles/${articleId}/trash`)
      .set('Cookie', admin)
      .send({ withClones: 'yes' })
      .expect(400);
  });

  it('a clone of a post gone from its website fails with its reason, on the job and in the ledger', async () => {
    const res = await start({
      articleIds: [articleId],
      websiteIds: [destId],
      type: 'unchanged',
      status: 'draft',
    }).expect(202);
    const jobId = res.body.jobs[0].jobId as string;
    const outcome = await (await followJob(t, socket, jobId)).outcome;
    expect(outcome).toMatchObject({ state: 'failed', code: 'clone.source_missing' });
    expect(await ledgerRow()).toMatchObject({ state: 'failed', errorCode: 'clone.source_missing' });
    const run = await t.http.get(`/api/jobs/${jobId}`).set('Cookie', admin).expect(200);
    expect(run.body).toMatchObject({ state: 'failed', code: 'clone.source_missing' });
  });
});
