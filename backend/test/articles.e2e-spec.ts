import { ARTICLE_SORTS, type ArticleSort } from '../src/articles/article-list.sql';
import type { PostStatus } from '../src/wordpress/wordpress.types';
import { eventually } from './support/eventually';
import { createUser } from './support/factories';
import { dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

interface Row {
  id: number;
  websiteId: number;
  title: string;
  authorName: string;
  status: PostStatus;
  createdAt: Date | null;
  publishedAt: Date | null;
  modifiedAt: Date;
  deletedInWp: boolean;
}

const STATUSES: PostStatus[] = ['publish', 'draft', 'private', 'future', 'trash'];
const DAY = 86_400_000;
const PER_WEBSITE = 24;

/**
 * The article list against rows in MariaDB: every sort, both directions, with and without a
 * status filter, for one website, for all of them and for an editor's union of two, walked page
 * by page with the cursor, must give exactly the order a reference sort of the same rows gives
 * (NULL dates lowest, ties broken by id), the counted total, and ISO dates.
 */
describe('articles list', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let editor: string;
  let editorId: number;
  let websiteIds: number[];
  const rows: Row[] = [];
  const now = Math.floor(Date.now() / 1000) * 1000;

  beforeAll(async () => {
    t = await startApp(env, { ROLE: 'api' });
    admin = (await login(t)).cookie;
    const [{ accountId }] = await t.db.query<{ accountId: number }[]>(
      "SELECT id AS accountId FROM accounts WHERE name = 'Newsroom'",
    );
    websiteIds = [];
    for (const n of [1, 2, 3]) {
      const res = await t.db.query<{ insertId: number }>(
        'INSERT INTO websites (accountId, name, url, verified) VALUES (?, ?, ?, 1)',
        [accountId, `List site ${n}`, `https://list-${n}.example.com`],
      );
      websiteIds.push(Number(res.insertId));
    }
    const values: unknown[][] = [];
    for (const [w, websiteId] of websiteIds.entries()) {
      for (let i = 0; i < PER_WEBSITE; i++) {
        const k = w * PER_WEBSITE + i;
        const status = STATUSES[k % STATUSES.length]!;
        // Repeated titles and dates, so ties are broken by id; some dates missing.
        const modifiedAt = new Date(now - (k % 9) * 3 * DAY - (k % 2) * 3600_000);
        const createdAt = k % 7 === 0 ? null : new Date(modifiedAt.getTime() - (k % 4) * DAY);
        const publishedAt = status === 'draft' || status === 'trash' ? null : createdAt;
        const title = `${['alpha', 'bravo', 'charlie', 'delta'][k % 4]} ${String(k % 6).padStart(2, '0')}`;
        const authorName = `Author ${k % 3}`;
        const deletedInWp = k % 11 === 5;
        values.push([
          websiteId,
          k + 1,
          title,
          authorName,
          status,
          createdAt,
          publishedAt,
          modifiedAt,
          deletedInWp ? 1 : 0,
        ]);
      }
    }
    await t.db.query(
      `INSERT INTO articles (websiteId, remoteId, title, authorName, status, createdAt, publishedAt, modifiedAt, deletedInWp) VALUES ?`,
      [values],
    );
    await t.db.query(
      `INSERT INTO article_counts (websiteId, status, count)
       SELECT websiteId, status, COUNT(*) FROM articles WHERE deletedInWp = 0 GROUP BY websiteId, status`,
    );
    const stored = await t.db.query<(Omit<Row, 'deletedInWp'> & { deletedInWp: number })[]>(
      'SELECT id, websiteId, title, authorName, status, createdAt, publishedAt, modifiedAt, deletedInWp FROM articles',
    );
    rows.push(...stored.map((r) => ({ ...r, id: Number(r.id), deletedInWp: !!r.deletedInWp })));

    const person = await createUser(t.db, { roleName: 'Editor', accountId });
    await t.db.query('INSERT INTO website_users (websiteId, userId, canWrite) VALUES ?', [
      websiteIds.slice(0, 2).map((id) => [id, person.id, 1]),
    ]);
    editor = (await login(t, person.email, person.password)).cookie;
    editorId = person.id;
  });

  afterAll(async () => {
    await t?.close();
    await dropEnv(env);
  });

  /** MariaDB's order: NULL lowest, utf8mb4_unicode_ci titles (lower-case ASCII here), then id. */
  function reference(
    scope: number[],
    sortBy: Exclude<ArticleSort, 'relevance'>,
    dir: 'asc' | 'desc',
    status?: string,
  ) {
    const key = (r: Row) => {
      const v = r[sortBy];
      return v === null ? -Infinity : v instanceof Date ? v.getTime() : v;
    };
    const sign = dir === 'asc' ? 1 : -1;
    return rows
      .filter((r) => !r.deletedInWp && scope.includes(r.websiteId))
      .filter((r) => !status || r.status === status)
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return (x < y ? -1 : x > y ? 1 : a.id - b.id) * sign;
      })
      .map((r) => r.id);
  }

  async function walk(cookie: string, query: string) {
    const ids: number[] = [];
    let cursor: string | null = null;
    let total = -1;
    for (let page = 0; page < 100; page++) {
      const res = await t.http
        .get(`/api/articles?perPage=5&${query}${cursor ? `&cursor=${cursor}` : ''}`)
        .set('Cookie', cookie)
        .expect(200);
      ids.push(...(res.body.data as { id: number }[]).map((r) => r.id));
      if (page === 0) total = res.body.total as number;
      cursor = res.body.nextCursor as string | null;
      if (!cursor) break;
    }
    return { ids, total };
  }

  it('walks every sort, direction, status filter and scope in the reference order', async () => {
    const scopes = [
      {
        name: 'one website',
        cookie: () => admin,
        ids: () => [websiteIds[0]!],
        query: () => `websiteId=${websiteIds[0]}`,
      },
      { name: 'all websites', cookie: () => admin, ids: () => websiteIds, query: () => '' },
      {
        name: 'editor (union)',
        cookie: () => editor,
        ids: () => websiteIds.slice(0, 2),
        query: () => '',
      },
    ];
    for (const scope of scopes) {
      for (const sortBy of ARTICLE_SORTS.filter((s) => s !== 'relevance')) {
        for (const dir of ['asc', 'desc'] as const) {
          for (const status of [undefined, 'draft']) {
            const query = [scope.query(), `sortBy=${sortBy}`, `sortDir=${dir}`]
              .concat(status ? [`status=${status}`] : [])
              .filter(Boolean)
              .join('&');
            const expected = reference(scope.ids(), sortBy, dir, status);
            const got = await walk(scope.cookie(), query);
            expect({ case: `${scope.name}: ${query}`, ...got }).toEqual({
              case: `${scope.name}: ${query}`,
              ids: expected,
              total: expected.length,
            });
          }
        }
      }
    }
  });

  it('answers offset pages, ISO dates and the website name', async () => {
    const expected = reference(websiteIds, 'publishedAt', 'asc');
    const res = await t.http
      .get('/api/articles?perPage=5&page=3&sortBy=publishedAt&sortDir=asc')
      .set('Cookie', admin)
      .expect(200);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual(expected.slice(10, 15));
    for (const item of res.body.data as Record<string, unknown>[]) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(item).toMatchObject({
        websiteName: `List site ${websiteIds.indexOf(row.websiteId) + 1}`,
        modifiedAt: row.modifiedAt.toISOString(),
        createdAt: row.createdAt?.toISOString() ?? null,
        publishedAt: row.publishedAt?.toISOString() ?? null,
      });
    }
  });

  it('filters by author, recency and title words', async () => {
    const live = rows.filter((r) => !r.deletedInWp);
    const ids = async (query: string) => {
      const res = await t.http
        .get(`/api/articles?perPage=100&${query}`)
        .set('Cookie', admin)
        .expect(200);
      return (res.body.data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
    };
    const sorted = (list: Row[]) => list.map((r) => r.id).sort((a, b) => a - b);
    expect(await ids('author=Author%201')).toEqual(
      sorted(live.filter((r) => r.authorName === 'Author 1')),
    );
    expect(await ids('recency=week')).toEqual(
      sorted(live.filter((r) => r.modifiedAt.getTime() >= Date.now() - 7 * DAY)),
    );
    expect(await ids('q=charlie')).toEqual(
      sorted(live.filter((r) => r.title.startsWith('charlie'))),
    );
  });

  it("names a clone's source to readers of the source's website only", async () => {
    const [readable, hidden] = [websiteIds[1]!, websiteIds[2]!].map((w) =>
      rows.find((r) => r.websiteId === w && !r.deletedInWp)!,
    );
    const clones = await t.db.query<{ insertId: number }>(
      `INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt, clonedFromArticleId)
       VALUES (?, 9001, 'copy of readable', 'publish', ?, ?), (?, 9002, 'copy of hidden', 'publish', ?, ?)`,
      [websiteIds[0], new Date(now), readable!.id, websiteIds[0], new Date(now), hidden!.id],
    );
    const [first, second] = [Number(clones.insertId), Number(clones.insertId) + 1];
    try {
      const seen = async (cookie: string) => {
        const res = await t.http
          .get(`/api/articles?websiteId=${websiteIds[0]}&q=copy&perPage=10`)
          .set('Cookie', cookie)
          .expect(200);
        return Object.fromEntries(
          (res.body.data as { id: number; clonedFrom: unknown }[]).map((a) => [a.id, a.clonedFrom]),
        );
      };
      expect(await seen(admin)).toEqual({
        [first]: {
          title: readable!.title,
          websiteId: readable!.websiteId,
          websiteName: 'List site 2',
        },
        [second]: {
          title: hidden!.title,
          websiteId: hidden!.websiteId,
          websiteName: 'List site 3',
        },
      });
      // The editor reads websites 1 and 2: the other source stays unnamed, its id alone.
      expect(await seen(editor)).toEqual({
        [first]: {
          title: readable!.title,
          websiteId: readable!.websiteId,
          websiteName: 'List site 2',
        },
        [second]: null,
      });
      const detail = await t.http.get(`/api/articles/${second}`).set('Cookie', editor).expect(200);
      expect(detail.body).toMatchObject({ clonedFromId: hidden!.id, clonedFrom: null });
    } finally {
      await t.db.query('DELETE FROM articles WHERE id IN (?)', [[first, second]]);
    }
  });

  it('an assignment given or taken on one api node shows in the next list on every node', async () => {
    const other = await startApp(env, { ROLE: 'api' });
    try {
      const third = websiteIds[2]!;
      const seen = async (node: TestApp) => {
        const res = await node.http
          .get(`/api/articles?perPage=100&websiteId=${third}`)
          .set('Cookie', editor)
          .expect(200);
        return (res.body.data as { websiteId: number }[]).length;
      };
      const assign = (users: { userId: number; canWrite: boolean }[]) =>
        t.http.put(`/api/websites/${third}/users`).set('Cookie', admin).send({ users }).expect(200);
      const visible = reference([third], 'modifiedAt', 'desc').length;
      // Both nodes have answered the editor's list (and remember the editor's websites).
      expect([await seen(t), await seen(other)]).toEqual([0, 0]);

      await assign([{ userId: editorId, canWrite: false }]);
      expect(await seen(t)).toBe(visible);
      await eventually(() => seen(other), visible);

      await assign([]);
      expect(await seen(t)).toBe(0);
      await eventually(() => seen(other), 0);
    } finally {
      await other.close();
    }
  });
});
