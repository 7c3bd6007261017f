import { BreakdownSums } from '../src/analytics/store/analytics-breakdowns';
import { AnalyticsRepository, type EventRow } from '../src/analytics/store/analytics.repository';
import { dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

const DAY = 86_400_000;
/** Deterministic, so a failure replays. */
const rng = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

/**
 * The Analytics page reads long ranges from roll-ups (whole months, weeks and days) and only the
 * partial days at the edges from the raw events: its figures must be the raw events' figures.
 */
describe('analytics figures from roll-ups and raw edges', () => {
  const env = testEnv();
  let t: TestApp;
  let repo: AnalyticsRepository;
  const sites: number[] = [];
  const articles: number[] = [];

  beforeAll(async () => {
    t = await startApp(env);
    const admin = (await login(t)).cookie;
    for (const name of ['News', 'Sport']) {
      const created = await t.http
        .post('/api/websites')
        .set('Cookie', admin)
        .send({ name, url: `https://${name.toLowerCase()}.example.com` })
        .expect(201);
      sites.push(created.body.data.id);
    }
    for (let k = 0; k < 6; k++) {
      const res = await t.db.query(
        `INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt, link)
         VALUES (?, ?, ?, 'publish', NOW(), ?)`,
        [sites[k % 2], k + 1, `Story ${k}`, `https://x.example.com/a/${k}`],
      );
      articles.push(Number(res.insertId));
    }
    // 4,000 events from 2026-08-28 to 2026-10-16: a whole September, whole weeks, single days.
    const random = rng(7);
    const start = Date.parse('2026-08-28T00:00:00Z');
    const sources = ['google', 'direct', 'internal', 'twitter'];
    const rows: unknown[][] = [];
    for (let i = 0; i < 4000; i++) {
      const at = new Date(start + Math.floor(random() * 49 * DAY));
      const site = Math.floor(random() * 2);
      const event = random() < 0.05;
      const k = Math.floor(random() * 3) * 2 + site;
      const onArticle = !event && random() < 0.7;
      rows.push([
        at.toISOString().slice(0, 10),
        at,
        sites[site],
        event ? 'event' : 'pageview',
        event ? 'signup' : null,
        // Few visitors a day, so they come back to the same pages and sources.
        `${at.toISOString().slice(0, 10)}-${Math.floor(random() * 15)}`.padEnd(32, '0'),
        onArticle ? `/a/${k}` : random() < 0.5 ? '/' : '/About',
        onArticle ? articles[k] : null,
        sources[Math.floor(random() * sources.length)],
        !event && random() < 0.4 ? 1 : 0,
        event || random() < 0.02 ? 1 : null,
      ]);
    }
    await t.db.query(
      `INSERT INTO analytics_events (day, at, websiteId, kind, eventName, visitor, path, articleId,
         source, newVisit, goalId) VALUES ?`,
      [rows],
    );
    repo = t.app.get(AnalyticsRepository);
    await repo.rebuildRollups('2026-08-28', '2026-10-17');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await dropEnv(env);
  });

  type Grouped = { websiteId: number; k: string; views: number; visits: number; visitors: number };

  /** The figures of a span counted from the raw events alone. */
  const raw = async (filter: number[] | null, from: Date, to: Date) => {
    const where = `${filter ? 'websiteId IN (?) AND ' : ''}at >= ? AND at < ?`;
    const params = [...(filter ? [filter] : []), from, to];
    const [totals] = await t.db.query(
      `SELECT SUM(kind = 'pageview') views, SUM(newVisit) visits,
         COUNT(DISTINCT websiteId, DATE(at), IF(kind = 'pageview', visitor, NULL)) visitors,
         SUM(goalId IS NOT NULL) conversions FROM analytics_events WHERE ${where}`,
      params,
    );
    const grouped = async (sql: string): Promise<Grouped[]> =>
      (await t.db.query(sql, params)).map((r: Record<string, unknown>) => ({
        websiteId: Number(r.websiteId),
        k: String(r.k),
        views: Number(r.views),
        visits: Number(r.visits),
        visitors: Number(r.visitors),
      }));
    const group = (key: string, extra = '') =>
      grouped(`SELECT websiteId, ${key} k, COUNT(*) views, SUM(newVisit) visits,
          COUNT(DISTINCT DATE(at), visitor) visitors FROM analytics_events
        WHERE ${where} AND kind = 'pageview' ${extra} GROUP BY websiteId, ${key}`);
    // A visitor counts under the source of their first page view of the day, once.
    const sources = await grouped(
      `SELECT websiteId, source k, COUNT(*) views, SUM(newVisit) visits, SUM(first) visitors
         FROM (SELECT websiteId, source, newVisit, ROW_NUMBER() OVER (
                 PARTITION BY websiteId, DATE(at), visitor ORDER BY at, id) = 1 first
               FROM analytics_events WHERE ${where} AND kind = 'pageview') e
        GROUP BY websiteId, source`,
    );
    return {
      totals: {
        views: Number(totals.views ?? 0),
        visits: Number(totals.visits ?? 0),
        visitors: Number(totals.visitors ?? 0),
        conversions: Number(totals.conversions ?? 0),
      },
      pages: await group('path'),
      articles: await group('articleId', 'AND articleId IS NOT NULL'),
      sources,
    };
  };

  const bySourceOf = (rows: { k: string; views: number; visits: number; visitors: number }[]) => {
    const sums = new Map<string, { views: number; visits: number; visitors: number }>();
    for (const r of rows) {
      const s = sums.get(r.k) ?? { views: 0, visits: 0, visitors: 0 };
      sums.set(r.k, {
        views: s.views + r.views,
        visits: s.visits + r.visits,
        visitors: s.visitors + r.visitors,
      });
    }
    return sums;
  };

  /** The page's figures of [from, to) equal the raw events' figures. */
  const expectSameAsRaw = async (filter: number[] | null, from: Date, to: Date) => {
    const truth = await raw(filter, from, to);
    expect(truth.totals.views).toBeGreaterThan(0);
    expect(await repo.totals(filter, from, to)).toEqual(truth.totals);

    const sources = await repo.sources(filter, from, to, 100);
    expect(
      new Map(
        sources.map((s) => [s.source, { views: s.views, visits: s.visits, visitors: s.visitors }]),
      ),
    ).toEqual(bySourceOf(truth.sources));
    // The sources add up to the totals: views, visits and visitors.
    for (const figure of ['views', 'visits', 'visitors'] as const) {
      expect({ figure, sum: sources.reduce((a, s) => a + s[figure], 0) }).toEqual({
        figure,
        sum: truth.totals[figure],
      });
    }

    const pages = await repo.pages(filter, from, to, 100);
    const pageKey = (p: { websiteId: number; path: string }) =>
      `${p.websiteId}|${p.path.toLowerCase()}`;
    expect(
      new Map(pages.map((p) => [pageKey(p), { views: p.views, visitors: p.visitors }])),
    ).toEqual(
      new Map(
        truth.pages.map((p) => [
          pageKey({ websiteId: p.websiteId, path: p.k }),
          { views: p.views, visitors: p.visitors },
        ]),
      ),
    );
    // Ordered by views, most first.
    expect(pages.map((p) => p.views)).toEqual([...pages.map((p) => p.views)].sort((a, b) => b - a));

    const top = await repo.articles(filter, from, to, 100);
    expect(
      new Map(top.map((a) => [a.articleId, { views: a.views, visitors: a.visitors }])),
    ).toEqual(
      new Map(truth.articles.map((a) => [Number(a.k), { views: a.views, visitors: a.visitors }])),
    );
    for (const a of top) expect(a.title).toMatch(/^Story \d$/);
  };

  /**
   * The top `limit` pages and articles of [from, to) are the raw events' top `limit`: the same
   * views, most first, and each row's figures those of its key. Long spans of closed days are
   * answered from a range cache plus the live rest, which must not lose a key that belongs.
   */
  const expectTopAsRaw = async (filter: number[] | null, from: Date, to: Date, limit: number) => {
    const truth = await raw(filter, from, to);
    const topViews = (rows: Grouped[]) =>
      rows
        .map((r) => r.views)
        .sort((a, b) => b - a)
        .slice(0, limit);
    const pages = await repo.pages(filter, from, to, limit);
    expect(pages.map((p) => p.views)).toEqual(topViews(truth.pages));
    const truePages = new Map(
      truth.pages.map((p) => [`${p.websiteId}|${p.k.toLowerCase()}`, p.visitors]),
    );
    for (const p of pages) {
      expect(truePages.get(`${p.websiteId}|${p.path.toLowerCase()}`)).toBe(p.visitors);
    }
    const articles = await repo.articles(filter, from, to, limit);
    expect(articles.map((a) => a.views)).toEqual(topViews(truth.articles));
    const trueArticles = new Map(truth.articles.map((a) => [Number(a.k), a]));
    for (const a of articles) {
      expect(trueArticles.get(a.articleId)).toMatchObject({ views: a.views, visitors: a.visitors });
    }
  };

  /**
   * A span with no whole day (a minute range) is answered from one read of its raw events
   * (`repo.rawReport`): the same figures as the per-figure statements and the raw GROUP BY.
   */
  const expectRawReportAsStatements = async (filter: number[] | null, from: Date, to: Date) => {
    const report = await repo.rawReport(filter, from, to, 100);
    expect(report).not.toBeNull();
    const byKey = <T extends object>(rows: T[], key: (row: T) => string) =>
      new Map(rows.map((row) => [key(row), row]));
    const pageKey = (p: { websiteId: number; path: string }) => `${p.websiteId}|${p.path}`;
    expect(report!.totals).toEqual(await repo.totals(filter, from, to));
    expect(report!.sources).toEqual(await repo.sources(filter, from, to, 100));
    const pages = await repo.pages(filter, from, to, 100);
    expect(byKey(report!.pages, pageKey)).toEqual(byKey(pages, pageKey));
    expect(report!.pages.map((p) => p.views)).toEqual(pages.map((p) => p.views));
    const articles = await repo.articles(filter, from, to, 100);
    expect(report!.articles).toEqual(articles);
    await expectSameAsRaw(filter, from, to);
    // The top rows of a smaller limit: the statements' views, most first.
    for (const limit of [1, 2, 3]) {
      const top = (await repo.rawReport(filter, from, to, limit))!;
      expect(top.sources).toEqual(await repo.sources(filter, from, to, limit));
      expect(top.pages.map((p) => p.views)).toEqual(
        (await repo.pages(filter, from, to, limit)).map((p) => p.views),
      );
      expect(top.articles.map((a) => a.views)).toEqual(
        (await repo.articles(filter, from, to, limit)).map((a) => a.views),
      );
    }
  };

  it.each([
    ['within one day', '2026-09-19T01:00:00Z', '2026-09-19T23:59:00Z'],
    ['across midnight', '2026-09-10T12:00:00Z', '2026-09-11T11:00:00Z'],
  ])(
    'a span with no whole day (%s) from one raw read equals the statements',
    async (_name, fromIso, toIso) => {
      const [from, to] = [new Date(fromIso), new Date(toIso)];
      for (const filter of [null, [sites[1]!]]) await expectRawReportAsStatements(filter, from, to);
      const none = (await repo.rawReport([], from, to, 100))!;
      expect(none.totals).toEqual(await repo.totals([], from, to));
      expect([none.sources, none.pages, none.articles]).toEqual([[], [], []]);
      // A span with a whole day is not answered this way.
      expect(await repo.rawReport(null, new Date('2026-09-08T00:00:00Z'), to, 100)).toBeNull();
    },
  );

  it('top pages and articles of a 40-day range of closed days equal a raw GROUP BY', async () => {
    const from = new Date('2026-09-06T00:00:00Z');
    const to = new Date('2026-10-16T00:00:00Z');
    for (const filter of [null, [sites[1]!]]) {
      await expectSameAsRaw(filter, from, to);
      for (const limit of [1, 2, 4]) await expectTopAsRaw(filter, from, to, limit);
      // And again, from the range caches the first reads built.
      await expectTopAsRaw(filter, from, to, 3);
      await expectTopAsRaw(filter, new Date('2026-09-05T13:00:00Z'), to, 2);
    }
    const [{ n }] = await t.db.query(
      'SELECT COUNT(*) n FROM analytics_range_caches WHERE ready = 1',
    );
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('a late batch for a closed day reaches a range read from a cache', async () => {
    const from = new Date('2026-09-06T00:00:00Z');
    const to = new Date('2026-10-16T00:00:00Z');
    await expectTopAsRaw(null, from, to, 2);
    const generation = async () =>
      Number(
        (
          await t.db.query('SELECT COALESCE(MAX(generation), 0) g FROM analytics_cache_generation')
        )[0].g,
      );
    const before = await generation();
    // 1,500 views of one article on 2026-09-20, stored now as the ingest stores a batch: enough to
    // move a page and an article that were not at the top (of the cache) to the top.
    const day = '2026-09-20';
    const events: EventRow[] = Array.from({ length: 1500 }, (_, i) => ({
      day,
      at: new Date(`${day}T12:00:00Z`),
      websiteId: sites[1]!,
      kind: 'pageview',
      eventName: null,
      visitor: `late${String(i).padStart(28, '0')}`,
      path: '/a/late',
      articleId: articles[1]!,
      source: 'direct',
      referrerHost: null,
      utm: [null, null, null, null, null],
      newVisit: i % 2 === 0,
      goalId: null,
    }));
    const sums = new BreakdownSums();
    for (const e of events) sums.add(e, [true, true], true);
    const delta = (bucket: Date) => ({
      websiteId: sites[1]!,
      bucket,
      views: 1500,
      visits: 750,
      visitors: 1500,
      conversions: 0,
    });
    await repo.storeBatch(
      events,
      {
        minute: [],
        hour: [delta(new Date(`${day}T12:00:00Z`))],
        day: [delta(new Date(`${day}T00:00:00Z`))],
      },
      sums.deltas(),
    );
    expect(await generation()).toBeGreaterThan(before);
    await expectTopAsRaw(null, from, to, 2);
    await expectSameAsRaw(null, from, to);
    const [top] = await repo.pages(null, from, to, 1);
    expect(top).toMatchObject({ path: '/a/late', websiteId: sites[1] });
  });

  it.each([
    [
      'partial hours at both ends, over a whole month, weeks and days',
      '2026-08-29T10:17:23Z',
      '2026-10-14T14:43:10Z',
    ],
    ['partial hours at both ends of three days', '2026-09-09T22:05:00Z', '2026-09-11T01:30:59Z'],
    ['within one hour', '2026-09-20T08:12:00Z', '2026-09-20T08:55:00Z'],
    ['whole days only', '2026-09-14T00:00:00Z', '2026-10-05T00:00:00Z'],
  ])('%s: the same figures as the raw events', async (_name, fromIso, toIso) => {
    for (const filter of [null, [sites[0]!]]) {
      await expectSameAsRaw(filter, new Date(fromIso), new Date(toIso));
    }
  });

  it('keeps the roll-ups beacon by beacon as the raw events count them', async () => {
    const admin = (await login(t)).cookie;
    const tracking = await t.http
      .get(`/api/websites/${sites[0]}/tracking`)
      .set('Cookie', admin)
      .expect(200);
    const origin = 'https://news.example.com';
    await t.db.query(
      `INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt, link)
       VALUES (?, 99, 'Story 9', 'publish', NOW(), ?)`,
      [sites[0], `${origin}/a/live`],
    );
    const before = Number((await t.db.query('SELECT COUNT(*) n FROM analytics_events'))[0].n);
    const referrers = [null, 'https://www.google.com/', 'https://t.co/x', `${origin}/`];
    // '/About' and '/about' are one page, as the database compares paths.
    const paths = ['/', '/a/live', '/About', '/about'];
    let sent = 0;
    for (let visitor = 0; visitor < 5; visitor++) {
      for (let view = 0; view < 6; view++) {
        const body = {
          k: tracking.body.publicId,
          u: `${origin}${paths[(visitor + view) % paths.length]}`,
          r: referrers[(visitor * view) % referrers.length],
          ...(view === 5 ? { n: 'signup' } : {}),
        };
        await t.http
          .post('/api/collect')
          .set('Origin', origin)
          .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36')
          .set('X-Forwarded-For', `198.51.100.${visitor + 1}`)
          .set('Content-Type', 'text/plain;charset=UTF-8')
          .send(JSON.stringify(body))
          .expect(202);
        sent++;
      }
    }
    const deadline = Date.now() + 5000;
    let stored = 0;
    while (stored < before + sent && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      stored = Number((await t.db.query('SELECT COUNT(*) n FROM analytics_events'))[0].n);
    }
    expect(stored).toBe(before + sent);
    const now = Date.now();
    const today = new Date(Math.floor(now / DAY) * DAY);
    const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
    const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    for (const filter of [null, [sites[0]!]]) {
      // The day's rows, the month's row, and raw events for a partial day.
      await expectSameAsRaw(filter, today, new Date(today.getTime() + DAY));
      await expectSameAsRaw(filter, monthStart, nextMonth);
      await expectSameAsRaw(filter, new Date(now - 3_600_000), new Date(now + 60_000));
    }
    const pages = await repo.pages([sites[0]!], today, new Date(today.getTime() + DAY), 100);
    expect(pages.filter((p) => p.path.toLowerCase() === '/about')).toHaveLength(1);
    // The last 60 minutes: one read of the raw events, the statements' and the raw figures.
    const report = await t.http
      .get('/api/analytics?range=last60m')
      .set('Cookie', admin)
      .expect(200);
    const [from, to] = [new Date(report.body.from), new Date(report.body.to)];
    const previousFrom = new Date(2 * from.getTime() - to.getTime());
    expect(report.body.totals).toEqual(await repo.totals(null, from, to));
    expect(report.body.totals.views).toBeGreaterThan(0);
    expect(report.body.previous).toEqual(await repo.totals(null, previousFrom, from));
    expect(report.body.sources).toEqual(await repo.sources(null, from, to, 100));
    expect(report.body.pages).toEqual(await repo.pages(null, from, to, 100));
    expect(report.body.articles).toEqual(await repo.articles(null, from, to, 100));
    await expectRawReportAsStatements(null, from, to);
  });
});
