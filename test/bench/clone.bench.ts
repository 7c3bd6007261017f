/**
 * `npm run bench:clone`: 200 unchanged clones, each post with one body image, between two real
 * WordPress sites (the harness), made by the real backend (API + worker in one process). In the
 * same run, the bare WordPress calls the same clones need — upload the image to the destination's
 * media library, create the post — are made by a plain client at the same concurrency as the clone
 * worker (4). Prints both wall times and their ratio (goal ≤ 1.3).
 */
import { createConnection } from 'mysql2/promise';
import { availableParallelism, loadavg } from 'node:os';
import sharp from 'sharp';
import { startWordPressSites, stopAll, type WpSite } from '../wordpress/harness';
import { api, DB_SERVER, signIn, startBackend } from './support/backend';

const CLONES = 200;
const CONCURRENCY = 4;
const RATIO_GOAL = 1.3;
/** The API takes at most 50 articles a request. */
const BATCH = 50;

const authOf = (site: WpSite) =>
  `Basic ${Buffer.from(`${site.users.admin.login}:${site.users.admin.appPassword}`).toString('base64')}`;

async function wp<T>(site: WpSite, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${site.url}/wp-json/${route}`, {
    method,
    headers: {
      authorization: authOf(site),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

async function upload(site: WpSite, name: string, image: Buffer) {
  const res = await fetch(`${site.url}/wp-json/wp/v2/media`, {
    method: 'POST',
    headers: {
      authorization: authOf(site),
      'content-type': 'image/jpeg',
      'content-disposition': `attachment; filename="${name}.jpg"`,
    },
    body: new Uint8Array(image),
  });
  const raw = (await res.json()) as { id: number; source_url: string };
  if (!res.ok) throw new Error(`upload: ${res.status}`);
  return raw;
}

/** Runs `work` over 0..count-1 with `concurrency` in flight. */
async function pool(count: number, concurrency: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

const image = (i: number) =>
  sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 },
    },
  })
    .jpeg()
    .toBuffer();

const body = (media: { id: number; source_url: string }, i: number) =>
  `<!-- wp:paragraph -->\n<p>Story ${i}: the harbour reopened after the storm.</p>\n<!-- /wp:paragraph -->\n\n` +
  `<!-- wp:image {"id":${media.id}} -->\n<figure class="wp-block-image"><img src="${media.source_url}" alt="" class="wp-image-${media.id}"/></figure>\n<!-- /wp:image -->`;

async function main() {
  const [source, dest] = (await startWordPressSites({ count: 2, yoast: [true, true] })) as [
    WpSite,
    WpSite,
  ];
  const backend = await startBackend();
  try {
    // The source: 200 posts with one image each.
    const images = await Promise.all(Array.from({ length: CLONES }, (_, i) => image(i)));
    const posts: { id: number; title: string; html: string }[] = [];
    await pool(CLONES, CONCURRENCY, async (i) => {
      const media = await upload(source, `story-${i}`, images[i]!);
      const title = `Bench story ${i}`;
      const html = body(media, i);
      const post = await wp<{ id: number }>(source, 'POST', 'wp/v2/posts', {
        title,
        content: html,
        status: 'publish',
      });
      posts[i] = { id: post.id, title, html };
    });

    const cookie = await signIn(backend.url);
    const add = async (site: WpSite) => {
      const created = await api<{ data: { id: number } }>(
        backend.url,
        cookie,
        'POST',
        '/api/websites',
        {
          name: site.name,
          url: site.url,
          apiUsername: site.users.admin.login,
          apiKey: site.users.admin.appPassword,
        },
      );
      await api(backend.url, cookie, 'POST', `/api/websites/${created.data.id}/verify`);
      return created.data.id;
    };
    const [sourceId, destId] = [await add(source), await add(dest)];
    const db = await createConnection({ ...DB_SERVER, database: backend.database });
    await api(backend.url, cookie, 'POST', `/api/websites/${sourceId}/sync`);
    const count = async (sql: string, params: unknown[]) => {
      const [[row]] = (await db.query(sql, params)) as unknown as [[{ n: number }]];
      return Number(row.n);
    };
    for (const deadline = Date.now() + 120_000; ;) {
      if (
        (await count('SELECT COUNT(*) AS n FROM articles WHERE websiteId = ?', [sourceId])) >=
        CLONES
      )
        break;
      if (Date.now() > deadline) throw new Error('the source sync did not finish');
      await new Promise((r) => setTimeout(r, 200));
    }
    const [articleRows] = (await db.query(
      'SELECT id FROM articles WHERE websiteId = ? ORDER BY id',
      [sourceId],
    )) as unknown as [{ id: number }[]];
    const articleIds = articleRows.map((r) => Number(r.id));

    // Warm-up, unmeasured: one bare upload + create (PHP's opcache, the image library).
    const warm = await image(9999);
    await upload(dest, 'warm-up', warm);
    await wp(dest, 'POST', 'wp/v2/posts', {
      title: 'warm up',
      content: '<p>x</p>',
      status: 'publish',
    });

    // The bare calls: the image bytes in hand, upload to the destination, create the post.
    const t0 = performance.now();
    await pool(CLONES, CONCURRENCY, async (i) => {
      const media = await upload(dest, `bare-${i}`, images[i]!);
      await wp(dest, 'POST', 'wp/v2/posts', {
        title: `${posts[i]!.title} (bare)`,
        content: body(media, i),
        status: 'publish',
      });
    });
    const bareMs = performance.now() - t0;

    // Ours: from the first request to the last clone completed in the ledger.
    const t1 = performance.now();
    for (let i = 0; i < articleIds.length; i += BATCH) {
      await api(backend.url, cookie, 'POST', '/api/articles/clone', {
        articleIds: articleIds.slice(i, i + BATCH),
        websiteIds: [destId],
        type: 'unchanged',
        status: 'publish',
      });
    }
    let failed = 0;
    for (const deadline = Date.now() + 600_000; ;) {
      const done = await count(
        "SELECT COUNT(*) AS n FROM article_clones WHERE websiteId = ? AND state = 'completed'",
        [destId],
      );
      failed = await count(
        "SELECT COUNT(*) AS n FROM article_clones WHERE websiteId = ? AND state = 'failed'",
        [destId],
      );
      if (done + failed >= CLONES) break;
      if (Date.now() > deadline) throw new Error(`only ${done} clones completed`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const oursMs = performance.now() - t1;
    if (failed > 0) throw new Error(`${failed} clones failed`);

    // The copies are there, each with its image served by the destination.
    const copies = await wp<{ content: { raw: string } }[]>(
      dest,
      'GET',
      'wp/v2/posts?context=edit&per_page=5&search=Bench%20story',
    );
    for (const copy of copies) {
      if (copy.content.raw.includes(source.url)) throw new Error('a source address was left');
    }
    await db.end();

    const ratio = oursMs / bareMs;
    console.log(
      `clone bench: ${CLONES} unchanged clones with one image each, concurrency ${CONCURRENCY}`,
    );
    console.log(`  bare WordPress calls (upload + create):  ${bareMs.toFixed(0)} ms`);
    console.log(
      `  our clones (request → last completed):   ${oursMs.toFixed(0)} ms  ratio ${ratio.toFixed(2)} (goal ≤ ${RATIO_GOAL}: ${ratio <= RATIO_GOAL ? 'within goal' : 'MISSES goal'})`,
    );
    console.log(
      `  per clone: bare ${(bareMs / CLONES).toFixed(0)} ms, ours ${(oursMs / CLONES).toFixed(0)} ms; ` +
        `machine: ${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await backend.stop();
    await stopAll([source, dest]);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
