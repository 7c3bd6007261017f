import { randomUUID } from 'node:crypto';
import { Article } from '../src/articles/entities/article.entity';
import { RealtimeEvents } from '../src/core/realtime/realtime-events';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import { Website } from '../src/websites/entities/website.entity';
import { createAccount, createRole, createUser } from './support/factories';
import { dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('dashboard summary', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let editor: string;
  let nobody: string;
  let news: Website;
  let sport: Website;
  let foreign: Website;
  let remoteId = 1;

  const website = async (accountId: number, name: string) =>
    t.db.getRepository(Website).save(
      t.db.getRepository(Website).create({
        accountId,
        name,
        url: `https://${randomUUID().slice(0, 8)}.example.org`,
      }),
    );
  const article = async (site: Website, fields: Partial<Article> & { ageMs?: number } = {}) => {
    const { ageMs = HOUR, ...rest } = fields;
    const saved = await t.db.getRepository(Article).save(
      t.db.getRepository(Article).create({
        websiteId: site.id,
        remoteId: remoteId++,
        title: `Article ${remoteId}`,
        status: 'publish',
        modifiedAt: new Date(Date.now() - ageMs),
        ...rest,
      }),
    );
    return saved;
  };
  const summary = (cookie: string, query = '') =>
    t.http.get(`/api/dashboard/summary${query}`).set('Cookie', cookie);

  const SYNCED_AT = new Date('2026-12-01T08:00:00.000Z');
  const CHECKED_AT = new Date('2026-12-01T08:30:00.000Z');

  beforeAll(async () => {
    t = await startApp(env);
    admin = (await login(t)).cookie;
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    news = await website(a.id, 'News');
    // How fresh News's counts are: synced and its deletions checked (Sport never synced).
    await t.db.getRepository(Website).update(news.id, { lastSyncedAt: SYNCED_AT });
    await t.db.query('INSERT INTO website_sync_states (websiteId, reconciledAt) VALUES (?, ?)', [
      news.id,
      CHECKED_AT,
    ]);
    sport = await website(a.id, 'Sport');
    foreign = await website(b.id, 'Foreign');

    const source = await article(news, { ageMs: 2 * HOUR });
    await article(news, { status: 'draft' });
    await article(news, { status: 'trash', ageMs: 3 * DAY });
    await article(news, { status: 'publish', ageMs: 20 * DAY, generatedByAi: true });
    await article(news, { status: 'draft', deletedInWp: true });
    await article(sport, { clonedFromArticleId: source.id, generatedByAi: true });
    await article(sport, { status: 'private', ageMs: 60 * DAY });
    await article(foreign, { status: 'draft' });
    await article(foreign, { clonedFromArticleId: source.id });

    const e = await createUser(t.db, { roleName: 'Editor', accountId: a.id });
    await t.db
      .getRepository(WebsiteUser)
      .insert({ websiteId: news.id, userId: e.id, canWrite: true });
    editor = (await login(t, e.email, e.password)).cookie;
    const none = await createRole(t.db, { permissions: [{ action: 'read', subject: 'user' }] });
    const n = await createUser(t.db, { roleName: none.name, accountId: a.id });
    await t.db
      .getRepository(WebsiteUser)
      .insert({ websiteId: news.id, userId: n.id, canWrite: false });
    nobody = (await login(t, n.email, n.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('counts every measure per website and in total, for all time, and says how fresh they are', async () => {
    const res = await summary(admin).expect(200);
    expect(res.body.from).toBeNull();
    const byName = Object.fromEntries(res.body.websites.map((w: { name: string }) => [w.name, w]));
    expect(byName.News).toEqual({
      websiteId: news.id,
      name: 'News',
      drafts: 1,
      trashed: 1,
      cloned: 0,
      published: 2,
      // Cloned into Sport and into Foreign: one parent.
      parents: 1,
      generated: 1,
      // The draft gone from WordPress is not counted.
      total: 4,
      syncedAt: SYNCED_AT.toISOString(),
      deletionsCheckedAt: CHECKED_AT.toISOString(),
    });
    expect(byName.Sport).toMatchObject({ syncedAt: null, deletionsCheckedAt: null });
    expect(byName.Sport).toMatchObject({ cloned: 1, generated: 1, published: 1, total: 2 });
    expect(byName.Foreign).toMatchObject({ drafts: 1, cloned: 1, total: 2 });
    expect(res.body.totals).toMatchObject({ total: 8, drafts: 2, cloned: 2, parents: 1 });
  });

  it('counts only the articles changed within the range', async () => {
    const from = new Date(Date.now() - DAY).toISOString();
    const day = await summary(admin, `?from=${from}`).expect(200);
    expect(day.body.from).toBe(from);
    const news24 = day.body.websites.find((w: { name: string }) => w.name === 'News');
    expect(news24).toMatchObject({ total: 2, drafts: 1, published: 1, trashed: 0, parents: 1 });

    const month = new Date(Date.now() - 30 * DAY).toISOString();
    const to = new Date(Date.now() - 10 * DAY).toISOString();
    const old = await summary(admin, `?from=${month}&to=${to}&websiteId=${news.id}`).expect(200);
    expect(old.body.websites).toHaveLength(1);
    expect(old.body.totals).toMatchObject({ total: 1, generated: 1, published: 1 });
  });

  it('shows a user only the websites assigned to them', async () => {
    const res = await summary(editor).expect(200);
    expect(res.body.websites.map((w: { name: string }) => w.name)).toEqual(['News']);
    expect(res.body.totals.total).toBe(4);
    const refused = await summary(editor, `?websiteId=${sport.id}`).expect(404);
    expect(refused.body.code).toBe('website.not_found');
    await summary(editor, `?websiteId=${foreign.id}`).expect(404);

    // Assigned, but without read on websites or articles: nothing to count.
    const none = await summary(nobody).expect(200);
    expect(none.body.websites).toEqual([]);
    expect(none.body.totals.total).toBe(0);
    await t.http.get('/api/dashboard/summary').expect(401);
  });

  it('keeps all-time counts until a change is announced, then counts again', async () => {
    const total = async () =>
      (await summary(admin).expect(200)).body.websites.find(
        (w: { name: string }) => w.name === 'Sport',
      ).total as number;
    const before = await total();
    // Written without a word (a manual fix): the all-time numbers stay as computed…
    await article(sport, { status: 'draft' });
    expect(await total()).toBe(before);
    // …a range is always counted afresh…
    const day = new Date(Date.now() - DAY).toISOString();
    const ranged = await summary(admin, `?from=${day}&websiteId=${sport.id}`).expect(200);
    expect(ranged.body.totals.drafts).toBe(1);
    // …and the sync's announcement (after it commits) makes all time count again.
    await t.app.get(RealtimeEvents).publish('articles.changed', { websiteId: sport.id, count: 1 });
    expect(await total()).toBe(before + 1);
    // A clone announced for another website moves the parents of the source's website.
    const cloneSource = await article(sport, { ageMs: 5 * DAY });
    await t.app.get(RealtimeEvents).publish('articles.changed', { websiteId: sport.id, count: 1 });
    expect(await total()).toBe(before + 2);
    await article(news, { clonedFromArticleId: cloneSource.id });
    await t.app.get(RealtimeEvents).publish('articles.changed', { websiteId: news.id, count: 1 });
    const after = await summary(admin).expect(200);
    const sportNow = after.body.websites.find((w: { name: string }) => w.name === 'Sport');
    expect(sportNow).toMatchObject({ parents: 1, total: before + 2 });
  });

  it('refuses bad dates, an inverted range and unknown parameters with 400', async () => {
    const now = new Date().toISOString();
    const earlier = new Date(Date.now() - DAY).toISOString();
    const inverted = await summary(admin, `?from=${now}&to=${earlier}`).expect(400);
    expect(inverted.body.code).toBe('dashboard.range_inverted');
    for (const query of ['?from=yesterday', '?to=2024-13-45', '?websiteId=abc', '?extra=1']) {
      const res = await summary(admin, query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
  });
});
