// Proves the WordPress harness against the real REST API of real WordPress sites.
// node --test --import tsx test/wordpress/harness.test.ts
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import {
  seedPosts,
  startWordPressSites,
  stopAll,
  wpCli,
  type WpSite,
  type WpUser,
} from './harness';

const ALL_STATUSES = 'publish,draft,private,future,trash';
let sites: WpSite[] = [];
/** Site 1: Yoast stand-in and 30 seeded posts. Site 2: plain and empty. */
let yoastSite!: WpSite;
let plainSite!: WpSite;

function basic(user: Pick<WpUser, 'login' | 'appPassword'>): Record<string, string> {
  const token = Buffer.from(`${user.login}:${user.appPassword}`).toString('base64');
  return { authorization: `Basic ${token}` };
}

async function getJson<T>(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: T }> {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

before(async () => {
  const started = performance.now();
  sites = await startWordPressSites({ count: 2, yoast: [true, false], posts: [30, 0] });
  [yoastSite, plainSite] = sites as [WpSite, WpSite];
  console.log(
    `harness: 2 WordPress sites up (30 posts seeded on the first) in ${Math.round(performance.now() - started)} ms`,
  );
});

after(async () => {
  await stopAll(sites);
});

void test('the index lists wp/v2 everywhere and yoast/v1 only where the stand-in is installed', async () => {
  const index = (site: WpSite): Promise<{ status: number; body: { namespaces: string[] } }> =>
    getJson<{ namespaces: string[] }>(`${site.url}/wp-json/`);
  const [yoast, plain] = await Promise.all([index(yoastSite), index(plainSite)]);
  assert.equal(yoast.status, 200);
  assert.ok(yoast.body.namespaces.includes('wp/v2'));
  assert.ok(yoast.body.namespaces.includes('yoast/v1'));
  assert.ok(plain.body.namespaces.includes('wp/v2'));
  assert.ok(!plain.body.namespaces.includes('yoast/v1'));
});

void test('an application password authenticates the administrator', async () => {
  const site = yoastSite;
  const me = await getJson<{
    slug: string;
    roles: string[];
    capabilities: Record<string, boolean>;
  }>(`${site.url}/wp-json/wp/v2/users/me?context=edit`, { headers: basic(site.users.admin) });
  assert.equal(me.status, 200);
  assert.equal(me.body.slug, 'admin');
  assert.deepEqual(me.body.roles, ['administrator']);
  assert.equal(me.body.capabilities.publish_posts, true);
});

void test('a wrong application password is refused with 401', async () => {
  const site = yoastSite;
  const res = await getJson<{ code: string }>(`${site.url}/wp-json/wp/v2/users/me?context=edit`, {
    headers: basic({ login: 'admin', appPassword: 'abcd efgh ijkl mnop qrst uvwx' }),
  });
  assert.equal(res.status, 401);
  assert.ok(['rest_not_logged_in', 'incorrect_password'].includes(res.body.code), res.body.code);
});

void test('the subscriber cannot edit posts', async () => {
  const site = yoastSite;
  const me = await getJson<{ roles: string[]; capabilities: Record<string, boolean> }>(
    `${site.url}/wp-json/wp/v2/users/me?context=edit`,
    { headers: basic(site.users.subscriber) },
  );
  assert.equal(me.status, 200);
  assert.deepEqual(me.body.roles, ['subscriber']);
  assert.notEqual(me.body.capabilities.edit_posts, true);
  const created = await getJson<{ code: string }>(`${site.url}/wp-json/wp/v2/posts`, {
    method: 'POST',
    headers: { ...basic(site.users.subscriber), 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'not allowed' }),
  });
  assert.equal(created.status, 403);
  assert.equal(created.body.code, 'rest_cannot_create');
});

void test('X-WP-Total counts every seeded post across all statuses', async () => {
  const [seeded, empty] = [yoastSite, plainSite];
  const res = await fetch(
    `${seeded.url}/wp-json/wp/v2/posts?status=${ALL_STATUSES}&per_page=100&context=edit`,
    { headers: basic(seeded.users.admin) },
  );
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-wp-total'), '30');
  const posts = (await res.json()) as { status: string; categories: number[] }[];
  assert.deepEqual([...new Set(posts.map((p) => p.status))].sort(), [
    'draft',
    'future',
    'private',
    'publish',
    'trash',
  ]);
  assert.ok(posts.every((p) => p.categories.length > 0));
  const none = await fetch(`${empty.url}/wp-json/wp/v2/posts?status=${ALL_STATUSES}&context=edit`, {
    headers: basic(empty.users.admin),
  });
  assert.equal(none.headers.get('x-wp-total'), '0');
});

void test('Yoast meta written through the REST API is stored on the Yoast site only', async () => {
  const [yoast, plain] = [yoastSite, plainSite];
  const body = JSON.stringify({
    title: 'With SEO title',
    status: 'draft',
    meta: { _yoast_wpseo_title: 'x' },
  });
  const created = await getJson<{ id: number; meta: Record<string, string> }>(
    `${yoast.url}/wp-json/wp/v2/posts`,
    {
      method: 'POST',
      headers: { ...basic(yoast.users.editor), 'content-type': 'application/json' },
      body,
    },
  );
  assert.equal(created.status, 201);
  const read = await getJson<{ meta: Record<string, string> }>(
    `${yoast.url}/wp-json/wp/v2/posts/${created.body.id}?context=edit`,
    { headers: basic(yoast.users.admin) },
  );
  assert.equal(read.body.meta._yoast_wpseo_title, 'x');
  assert.equal(read.body.meta._yoast_wpseo_metadesc, '');

  const head = await getJson<{ json: { title: string } }>(
    `${yoast.url}/wp-json/yoast/v1/get_head?url=${encodeURIComponent(yoast.url + '/')}`,
  );
  assert.equal(head.status, 200);
  assert.equal(typeof head.body.json.title, 'string');

  // Without the plugin the key is unregistered: WordPress drops it silently.
  const elsewhere = await getJson<{ id: number; meta: unknown }>(
    `${plain.url}/wp-json/wp/v2/posts`,
    {
      method: 'POST',
      headers: { ...basic(plain.users.admin), 'content-type': 'application/json' },
      body,
    },
  );
  assert.equal(elsewhere.status, 201);
  assert.deepEqual(elsewhere.body.meta, []);
  await wpCli(plain, `wp_delete_post(${elsewhere.body.id}, true);`);
});

void test('wpCli edits a post inside WordPress and the REST API shows it', async () => {
  const site = yoastSite;
  const list = await getJson<{ id: number }[]>(`${site.url}/wp-json/wp/v2/posts?per_page=1`);
  const id = list.body[0]?.id;
  assert.ok(id);
  const out = await wpCli(
    site,
    `<?php wp_update_post(['ID' => ${id}, 'post_title' => 'Edited in WordPress']); echo get_the_title(${id});`,
  );
  assert.equal(out.trim(), 'Edited in WordPress');
  const post = await getJson<{ title: { rendered: string } }>(
    `${site.url}/wp-json/wp/v2/posts/${id}`,
  );
  assert.equal(post.body.title.rendered, 'Edited in WordPress');

  await wpCli(site, `wp_delete_post(${id}, true);`);
  const gone = await getJson<{ code: string }>(`${site.url}/wp-json/wp/v2/posts/${id}`);
  assert.equal(gone.status, 404);
  assert.equal(gone.body.code, 'rest_post_invalid_id');
});

void test('seedPosts adds 2,000 posts quickly', async () => {
  const site = plainSite;
  const started = performance.now();
  const result = await seedPosts(site, 2000);
  console.log(
    `harness: seeded 2,000 posts in ${Math.round(performance.now() - started)} ms ` +
      `(${JSON.stringify(result.byStatus)})`,
  );
  assert.equal(result.ids.length, 2000);
  const res = await fetch(`${site.url}/wp-json/wp/v2/posts?status=${ALL_STATUSES}&per_page=100`, {
    method: 'HEAD',
    headers: basic(site.users.admin),
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-wp-total'), '2000');
  assert.equal(res.headers.get('x-wp-totalpages'), '20');
});

void test('stop() kills the server, drops the database and removes the files', async () => {
  const site = plainSite;
  await site.stop();
  assert.ok(!existsSync(site.root));
  await assert.rejects(fetch(`${site.url}/wp-json/`));
  // Ask the MariaDB server through the other, still running site.
  const found = await wpCli(
    yoastSite,
    `global $wpdb; echo (int) $wpdb->get_var("SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '${site.dbName}'");`,
  );
  assert.equal(found.trim(), '0');
});
