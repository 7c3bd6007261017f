import { gunzipSync, gzipSync } from 'node:zlib';
import { AnalyticsRetention } from '../src/analytics/store/analytics-retention';
import { AnalyticsRepository } from '../src/analytics/store/analytics.repository';
import { AnalyticsStore } from '../src/analytics/store/analytics-store.service';
import { analyticsKeys, BEACON_GROUP } from '../src/analytics/analytics-keys';
import { decodeBeacons, encodeBeacons } from '../src/analytics/ingest/beacon-stream';
import Redis from 'ioredis';
import { Article } from '../src/articles/entities/article.entity';
import { createAccount, createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  login,
  startApp,
  testEnv,
  waitForEvent,
  type TestApp,
} from './support/test-app';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ORIGIN = 'https://news.example.com';
const METRICS_TOKEN = 'metrics-token-for-e2e-tests';

describe('traffic analytics', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let websiteId: number;
  let publicId: string;
  let sportId: number;

  beforeAll(async () => {
    t = await startApp(env, { METRICS_TOKEN });
    admin = (await login(t)).cookie;
    const created = await t.http
      .post('/api/websites')
      .set('Cookie', admin)
      .send({ name: 'News', url: ORIGIN })
      .expect(201);
    websiteId = created.body.data.id;
    const sport = await t.http
      .post('/api/websites')
      .set('Cookie', admin)
      .send({ name: 'Sport', url: 'https://sport.example.org' })
      .expect(201);
    sportId = sport.body.data.id;
    const tracking = await t.http
      .get(`/api/websites/${websiteId}/tracking`)
      .set('Cookie', admin)
      .expect(200);
    publicId = tracking.body.publicId;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await dropEnv(env);
  });

  const beacon = (
    body: Record<string, unknown>,
    { origin = ORIGIN, agent = CHROME, ip = '203.0.113.7' } = {},
  ) =>
    t.http
      .post('/api/collect')
      .set('Origin', origin)
      .set('User-Agent', agent)
      .set('X-Forwarded-For', ip)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ k: publicId, ...body }));

  const count = async (where = '1 = 1', params: unknown[] = []) => {
    const rows: { n: string }[] = await t.db.query(
      `SELECT COUNT(*) n FROM analytics_events WHERE ${where}`,
      params,
    );
    return Number(rows[0]!.n);
  };

  /** Waits for the batch (≤ 1 s) to reach the database. */
  const storedEventually = async (where: string, params: unknown[], expected: number) => {
    const deadline = Date.now() + 3000;
    let last = await count(where, params);
    while (last < expected && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      last = await count(where, params);
    }
    expect(last).toBe(expected);
  };

  it('gives each website a random public id and a snippet to paste', async () => {
    expect(publicId).toMatch(/^[a-f0-9]{24}$/);
    expect(publicId).not.toContain(String(websiteId).padStart(24, '0'));
    const again = await t.http.get(`/api/websites/${websiteId}/tracking`).set('Cookie', admin);
    expect(again.body).toEqual({
      publicId,
      snippet: `<script defer src="${t.config.publicUrl}/t.js" data-site="${publicId}"></script>`,
      // Its tracker's health: nothing received yet, nothing refused.
      lastBeaconAt: null,
      refused: { origin: 0, bot: 0, foreign_page: 0, rate_limited: 0 },
    });
    const other = await t.http.get(`/api/websites/${sportId}/tracking`).set('Cookie', admin);
    expect(other.body.publicId).not.toBe(publicId);
  });

  it('serves the script publicly, cacheable, at most 1 KB gzipped', async () => {
    const res = await t.http.get('/t.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.text).toContain('/api/collect');
    const zipped = gzipSync(res.text, { level: 9 });
    expect(zipped.length).toBeLessThanOrEqual(1024);
    expect(gunzipSync(zipped).toString()).toBe(res.text);
  });

  it('answers 202 with CORS for the website origin only; other origins and bots are not stored', async () => {
    const path = '/cors-check';
    const ok = await beacon({ u: `${ORIGIN}${path}`, r: null }).expect(202);
    expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
    const foreign = await beacon(
      { u: `${ORIGIN}${path}`, r: null },
      { origin: 'https://evil.example' },
    ).expect(202);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const missing = await t.http
      .post('/api/collect')
      .set('User-Agent', CHROME)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ k: publicId, u: `${ORIGIN}${path}` }))
      .expect(202);
    expect(missing.headers['access-control-allow-origin']).toBeUndefined();
    await beacon({ u: `${ORIGIN}${path}` }, { agent: GOOGLEBOT }).expect(202);
    await beacon({ u: `${ORIGIN}${path}` }, { agent: '' }).expect(202);
    const unknown = await beacon({ k: 'f'.repeat(24), u: `${ORIGIN}${path}` }).expect(202);
    expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
    await storedEventually('path = ?', [path], 1);
    await new Promise((r) => setTimeout(r, 1200));
    expect(await count('path = ?', [path])).toBe(1);
    // The website's tracker health says so: the page view received, the refused ones and why (a
    // beacon naming no website is nobody's).
    const health = await t.http
      .get(`/api/websites/${websiteId}/tracking`)
      .set('Cookie', admin)
      .expect(200);
    expect(health.body.refused).toEqual({ origin: 2, bot: 2, foreign_page: 0, rate_limited: 0 });
    const stored: { at: Date }[] = await t.db.query(
      'SELECT MAX(at) at FROM analytics_events WHERE websiteId = ?',
      [websiteId],
    );
    expect(health.body.lastBeaconAt).toBe(stored[0]!.at.toISOString());
  });

  it('refuses junk with 400 (and a body past 4 KB with 413), never 500', async () => {
    const post = (text: string, type = 'text/plain') =>
      t.http
        .post('/api/collect')
        .set('Origin', ORIGIN)
        .set('User-Agent', CHROME)
        .set('Content-Type', type)
        .send(text);
    for (const junk of [
      'not json',
      '[]',
      'null',
      '{}',
      JSON.stringify({ k: publicId }),
      JSON.stringify({ k: publicId, u: 'javascript:alert(1)' }),
      JSON.stringify({ k: publicId, u: 'not a url' }),
      JSON.stringify({ k: 'short', u: `${ORIGIN}/` }),
      JSON.stringify({ k: publicId, u: `${ORIGIN}/`, n: 42 }),
      JSON.stringify({ k: publicId, u: `${ORIGIN}/`, n: '  ' }),
      JSON.stringify({ k: publicId, u: `${ORIGIN}/`, extra: 1 }),
      JSON.stringify({ k: publicId, u: `${ORIGIN}/${'a'.repeat(2100)}` }),
    ]) {
      const res = await post(junk).expect(400);
      expect(res.body.code).toBe('analytics.invalid_beacon');
    }
    await post(JSON.stringify({ k: publicId, u: `${ORIGIN}/`, r: 'x'.repeat(5000) })).expect(413);
    await post('{"k":1}', 'application/json').expect(400);
    await post('{', 'application/json').expect(400);
    await post('a=b', 'application/x-www-form-urlencoded').expect(415);
  });

  it('counts visitors by a salted hash: no address or agent is stored', async () => {
    const agent = `${CHROME} Unique/42.1`;
    const ip = '198.51.100.23';
    await beacon({ u: `${ORIGIN}/privacy-a` }, { agent, ip }).expect(202);
    await beacon({ u: `${ORIGIN}/privacy-b` }, { agent, ip }).expect(202);
    await beacon({ u: `${ORIGIN}/privacy-a` }, { agent, ip: '198.51.100.24' }).expect(202);
    await storedEventually("path LIKE '/privacy-%'", [], 3);
    const rows: { visitor: string }[] = await t.db.query(
      "SELECT visitor FROM analytics_events WHERE path LIKE '/privacy-%' ORDER BY id",
    );
    expect(rows[0]!.visitor).toMatch(/^[a-f0-9]{32}$/);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    // Nothing in any analytics table holds the address or the agent.
    for (const table of [
      'analytics_events',
      'analytics_minutes',
      'analytics_hours',
      'analytics_days',
      'analytics_sites',
      'analytics_goals',
    ]) {
      const dump = JSON.stringify(await t.db.query(`SELECT * FROM ${table}`));
      expect(dump).not.toContain('198.51.100');
      expect(dump).not.toContain('Unique/42.1');
    }
    const columns: { COLUMN_NAME: string }[] = await t.db.query(
      "SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME LIKE 'analytics%'",
    );
    expect(columns.map((c) => c.COLUMN_NAME.toLowerCase())).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/ip|agent|address/)]),
    );
  });

  it('classifies sources as the spec lists and keeps UTM parameters', async () => {
    const cases: [string | null, string, string][] = [
      ['https://t.co/abc', '/src-tco', 'twitter'],
      ['https://x.com/someone/status/1', '/src-x', 'twitter'],
      ['https://twitter.com/someone', '/src-twitter', 'twitter'],
      ['https://www.google.com/', '/src-google', 'google'],
      ['https://www.linkedin.com/feed/', '/src-linkedin', 'linkedin'],
      ['https://l.facebook.com/l.php', '/src-facebook', 'facebook'],
      ['https://medium.com/@a/b', '/src-medium', 'medium'],
      ['https://www.reddit.com/r/x', '/src-social', 'social'],
      ['https://blog.elsewhere.net/', '/src-others', 'others'],
      [`${ORIGIN}/home`, '/src-internal', 'internal'],
      ['https://sport.example.org/match', '/src-account', 'internal'],
      [null, '/src-direct', 'direct'],
    ];
    for (const [r, path, _] of cases) {
      await beacon({ u: `${ORIGIN}${path}?utm_source=news&utm_campaign=winter`, r }).expect(202);
    }
    await storedEventually("path LIKE '/src-%'", [], cases.length);
    const rows: { path: string; source: string; utmSource: string; utmCampaign: string }[] =
      await t.db.query(
        "SELECT path, source, utmSource, utmCampaign FROM analytics_events WHERE path LIKE '/src-%'",
      );
    const byPath = new Map(rows.map((row) => [row.path, row]));
    for (const [, path, source] of cases) {
      expect({ path, source: byPath.get(path)?.source }).toEqual({ path, source });
      expect(byPath.get(path)).toMatchObject({ utmSource: 'news', utmCampaign: 'winter' });
    }
  });

  it('maps page views to synced articles by their link', async () => {
    const articles = t.db.getRepository(Article);
    const article = await articles.save(
      articles.create({
        websiteId,
        remoteId: 501,
        title: 'Winter is coming',
        status: 'publish',
        modifiedAt: new Date(),
        link: `${ORIGIN}/2026/11/winter-is-coming/`,
      }),
    );
    await beacon({ u: `${ORIGIN}/2026/11/winter-is-coming/?utm_source=x` }).expect(202);
    await beacon({ u: `${ORIGIN}/2026/11/winter-is-coming` }, { ip: '203.0.113.99' }).expect(202);
    await beacon({ u: `${ORIGIN}/2026/11/not-an-article/` }).expect(202);
    await storedEventually('articleId = ?', [article.id], 2);
    const report = await t.http
      .get(`/api/analytics?range=today&websiteId=${websiteId}`)
      .set('Cookie', admin)
      .expect(200);
    expect(report.body.articles[0]).toMatchObject({
      articleId: article.id,
      title: 'Winter is coming',
      websiteName: 'News',
      views: 2,
      visitors: 2,
    });
  });

  it("shows a story's reach: its source and every clone, against the period before, to those who may see them", async () => {
    const articles = t.db.getRepository(Article);
    const sportOrigin = 'https://sport.example.org';
    const sportKey = (
      await t.http.get(`/api/websites/${sportId}/tracking`).set('Cookie', admin).expect(200)
    ).body.publicId as string;
    // A third website, of another account: its desk sees its own copy and nothing else.
    const account = await createAccount(t.db);
    const far = await t.http
      .post('/api/websites')
      .set('Cookie', admin)
      .send({ name: 'Far', url: 'https://far.example.net', accountId: account.id })
      .expect(201);
    const farId = far.body.data.id as number;
    const farKey = (
      await t.http.get(`/api/websites/${farId}/tracking`).set('Cookie', admin).expect(200)
    ).body.publicId as string;
    const article = (websiteId: number, link: string, clonedFromArticleId: number | null) =>
      articles.save(
        articles.create({
          websiteId,
          remoteId: Math.floor(Math.random() * 1e6),
          title: 'Floods reach the harbour',
          status: 'publish',
          modifiedAt: new Date(),
          link,
          clonedFromArticleId,
        }),
      );
    const source = await article(websiteId, `${ORIGIN}/floods/`, null);
    const copy = await article(sportId, `${sportOrigin}/floods/`, source.id);
    const farCopy = await article(farId, 'https://far.example.net/floods/', source.id);
    const unrelated = await article(websiteId, `${ORIGIN}/other-story/`, null);

    await beacon({ u: `${ORIGIN}/floods/`, r: null }, { ip: '198.51.100.1' }).expect(202);
    await beacon({ u: `${ORIGIN}/floods/`, r: null }, { ip: '198.51.100.2' }).expect(202);
    await beacon(
      { k: sportKey, u: `${sportOrigin}/floods/`, r: 'https://www.google.com/' },
      { origin: sportOrigin, ip: '198.51.100.3' },
    ).expect(202);
    await beacon(
      { k: farKey, u: 'https://far.example.net/floods/', r: null },
      { origin: 'https://far.example.net', ip: '198.51.100.4' },
    ).expect(202);
    await beacon({ u: `${ORIGIN}/other-story/`, r: null }, { ip: '198.51.100.5' }).expect(202);
    await storedEventually('articleId IN (?)', [[source.id, copy.id, farCopy.id, unrelated.id]], 5);

    // Asked from the clone, the story is the same: the source first, then its clones.
    const reach = await t.http
      .get(`/api/articles/${copy.id}/reach?range=today`)
      .set('Cookie', admin)
      .expect(200);
    expect(reach.body).toMatchObject({
      grain: 'hour',
      totals: { views: 4, visitors: 4 },
      previous: { views: 0, visits: 0, visitors: 0 },
      hidden: 0,
    });
    expect(reach.body.series).toHaveLength(24);
    expect(reach.body.series.reduce((sum: number, p: { views: number }) => sum + p.views, 0)).toBe(
      4,
    );
    expect(
      reach.body.copies.map(
        (c: {
          articleId: number;
          source: boolean;
          websiteName: string;
          totals: { views: number };
        }) => [c.articleId, c.source, c.websiteName, c.totals.views],
      ),
    ).toEqual([
      [source.id, true, 'News', 2],
      [copy.id, false, 'Sport', 1],
      [farCopy.id, false, 'Far', 1],
    ]);
    expect(reach.body.sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'google', views: 1 }),
        expect.objectContaining({ source: 'direct', views: 3 }),
      ]),
    );
    const fromSource = await t.http
      .get(`/api/articles/${source.id}/reach?range=last7d`)
      .set('Cookie', admin)
      .expect(200);
    expect(fromSource.body).toMatchObject({ grain: 'day', totals: { views: 4 } });
    expect(fromSource.body.series).toHaveLength(7);

    // The far desk's analyst sees their copy alone; the others are neither named nor counted.
    const reader = await createRole(t.db, {
      permissions: [
        { action: 'read', subject: 'analytics' },
        { action: 'read', subject: 'article' },
        { action: 'read', subject: 'website' },
      ],
    });
    const analyst = await createUser(t.db, { roleName: reader.name, accountId: account.id });
    await t.db.query('INSERT INTO website_users (websiteId, userId) VALUES (?, ?)', [
      farId,
      analyst.id,
    ]);
    const analystCookie = (await login(t, analyst.email, analyst.password)).cookie;
    const theirs = await t.http
      .get(`/api/articles/${farCopy.id}/reach?range=today`)
      .set('Cookie', analystCookie)
      .expect(200);
    expect(theirs.body).toMatchObject({ totals: { views: 1 }, hidden: 2 });
    expect(theirs.body.copies.map((c: { articleId: number }) => c.articleId)).toEqual([farCopy.id]);
    expect(JSON.stringify(theirs.body)).not.toContain('News');
    // Another desk's article is not found (not "forbidden": its existence is not told).
    const refused = await t.http
      .get(`/api/articles/${source.id}/reach?range=today`)
      .set('Cookie', analystCookie)
      .expect(404);
    expect(refused.body).toMatchObject({
      code: 'analytics.story.not_found',
      message: 'Article not found',
    });
    // A minute range, or none known, is refused with the range's message; readers of articles
    // without analytics get 403.
    const minute = await t.http
      .get(`/api/articles/${copy.id}/reach?range=last5m`)
      .set('Cookie', admin)
      .expect(400);
    expect(minute.body.message).toContain('Choose a valid date range.');
    await t.http.get(`/api/articles/999999/reach`).set('Cookie', admin).expect(404);
    const noAnalytics = await createRole(t.db, {
      permissions: [
        { action: 'read', subject: 'article' },
        { action: 'read', subject: 'website' },
      ],
    });
    const editor = await createUser(t.db, { roleName: noAnalytics.name, accountId: account.id });
    const editorCookie = (await login(t, editor.email, editor.password)).cookie;
    await t.http.get(`/api/articles/${farCopy.id}/reach`).set('Cookie', editorCookie).expect(403);
  });

  it('counts conversions for path and event goals an editor defines', async () => {
    const goals = `/api/websites/${websiteId}/goals`;
    const path = await t.http
      .post(goals)
      .set('Cookie', admin)
      .send({ name: 'Thanks', kind: 'path', value: 'thank-you' })
      .expect(201);
    expect(path.body).toMatchObject({ kind: 'path', value: '/thank-you' });
    await t.http
      .post(goals)
      .set('Cookie', admin)
      .send({ name: 'Again', kind: 'path', value: '/thank-you' })
      .expect(409);
    await t.http
      .post(goals)
      .set('Cookie', admin)
      .send({ name: '', kind: 'other', value: 'a b' })
      .expect(400);
    const event = await t.http
      .post(goals)
      .set('Cookie', admin)
      .send({ name: 'Signup', kind: 'event', value: 'signup' })
      .expect(201);
    const before = (
      await t.http.get(`/api/analytics?range=last5m&websiteId=${websiteId}`).set('Cookie', admin)
    ).body.totals;
    await beacon({ u: `${ORIGIN}/thank-you` }).expect(202);
    await beacon({ u: `${ORIGIN}/thank-you/more` }).expect(202);
    await beacon({ u: `${ORIGIN}/signup-form`, n: 'signup' }).expect(202);
    await beacon({ u: `${ORIGIN}/signup-form`, n: 'other-event' }).expect(202);
    await storedEventually("path IN ('/thank-you', '/thank-you/more', '/signup-form')", [], 4);
    const after = (
      await t.http.get(`/api/analytics?range=last5m&websiteId=${websiteId}`).set('Cookie', admin)
    ).body.totals;
    expect(after.conversions - before.conversions).toBe(2);
    // Events count conversions, not views.
    expect(after.views - before.views).toBe(2);
    const list = await t.http.get(goals).set('Cookie', admin).expect(200);
    expect(list.body.data.map((g: { name: string }) => g.name)).toEqual(['Thanks', 'Signup']);
    await t.http
      .put(`${goals}/${event.body.id}`)
      .set('Cookie', admin)
      .send({ name: 'Sign-up', kind: 'event', value: 'signup' })
      .expect(200);
    await t.http.delete(`${goals}/${path.body.id}`).set('Cookie', admin).expect(204);
    await t.http.delete(`${goals}/${path.body.id}`).set('Cookie', admin).expect(404);
  });

  it('answers every range with totals, a full series, sources and the previous period', async () => {
    for (const range of [
      'last5m',
      'last30m',
      'last60m',
      'today',
      'yesterday',
      'last7d',
      'last30d',
      'last40d',
      'thisWeek',
      'thisMonth',
      'lastMonth',
    ]) {
      const res = await t.http
        .get(`/api/analytics?range=${range}`)
        .set('Cookie', admin)
        .expect(200);
      expect(res.body).toHaveProperty('previous.views');
      const sum = res.body.series.reduce((a: number, p: { views: number }) => a + p.views, 0);
      expect({ range, sum }).toEqual({ range, sum: res.body.totals.views });
    }
    const lengths = async (q: string) =>
      (await t.http.get(`/api/analytics?${q}`).set('Cookie', admin).expect(200)).body.series.length;
    expect(await lengths('range=last5m')).toBe(5);
    expect(await lengths('range=last60m')).toBe(60);
    expect(await lengths('range=today')).toBe(24);
    expect(await lengths('range=last40d')).toBe(40);
    expect(await lengths('range=custom&from=2026-01-01&to=2026-01-31')).toBe(31);
    const today = await t.http
      .get(`/api/analytics?range=today&websiteId=${websiteId}`)
      .set('Cookie', admin)
      .expect(200);
    const stored = await count("websiteId = ? AND kind = 'pageview'", [websiteId]);
    expect(today.body.totals.views).toBe(stored);
    expect(today.body.totals.visitors).toBeGreaterThanOrEqual(3);
    const sources = new Map(
      today.body.sources.map((s: { source: string; views: number }) => [s.source, s.views]),
    );
    // t.co, x.com, twitter.com, and a view without referrer tagged utm_source=x.
    expect(sources.get('twitter')).toBe(4);
    expect(sources.get('internal')).toBe(2);
    // One definition of a visit and a visitor: the sources add up to the totals (a visitor counts
    // under the source of their first page view of the day, once).
    const bySource = today.body.sources as { visits: number; views: number; visitors: number }[];
    for (const figure of ['views', 'visits', 'visitors'] as const) {
      expect({ figure, sum: bySource.reduce((a, s) => a + s[figure], 0) }).toEqual({
        figure,
        sum: today.body.totals[figure],
      });
    }
    // Yesterday had nothing: the comparison shows it.
    const yesterday = await t.http
      .get(`/api/analytics?range=yesterday&websiteId=${websiteId}`)
      .set('Cookie', admin);
    expect(yesterday.body.totals.views).toBe(0);
    const tomorrowLike = await t.http
      .get(`/api/analytics?range=custom&from=2030-01-01&to=2030-01-01`)
      .set('Cookie', admin);
    expect(tomorrowLike.body.previous.views).toBe(0);
    for (const bad of [
      'range=forever',
      'range=',
      'range=custom',
      'range=custom&from=2026-02-01&to=2026-01-01',
      'range=custom&from=2000-01-01&to=2026-01-01',
      'range=today&websiteId=abc',
    ]) {
      await t.http.get(`/api/analytics?${bad}`).set('Cookie', admin).expect(400);
    }
  });

  it('shows only websites the reader may see, to readers of analytics', async () => {
    const account = await createAccount(t.db);
    const reader = await createRole(t.db, {
      permissions: [
        { action: 'read', subject: 'analytics' },
        { action: 'read', subject: 'website' },
      ],
    });
    const noAnalytics = await createRole(t.db, {
      permissions: [{ action: 'read', subject: 'website' }],
    });
    const analyst = await createUser(t.db, { roleName: reader.name, accountId: account.id });
    const other = await createUser(t.db, { roleName: noAnalytics.name, accountId: account.id });
    const analystCookie = (await login(t, analyst.email, analyst.password)).cookie;
    const otherCookie = (await login(t, other.email, other.password)).cookie;
    await t.http.get('/api/analytics?range=today').set('Cookie', otherCookie).expect(403);
    await t.http.get('/api/analytics/live').set('Cookie', otherCookie).expect(403);
    await t.http.get('/api/analytics?range=today').expect(401);
    await t.http
      .get(`/api/analytics?range=today&websiteId=${websiteId}`)
      .set('Cookie', analystCookie)
      .expect(404);
    const all = await t.http.get('/api/analytics?range=today').set('Cookie', analystCookie);
    expect(all.body.totals.views).toBe(0);
    expect(all.body.pages).toEqual([]);
    // Goals are written by writers of the website.
    await t.http
      .post(`/api/websites/${websiteId}/goals`)
      .set('Cookie', analystCookie)
      .send({ name: 'X', kind: 'event', value: 'x' })
      .expect(403);
  });

  it('computes a report once for readers who ask for it at once, never across what they may see', async () => {
    // The series is read 300 ms late, so requests sent together surely overlap, even on a busy
    // machine (it is still read from the database).
    const repo = t.app.get(AnalyticsRepository);
    const read = repo.series.bind(repo);
    const series = jest.spyOn(repo, 'series').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return read(...args);
    });
    try {
      const ask = (cookie: string) =>
        t.http.get('/api/analytics?range=today').set('Cookie', cookie).expect(200);
      const same = await Promise.all([ask(admin), ask(admin), ask(admin), ask(admin)]);
      expect(series).toHaveBeenCalledTimes(1);
      expect(same[0]!.body.totals.views).toBeGreaterThan(0);
      for (const res of same) expect(res.body).toEqual(same[0]!.body);

      // A reader of other websites asking at the same moment gets their own report.
      const account = await createAccount(t.db);
      const role = await createRole(t.db, {
        permissions: [
          { action: 'read', subject: 'analytics' },
          { action: 'read', subject: 'website' },
        ],
      });
      const outsider = await createUser(t.db, { roleName: role.name, accountId: account.id });
      const outsiderCookie = (await login(t, outsider.email, outsider.password)).cookie;
      series.mockClear();
      const [mine, theirs] = await Promise.all([ask(admin), ask(outsiderCookie)]);
      expect(series).toHaveBeenCalledTimes(2);
      expect(mine.body.totals.views).toBe(same[0]!.body.totals.views);
      expect(theirs.body.totals.views).toBe(0);

      // Asked again once it is done, it is computed again (nothing is kept).
      series.mockClear();
      await ask(admin);
      expect(series).toHaveBeenCalledTimes(1);
    } finally {
      series.mockRestore();
    }
  });

  it('pushes concurrency live to readers of analytics', async () => {
    const socket = await connectSocket(t, admin);
    try {
      const live = await t.http
        .get(`/api/analytics/live?websiteId=${websiteId}`)
        .set('Cookie', admin)
        .expect(200);
      const heard = waitForEvent(
        socket,
        'analytics.live',
        (p) => p.websiteId === websiteId && p.concurrency > live.body.concurrency,
        6000,
      );
      await beacon({ u: `${ORIGIN}/live` }, { ip: '192.0.2.200' }).expect(202);
      const started = Date.now();
      const payload = await heard;
      expect(Date.now() - started).toBeLessThan(5000);
      expect(payload.concurrency).toBe(live.body.concurrency + 1);
    } finally {
      socket.disconnect();
    }
  });

  it('shows the beacon ingest on /metrics, behind its token', async () => {
    await t.http.get('/metrics').expect(401);
    await t.http
      .get('/metrics')
      .set('Authorization', 'Bearer wrong-token-of-some-length')
      .expect(401);
    const read = async () => {
      const res = await t.http
        .get('/metrics')
        .set('Authorization', `Bearer ${METRICS_TOKEN}`)
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
      const value = (name: string) => {
        const line = res.text.split('\n').find((l) => l.startsWith(`${name} `));
        return Number(line?.split(' ')[1]);
      };
      return { text: res.text, value };
    };
    const deadline = Date.now() + 3000;
    let metrics = await read();
    // In memory (api or worker) or in the stream between them: stored_total counts neither.
    const waiting = () =>
      metrics.value('ams_beacons_buffered') + metrics.value('ams_beacon_stream_entries');
    while (waiting() > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      metrics = await read();
    }
    expect(waiting()).toBe(0);
    expect(metrics.value('ams_beacons_stored_total')).toBe(await count());
    expect(metrics.value('ams_beacons_dropped_total{reason="bot"}')).toBeGreaterThanOrEqual(2);
    expect(metrics.value('ams_beacons_dropped_total{reason="origin"}')).toBeGreaterThanOrEqual(2);
    expect(
      metrics.value('ams_beacons_dropped_total{reason="unknown_site"}'),
    ).toBeGreaterThanOrEqual(1);
    // 12 junk bodies, one past 4 KB, one JSON of the wrong shape (malformed JSON and forms stop earlier).
    expect(metrics.value('ams_beacons_invalid_total')).toBe(14);
    expect(metrics.value('ams_beacon_flush_seconds_count')).toBeGreaterThan(0);
    expect(metrics.text).toContain('# TYPE ams_beacons_received_total counter');
  });

  it('keeps raw events partitioned by day and drops days past the retention', async () => {
    const partitions: { name: string }[] = await t.db.query(
      "SELECT PARTITION_NAME name FROM information_schema.PARTITIONS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'analytics_events'",
    );
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(partitions.map((p) => p.name)).toEqual(expect.arrayContaining([`p${today}`, 'pmax']));
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.db.query(
      `INSERT INTO analytics_events (day, at, websiteId, kind, visitor, path, source)
       VALUES (?, ?, ?, 'pageview', ?, '/old', 'direct')`,
      [day(-100), `${day(-100)} 12:00:00`, websiteId, 'a'.repeat(32)],
    );
    const kept = await count('day = ?', [day(0)]);
    expect(kept).toBeGreaterThan(0);
    // Two days on, the partition holding days past 90 is dropped whole; today's stays.
    const retention = t.app.get(AnalyticsRetention);
    let result = await retention.maintain(new Date(Date.now() + 2 * 86_400_000));
    while (result.dropped.length === 0 && result.added.length === 0) {
      await new Promise((r) => setTimeout(r, 100));
      result = await retention.maintain(new Date(Date.now() + 2 * 86_400_000));
    }
    expect(result.dropped.length).toBeGreaterThan(0);
    expect(await count("path = '/old'")).toBe(0);
    expect(await count('day = ?', [day(0)])).toBe(kept);
  });
});

describe('analytics ingest batching', () => {
  const env = testEnv();

  afterAll(() => dropEnv(env));

  it('loses nothing buffered when the app closes', async () => {
    const t = await startApp(env);
    // Without METRICS_TOKEN there is no /metrics.
    await t.http.get('/metrics').expect(404);
    const admin = (await login(t)).cookie;
    const site = await t.http
      .post('/api/websites')
      .set('Cookie', admin)
      .send({ name: 'Batch', url: ORIGIN })
      .expect(201);
    const { publicId } = (
      await t.http.get(`/api/websites/${site.body.data.id}/tracking`).set('Cookie', admin)
    ).body;
    const sent = 600;
    const responses = await Promise.all(
      Array.from({ length: sent }, (_, n) =>
        t.http
          .post('/api/collect')
          .set('Origin', ORIGIN)
          .set('User-Agent', CHROME)
          .set('X-Forwarded-For', `10.0.${n >> 8}.${n & 255}`)
          .set('Content-Type', 'text/plain')
          .send(JSON.stringify({ k: publicId, u: `${ORIGIN}/batch/${n % 7}` })),
      ),
    );
    expect(responses.every((r) => r.status === 202)).toBe(true);
    // Answered, but (mostly) still in memory: nothing waits for the batch before closing.
    const db = t.db;
    const early: { n: string }[] = await db.query('SELECT COUNT(*) n FROM analytics_events');
    expect(Number(early[0]!.n)).toBeLessThan(sent);
    await t.close();
    const again = await startApp(env);
    try {
      const rows: { n: string }[] = await again.db.query('SELECT COUNT(*) n FROM analytics_events');
      expect(Number(rows[0]!.n)).toBe(sent);
      const days: { views: number; visitors: number }[] = await again.db.query(
        'SELECT views, visitors FROM analytics_days',
      );
      expect(days).toEqual([{ views: sent, visitors: sent }]);
    } finally {
      await again.close();
    }
  }, 60_000);
});

describe('analytics beacon hand-off (api nodes → stream → workers)', () => {
  const env = testEnv();
  let t: TestApp;
  let redis: Redis;
  let publicId: string;

  beforeAll(async () => {
    t = await startApp(env);
    redis = new Redis(t.config.REDIS_URL);
    const admin = (await login(t)).cookie;
    const site = await t.http
      .post('/api/websites')
      .set('Cookie', admin)
      .send({ name: 'Handoff', url: ORIGIN })
      .expect(201);
    publicId = (
      await t.http.get(`/api/websites/${site.body.data.id}/tracking`).set('Cookie', admin)
    ).body.publicId;
  }, 60_000);

  afterAll(async () => {
    await redis?.quit();
    await t?.close();
    await dropEnv(env);
  });

  const stored = async (path: string) => {
    const rows: { n: string }[] = await t.db.query(
      'SELECT COUNT(*) n FROM analytics_events WHERE path = ?',
      [path],
    );
    return Number(rows[0]!.n);
  };

  /** A stream entry of `n` page views of `path`, as an api node hands it over. */
  const entry = (path: string, n: number) =>
    encodeBeacons(
      Array.from({ length: n }, (_, i) => ({
        k: publicId,
        at: Date.now(),
        visitor: `${path}-${i}`.padEnd(32, '0').slice(0, 32),
        u: `${ORIGIN}${path}`,
        r: null,
        n: null,
      })),
    );

  it('stores what a stopped worker left unacknowledged, once, and skips what it had stored', async () => {
    const { beacons } = analyticsKeys(t.config);
    // A worker that is gone read two entries: it had stored the second (its id is recorded with
    // the events, in one transaction) but died before acknowledging either. This app's worker
    // is stopped meanwhile, so the gone worker is the one that reads them.
    const worker = t.app.get(AnalyticsStore);
    await worker.beforeApplicationShutdown();
    const left = await redis.xadd(beacons, '*', 'b', entry('/left-behind', 3));
    const done = await redis.xadd(beacons, '*', 'b', entry('/stored-before', 2));
    await redis.call(
      'XREADGROUP',
      'GROUP',
      BEACON_GROUP,
      'gone-worker',
      'COUNT',
      10,
      'STREAMS',
      beacons,
      '>',
    );
    await t.db.query('INSERT INTO analytics_stream_entries (id) VALUES (?)', [done]);
    const pending = () => redis.xpending(beacons, BEACON_GROUP) as Promise<[number, ...unknown[]]>;
    expect((await pending())[0]).toBe(2);
    worker.onApplicationBootstrap();
    // Not yet: the gone worker has held them for less than a minute.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await stored('/left-behind')).toBe(0);
    expect(left).toBeTruthy();

    await worker.takeOver(0);
    const deadline = Date.now() + 5000;
    while ((await stored('/left-behind')) < 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await stored('/left-behind')).toBe(3);
    expect(await stored('/stored-before')).toBe(0);
    // Both acknowledged and gone from the stream (the acknowledgement follows the commit): a
    // second take-over finds nothing.
    while ((await pending())[0] > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await pending())[0]).toBe(0);
    expect(await redis.xlen(beacons)).toBe(0);
    await worker.takeOver(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await stored('/left-behind')).toBe(3);
  });

  it('stores, as it stops, what Redis handed its cut-short read, without waiting for a take-over', async () => {
    const { beacons } = analyticsKeys(t.config);
    const worker = t.app.get(AnalyticsStore);
    const path = '/handed-while-stopping';
    // The worker is one of the group's consumers from its first read on.
    await redis.xadd(beacons, '*', 'b', entry(`${path}/first`, 1));
    const deadline = Date.now() + 10_000;
    while ((await stored(`${path}/first`)) < 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await stored(`${path}/first`)).toBe(1);
    // Its name (the other consumer, if any, is the gone worker's, above).
    const own = ((await redis.call('XINFO', 'CONSUMERS', beacons, BEACON_GROUP)) as string[][])
      .map((info) => info[info.indexOf('name') + 1]!)
      .filter((name) => name !== 'gone-worker');
    expect(own).toHaveLength(1);
    await worker.beforeApplicationShutdown();
    // A blocking read cut short as the worker stopped: Redis handed it two entries (they are in
    // its pending list) but the reply never arrived.
    await redis.xadd(beacons, '*', 'b', entry(path, 2));
    await redis.xadd(beacons, '*', 'b', entry(`${path}/more`, 1));
    const handed = (await redis.call(
      'XREADGROUP',
      ...['GROUP', BEACON_GROUP, own[0]!, 'COUNT', 10, 'STREAMS', beacons, '>'],
    )) as [string, unknown[]][];
    expect(handed[0]![1]).toHaveLength(2);
    worker.onApplicationBootstrap();
    await worker.beforeApplicationShutdown();

    expect(await stored(path)).toBe(2);
    expect(await stored(`${path}/more`)).toBe(1);
    const [pendingCount] = (await redis.xpending(beacons, BEACON_GROUP)) as [number];
    expect(pendingCount).toBe(0);
    worker.onApplicationBootstrap();
  });

  it('answers beacons while no worker stores them, and stores them when one starts again', async () => {
    const worker = t.app.get(AnalyticsStore);
    await worker.beforeApplicationShutdown();
    const sent = 40;
    for (let n = 0; n < sent; n++) {
      await t.http
        .post('/api/collect')
        .set('Origin', ORIGIN)
        .set('User-Agent', CHROME)
        .set('X-Forwarded-For', `10.9.0.${n}`)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ k: publicId, u: `${ORIGIN}/while-away` }))
        .expect(202);
    }
    // Each was in Redis when it was answered: an api node that crashed now would lose none.
    const entries = await redis.xrange(analyticsKeys(t.config).beacons, '-', '+');
    const handed = entries
      .flatMap(([, fields]) => decodeBeacons(fields[1]!))
      .filter((b) => b.u.endsWith('/while-away'));
    expect(handed).toHaveLength(sent);
    await new Promise((r) => setTimeout(r, 300));
    expect(await stored('/while-away')).toBe(0);
    expect(await redis.xlen(analyticsKeys(t.config).beacons)).toBeGreaterThan(0);
    worker.onApplicationBootstrap();
    const deadline = Date.now() + 5000;
    while ((await stored('/while-away')) < sent && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await stored('/while-away')).toBe(sent);
  });
});
