import {
  seedPosts,
  startWordPressSites,
  stopAll,
  wpCli,
  type WpSite,
} from '../../test/wordpress/harness';
import { plainText } from '../src/wordpress/post-mapper';
import { createAccount, createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  type TestApp,
  type TestSocket,
} from './support/test-app';
import { addMuPlugin, articleRows, websiteBody } from './support/wordpress';

jest.setTimeout(180_000);

/** Hard content, made the way WordPress makes it (wp_insert_post, kses for most of it). */
const HARD_CONTENT = String.raw`
update_option('timezone_string', 'Europe/Kyiv');
update_option('blogname', 'Kyiv &amp; Co');
$ids = [];
// Authors of several roles: a subscriber, and a former author whose role was removed.
$sub = get_user_by('login', 'subscriber');
wp_update_user(['ID' => $sub->ID, 'display_name' => 'דנה כהן & "Sub"']);
$former = wp_insert_user(['user_login' => 'former', 'user_pass' => wp_generate_password(), 'user_email' => 'former@example.test', 'display_name' => "Olga O'Neil & Co", 'role' => 'author']);
(new WP_User($former))->set_role('');
$ids['subscriber'] = $sub->ID;
$ids['former'] = $former;

// 80 terms: two "Politics" under different parents, a three-level path, entities and scripts.
$world = wp_insert_term('World', 'category')['term_id'];
$local = wp_insert_term('Local & Regional', 'category')['term_id'];
$politicsWorld = wp_insert_term('Politics', 'category', ['parent' => $world, 'slug' => 'politics-world'])['term_id'];
$politicsLocal = wp_insert_term('Politics', 'category', ['parent' => $local, 'slug' => 'politics-local'])['term_id'];
$elections = wp_insert_term("Elections '26", 'category', ['parent' => $politicsWorld])['term_id'];
$cats = [$world, $local, $politicsWorld, $politicsLocal, $elections];
$names = ['Café', 'R&D', '"Quoted"', 'العربية', 'עברית', '🚀 Launch', 'Tom & Jerry’s', 'Ünïcødé', '日本語', 'A < B'];
for ($i = 0; count($cats) < 40; $i++) {
  $cats[] = wp_insert_term($names[$i % 10] . ' c' . $i, 'category', ['parent' => $i % 3 === 0 ? $world : 0])['term_id'];
}
$tags = [];
for ($i = 0; count($tags) < 40; $i++) {
  $tags[] = wp_insert_term($names[$i % 10] . ' t' . $i, 'post_tag')['term_id'];
}

$make = function ($fields, $cats = [], $tags = []) {
  $id = wp_insert_post(array_merge(['post_status' => 'publish', 'post_author' => 1, 'post_content' => '<p>Body</p>'], $fields), true);
  if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
  if ($cats) wp_set_post_categories($id, $cats);
  if ($tags) wp_set_post_tags($id, $tags);
  return $id;
};

$ids['entities'] = $make(['post_title' => 'Tom & Jerry\'s "big" day -- part 2...', 'post_excerpt' => 'Cats & mice: "a" <em>story</em>', 'post_content' => '<p>Cats &amp; mice&#8217;s <strong>tale</strong> &hellip; &euro;5</p>'], [$politicsWorld, $politicsLocal, $elections], array_slice($tags, 0, 6));
$ids['markup'] = $make(['post_title' => '<em>Big</em> news &amp; <strong>more</strong>'], [$world]);
$ids['arabic'] = $make(['post_title' => 'مرحبا بالعالم: أخبار اليوم', 'post_content' => '<p dir="rtl">هذا نص عربي للاختبار.</p>'], [$cats[8]], [$tags[3]]);
$ids['hebrew'] = $make(['post_title' => 'שלום עולם — חדשות', 'post_content' => '<p dir="rtl">זהו טקסט בעברית.</p>', 'post_excerpt' => 'תקציר בעברית'], [$cats[9]], [$tags[4]]);
$ids['emoji'] = $make(['post_title' => 'Family 👩‍👩‍👧‍👦 & flags 🇺🇦🇮🇹', 'post_content' => '<p>Emoji 🎉🔥 body</p>'], array_slice($cats, 10, 12), array_slice($tags, 6, 20));
$ids['long'] = $make(['post_title' => str_repeat('Long title ', 45) . 'ends👍🏽 here and goes on past five hundred characters']);
$ids['sticky'] = $make(['post_title' => 'Sticky on the front page']);
stick_post($ids['sticky']);
$ids['protected'] = $make(['post_title' => 'Members & friends only', 'post_password' => 's3cret', 'post_content' => '<p>Protected body text</p>', 'post_excerpt' => 'Protected summary']);
$ids['private'] = $make(['post_title' => "Private: the editor's notes", 'post_status' => 'private']);
$ids['draft'] = $make(['post_title' => 'A draft &amp; nothing more', 'post_status' => 'draft', 'post_author' => $former]);
$ids['future'] = $make(['post_title' => 'Scheduled “tomorrow”', 'post_status' => 'future', 'post_date' => gmdate('Y-m-d H:i:s', time() + 3 * 86400)]);
$ids['trash'] = $make(['post_title' => 'Binned', 'post_status' => 'trash']);
$ids['bySubscriber'] = $make(['post_title' => 'Letter from a reader', 'post_author' => $sub->ID]);
$ids['byFormer'] = $make(['post_title' => 'Written by former staff', 'post_author' => $former], [$politicsLocal]);
$ids['yoast'] = $make(['post_title' => 'Optimised & ready']);
update_post_meta($ids['yoast'], '_yoast_wpseo_title', 'SEO: Optimised &amp; ready %%sep%% %%sitename%%');
update_post_meta($ids['yoast'], '_yoast_wpseo_metadesc', 'A description “set” by the editor');
update_post_meta($ids['yoast'], '_yoast_wpseo_focuskw', 'optimised');
update_post_meta($ids['yoast'], '_yoast_wpseo_opengraph-title', 'OG & title');
update_post_meta($ids['yoast'], '_yoast_wpseo_opengraph-description', 'OG description');
$ids['slug'] = $make(['post_title' => 'عنوان', 'post_name' => 'عنوان-عربي']);

// Newsroom markup (needs unfiltered_html, as an administrator has it), and a 1 MB body.
kses_remove_filters();
$ids['embeds'] = $make(['post_title' => 'Embeds', 'post_content' =>
  '<figure class="wp-block-embed"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" width="560" height="315" allowfullscreen></iframe></figure>' .
  '<p style="text-align:center;color:#cf2e2e">Red centred</p><p><a href="https://example.org/" target="_blank">out</a></p>' .
  '<svg viewBox="0 0 10 10" onload="alert(1)"><circle cx="5" cy="5" r="4"></circle><text x="1" y="9">svg text</text></svg>' .
  '<math><mi>x</mi><mo>=</mo><mn>2</mn></math><script>document.title = "pwned"</script><p onclick="alert(1)">Click</p>' .
  '<iframe src="https://evil.example/embed/x"></iframe>']);
$paragraph = '<p>' . str_repeat('نص طويل جدا للاختبار. Long body text for the test. ', 20) . '</p>';
$ids['big'] = $make(['post_title' => 'One megabyte', 'post_content' => str_repeat($paragraph, (int) ceil(1048576 / strlen($paragraph)))]);
kses_init_filters();
echo json_encode($ids);
`;

/** What WordPress shows of every post (the editor's view of its fields, text as people read it). */
const AS_WORDPRESS_SHOWS = String.raw`
wp_set_current_user(1);
$text = function ($s) { return html_entity_decode(wp_strip_all_tags((string) $s), ENT_QUOTES | ENT_HTML5, 'UTF-8'); };
$statuses = ['publish', 'draft', 'private', 'future', 'trash', 'pending'];
$posts = get_posts(['numberposts' => -1, 'post_status' => $statuses, 'orderby' => 'ID', 'order' => 'ASC', 'suppress_filters' => true]);
// Yoast's generated head, from the REST route itself, before any filter below changes it.
$heads = [];
foreach ($posts as $p) {
  $request = new WP_REST_Request('GET', '/wp/v2/posts/' . $p->ID);
  $request->set_param('context', 'edit');
  $heads[$p->ID] = rest_do_request($request)->get_data()['yoast_head_json'] ?? [];
}
// The editor sees the title without "Private:"/"Protected:" and the protected body.
add_filter('private_title_format', function () { return '%s'; });
add_filter('protected_title_format', function () { return '%s'; });
add_filter('post_password_required', '__return_false');
$gmt = function ($gmt, $local) { return '0000-00-00 00:00:00' === $gmt ? get_gmt_from_date($local) : $gmt; };
$out = [];
foreach ($posts as $p) {
  $GLOBALS['post'] = $p;
  setup_postdata($p);
  $meta = function ($key) use ($p, $text) { return $text(get_post_meta($p->ID, $key, true)); };
  $paths = [];
  foreach (wp_get_post_categories($p->ID) as $id) {
    $path = array_reverse(get_ancestors($id, 'category', 'taxonomy'));
    $path[] = $id;
    $paths[] = array_map(function ($t) use ($text) { return $text(get_term($t)->name); }, $path);
  }
  $head = $heads[$p->ID];
  $out[] = [
    'remoteId' => $p->ID,
    'title' => $text(get_the_title($p)),
    'slug' => urldecode($p->post_name),
    'status' => $p->post_status,
    'sticky' => is_sticky($p->ID),
    'passwordProtected' => $p->post_password !== '',
    'authorName' => $text(get_the_author_meta('display_name', $p->post_author)),
    'createdAt' => $gmt($p->post_date_gmt, $p->post_date),
    'createdAtLocal' => str_replace(' ', 'T', $p->post_date),
    'modifiedAt' => $gmt($p->post_modified_gmt, $p->post_modified),
    'modifiedAtLocal' => str_replace(' ', 'T', $p->post_modified),
    'excerpt' => $p->post_excerpt === '' ? null : $text(apply_filters('the_excerpt', apply_filters('get_the_excerpt', $p->post_excerpt, $p))),
    'excerptGenerated' => $p->post_excerpt === '' ? $text(apply_filters('the_excerpt', get_the_excerpt($p))) : null,
    'contentText' => $text(apply_filters('the_content', $p->post_content)),
    'link' => get_permalink($p),
    'categoryPaths' => $paths,
    'tags' => array_map($text, wp_get_post_tags($p->ID, ['fields' => 'names'])),
    'seoTitle' => $meta('_yoast_wpseo_title'),
    'metaDescription' => $meta('_yoast_wpseo_metadesc'),
    'ogTitle' => $meta('_yoast_wpseo_opengraph-title'),
    'ogDescription' => $meta('_yoast_wpseo_opengraph-description'),
    'focusKeyword' => $meta('_yoast_wpseo_focuskw'),
    'seoTitleDefault' => $text($head['title'] ?? ''),
    'metaDescriptionDefault' => $text($head['description'] ?? ''),
    'ogTitleDefault' => $text($head['og_title'] ?? ''),
    'ogDescriptionDefault' => $text($head['og_description'] ?? ''),
  ];
}
echo json_encode($out);
`;

type Shown = Record<string, unknown> & {
  remoteId: number;
  categoryPaths: string[][];
  tags: string[];
  contentText: string;
  createdAt: string;
  modifiedAt: string;
  passwordProtected: boolean;
};

/** Text compared as people read it: runs of white space are one space. */
const squash = (s: unknown) =>
  typeof s === 'string' ? s.replace(/[\s\u00a0]+/g, ' ').trim() || null : s;
const utc = (gmt: string) => `${gmt.replace(' ', 'T')}.000Z`;

describe('sync is exact field by field (hard-content site)', () => {
  const env = testEnv();
  let t: TestApp;
  let sites: WpSite[];
  let site: WpSite;
  let admin: string;
  let socket: TestSocket;
  let ids: Record<string, number>;
  let websiteId: number;

  beforeAll(async () => {
    [t, sites] = await Promise.all([
      startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' }),
      startWordPressSites({ count: 1, yoast: [true] }),
    ]);
    site = sites[0]!;
    ids = JSON.parse(await wpCli(site, HARD_CONTENT)) as Record<string, number>;
    await seedPosts(site, 60, { days: 5 });
    admin = (await login(t)).cookie;
    socket = await connectSocket(t, admin);
    // The API user may list users: authors of any role come from `context=edit`.
    websiteId = await addWebsite(site.users.admin);
    await sync(websiteId);
  });

  afterAll(async () => {
    socket?.disconnect();
    await stopAll(sites ?? []);
    await t?.close();
    await dropEnv(env);
  });

  /** Each connection of the same site lives in its own account: an account connects an address once. */
  async function addWebsite(user: WpSite['users']['admin'], label = user.login): Promise<number> {
    const account = await createAccount(t.db, { name: `Fields ${label}` });
    const res = await t.http
      .post('/api/websites')
      .set('Cookie', admin)
      .send(websiteBody(site, user, { name: `${site.name} ${label}`, accountId: account.id }))
      .expect(201);
    await t.http.post(`/api/websites/${res.body.data.id}/verify`).set('Cookie', admin).expect(200);
    return res.body.data.id as number;
  }

  async function sync(id: number) {
    const res = await t.http.post(`/api/websites/${id}/sync`).set('Cookie', admin).expect(202);
    const job = await followJob(t, socket, res.body.jobId as string, 120_000);
    expect(await job.outcome).toMatchObject({ state: 'completed' });
  }

  const detail = async (id: number, cookie = admin) =>
    (await t.http.get(`/api/articles/${id}`).set('Cookie', cookie).expect(200)).body as Record<
      string,
      unknown
    > & { contentHtml: string; categoryPaths: string[][]; categories: string[]; tags: string[] };

  it('every stored field of every post equals what WordPress shows, read back through the API', async () => {
    const shown = JSON.parse(await wpCli(site, AS_WORDPRESS_SHOWS)) as Shown[];
    const rows = (await articleRows(t, websiteId)).filter((a) => !a.deletedInWp);
    expect(shown.length).toBe(Object.keys(ids).length - 2 + 60); // two ids are users
    expect(rows.map((r) => r.remoteId).sort((a, b) => a - b)).toEqual(
      shown.map((s) => s.remoteId).sort((a, b) => a - b),
    );
    const byRemote = new Map(rows.map((r) => [r.remoteId, r]));
    const mismatches: unknown[] = [];
    for (const wp of shown) {
      const api = await detail(byRemote.get(wp.remoteId)!.id);
      const ours = {
        remoteId: api.remoteId,
        title: squash(api.title),
        slug: api.slug,
        status: api.status,
        sticky: api.sticky,
        passwordProtected: api.passwordProtected,
        authorName: squash(api.authorName),
        createdAt: api.createdAt,
        createdAtLocal: api.createdAtLocal,
        modifiedAt: api.modifiedAt,
        modifiedAtLocal: api.modifiedAtLocal,
        excerpt: squash(api.excerpt),
        excerptGenerated: squash(api.excerptGenerated),
        contentText: squash(plainText(api.contentHtml)),
        link: api.link,
        categoryPaths: [...api.categoryPaths].sort(),
        categories: [...api.categories].sort(),
        tags: [...api.tags].sort(),
        seoTitle: api.seoTitle,
        metaDescription: api.metaDescription,
        ogTitle: api.ogTitle,
        ogDescription: api.ogDescription,
        focusKeyword: api.focusKeyword,
        seoTitleDefault: api.seoTitleDefault,
        metaDescriptionDefault: api.metaDescriptionDefault,
        ogTitleDefault: api.ogTitleDefault,
        ogDescriptionDefault: api.ogDescriptionDefault,
      };
      const theirs = {
        ...Object.fromEntries(Object.entries(wp).map(([k, v]) => [k, squash(v)])),
        remoteId: wp.remoteId,
        slug: wp.slug,
        createdAt: utc(wp.createdAt),
        modifiedAt: utc(wp.modifiedAt),
        categoryPaths: [...wp.categoryPaths].sort(),
        categories: wp.categoryPaths.map((p) => p[p.length - 1]!).sort(),
        tags: [...wp.tags].sort(),
      };
      try {
        expect(ours).toEqual(theirs);
      } catch {
        mismatches.push({ remoteId: wp.remoteId, ours, theirs });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('decodes text once and keeps the cases that are easy to get wrong', async () => {
    const rows = await articleRows(t, websiteId);
    const row = (key: string) => rows.find((r) => r.remoteId === ids[key])!;
    expect(row('entities').title).toBe('Tom & Jerry’s “big” day — part 2…');
    expect(row('entities').excerpt).toBe('Cats & mice: “a” story');
    expect(row('markup').title).toBe('Big news & more');
    expect(row('private').title).toBe('Private: the editor’s notes');
    // Two "Politics", told apart by their parents.
    const api = await detail(row('entities').id);
    expect(api.categoryPaths).toEqual(
      expect.arrayContaining([
        ['World', 'Politics'],
        ['Local & Regional', 'Politics'],
        ['World', 'Politics', "Elections '26"],
      ]),
    );
    expect(api.tags.every((name) => !/&(amp|#\d+);/.test(name))).toBe(true);
    // A long title: the indexed column holds a cut on a character boundary, the API the whole.
    const long = row('long');
    expect(Array.from(long.title).length).toBeLessThanOrEqual(500);
    expect(long.titleFull!.startsWith(long.title)).toBe(true);
    expect(long.title.endsWith('ends')).toBe(true);
    expect((await detail(long.id)).title).toBe(long.titleFull);
    // The site's time zone, and local dates two or three hours ahead of UTC.
    expect(api.websiteTimezone).toBe('Europe/Kyiv');
    const hours =
      (new Date(`${String(api.createdAtLocal)}Z`).getTime() -
        new Date(String(api.createdAt)).getTime()) /
      3_600_000;
    expect([2, 3]).toContain(hours);
    // SEO fields nobody set are empty; Yoast's defaults are kept apart.
    const plain = await detail(row('sticky').id);
    expect(plain).toMatchObject({
      seoTitle: null,
      ogTitle: null,
      metaDescription: null,
      seoTitleDefault: 'Sticky on the front page - Kyiv & Co',
    });
    expect(await detail(row('yoast').id)).toMatchObject({
      seoTitle: 'SEO: Optimised & ready %%sep%% %%sitename%%',
      ogDescription: 'OG description',
      focusKeyword: 'optimised',
    });
    // The body was sanitised when it was stored: embeds kept, script and handlers gone.
    const embeds = (await t.db.query('SELECT contentHtml FROM articles WHERE id = ?', [
      row('embeds').id,
    ])) as { contentHtml: string }[];
    const stored = embeds[0]!.contentHtml;
    expect(stored).toMatch(
      /<iframe [^>]*src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?feature=oembed"/,
    );
    expect(stored).toContain('sandbox="allow-scripts');
    expect(stored).toContain('target="_blank" rel="noopener noreferrer"');
    expect(stored).toMatch(/style="text-align: center; color: rgb\(207, 46, 46\)"/);
    expect(stored).toContain('<math>');
    expect(stored).not.toMatch(/<script|onload|onclick|evil\.example/);
    expect(row('big').contentHtml).toBeUndefined(); // not selected by default: read it apart
    const big = (await t.db.query('SELECT LENGTH(contentHtml) AS n FROM articles WHERE id = ?', [
      row('big').id,
    ])) as { n: string }[];
    expect(Number(big[0]!.n)).toBeGreaterThan(1_000_000);
  });

  it('names authors of any role when the API user may not list users', async () => {
    const editorSite = await addWebsite(site.users.editor);
    await sync(editorSite);
    const rows = await articleRows(t, editorSite);
    const author = (key: string) => rows.find((r) => r.remoteId === ids[key])!.authorName;
    expect(author('bySubscriber')).toBe('דנה כהן & "Sub"');
    expect(author('byFormer')).toBe("Olga O'Neil & Co");
    expect(author('entities')).toBeTruthy();
  });

  it('names authors the same way when a plugin refuses the users list in context=edit', async () => {
    const removePlugin = await addMuPlugin(
      site,
      'no-users-edit-context',
      `add_filter('rest_pre_dispatch', function ($result, $server, $request) {
        if ($request->get_route() === '/wp/v2/users' && $request->get_param('context') === 'edit') {
          return new WP_Error('blocked_by_plugin', 'Not here', ['status' => 401]);
        }
        return $result;
      }, 10, 3);`,
    );
    try {
      const id = await addWebsite(site.users.admin, 'guarded');
      await sync(id);
      const rows = await articleRows(t, id);
      const author = (key: string) => rows.find((r) => r.remoteId === ids[key])!.authorName;
      expect(author('bySubscriber')).toBe('דנה כהן & "Sub"');
      expect(author('byFormer')).toBe("Olga O'Neil & Co");
    } finally {
      await removePlugin();
    }
  });

  it("withholds a protected post's body from readers who may not write on the website", async () => {
    const { body: website } = await t.http
      .get(`/api/websites/${websiteId}`)
      .set('Cookie', admin)
      .expect(200);
    const role = await createRole(t.db, {
      permissions: [
        { action: 'write', subject: 'website' },
        { action: 'read', subject: 'article' },
      ],
    });
    const reader = await createRole(t.db, {
      permissions: [
        { action: 'read', subject: 'website' },
        { action: 'read', subject: 'article' },
      ],
    });
    const accountId = website.accountId as number;
    const writer = await createUser(t.db, { roleName: role.name, accountId });
    const viewOnly = await createUser(t.db, { roleName: role.name, accountId });
    const readerOnly = await createUser(t.db, { roleName: reader.name, accountId });
    await t.http
      .put(`/api/websites/${websiteId}/users`)
      .set('Cookie', admin)
      .send({
        users: [
          { userId: writer.id, canWrite: true },
          { userId: viewOnly.id, canWrite: false },
          { userId: readerOnly.id, canWrite: true },
        ],
      })
      .expect(200);
    const rows = await articleRows(t, websiteId);
    const protectedId = rows.find((r) => r.remoteId === ids.protected)!.id;
    const openId = rows.find((r) => r.remoteId === ids.sticky)!.id;
    const cookieOf = async (u: { email: string; password: string }) =>
      (await login(t, u.email, u.password)).cookie;

    const mine = await detail(protectedId, await cookieOf(writer));
    expect(mine).toMatchObject({ passwordProtected: true, contentWithheld: false });
    expect(mine.contentHtml).toContain('Protected body text');
    expect(mine.excerpt).toBe('Protected summary');
    for (const user of [viewOnly, readerOnly]) {
      const cookie = await cookieOf(user);
      const theirs = await detail(protectedId, cookie);
      expect(theirs).toMatchObject({
        passwordProtected: true,
        contentWithheld: true,
        contentHtml: '',
        excerpt: null,
        excerptGenerated: null,
        title: 'Members & friends only',
      });
      expect(JSON.stringify(theirs)).not.toContain('Protected body text');
      // Posts without a password read as before.
      expect((await detail(openId, cookie)).contentHtml).toContain('Body');
    }
    const list = await t.http
      .get(`/api/articles?websiteId=${websiteId}&perPage=100`)
      .set('Cookie', admin)
      .expect(200);
    const listed = (list.body.data as Record<string, unknown>[]).find((a) => a.id === protectedId);
    expect(listed).toMatchObject({ passwordProtected: true, websiteTimezone: 'Europe/Kyiv' });
  });
});
