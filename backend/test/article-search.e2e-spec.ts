import { dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

/**
 * The search box over real MariaDB (its full-text index and REGEXP): every word narrows, short
 * words and numbers included; the best match comes first (the post whose id was typed, the exact
 * phrase, then the full-text score); a post id or a post's address finds its article.
 */
describe('article search', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let websiteId: number;
  const idOf = new Map<string, number>();
  const now = Date.now();

  beforeAll(async () => {
    t = await startApp(env, { ROLE: 'api' });
    admin = (await login(t)).cookie;
    const [{ accountId }] = await t.db.query<{ accountId: number }[]>(
      "SELECT id AS accountId FROM accounts WHERE name = 'Newsroom'",
    );
    const site = await t.db.query<{ insertId: number }>(
      'INSERT INTO websites (accountId, name, url, verified) VALUES (?, ?, ?, 1)',
      [accountId, 'Search site', 'https://news.example.com/'],
    );
    websiteId = Number(site.insertId);
    // [title, remote id, slug]: the newer the higher in the list.
    const posts: [string, number, string][] = [
      ['G7 leaders agree on trade', 101, 'g7-leaders-agree'],
      ['Leaders of the G7 gather in Rome', 102, 'leaders-of-the-g7'],
      ['G20 leaders meet in Rome', 103, 'g20-leaders-meet'],
      ['Budget approved by the council', 4242, 'budget-approved'],
      ['Council budget: 4242 jobs at stake', 104, 'council-budget-jobs'],
      ['Ведучі новин: лідери G7', 105, 'vedushchi'],
    ];
    for (let n = 1; n <= 30; n++) posts.push([`Seeded post ${n}`, 1000 + n, `seeded-post-${n}`]);
    await t.db.query(
      'INSERT INTO articles (websiteId, remoteId, title, slug, link, status, modifiedAt) VALUES ?',
      [
        posts.map(([title, remoteId, slug], i) => [
          websiteId,
          remoteId,
          title,
          slug,
          `https://news.example.com/2025/03/${slug}/`,
          'publish',
          new Date(now - (posts.length - i) * 60_000),
        ]),
      ],
    );
    const rows = await t.db.query<{ id: number; title: string }[]>(
      'SELECT id, title FROM articles WHERE websiteId = ?',
      [websiteId],
    );
    for (const r of rows) idOf.set(r.title, Number(r.id));
  });
  afterAll(async () => {
    await t?.close();
    await dropEnv(env);
  });

  /** Titles in the order the list answers them, searched as the Articles page does. */
  const search = async (q: string, extra = '') => {
    const res = await t.http
      .get(
        `/api/articles?websiteId=${websiteId}&perPage=100&sortBy=relevance&q=${encodeURIComponent(q)}${extra}`,
      )
      .set('Cookie', admin)
      .expect(200);
    return (res.body.data as { title: string }[]).map((r) => r.title);
  };

  it('narrows by a number and a two-character word, and ranks the exact phrase first', async () => {
    expect(await search('Seeded post 17')).toEqual(['Seeded post 17']);
    // "post 1" is the start of 1 and 10–19: the exact one first, the rest newest first.
    const one = await search('post 1');
    expect(one[0]).toBe('Seeded post 1');
    expect([...one].sort()).toEqual(
      ['Seeded post 1', ...Array.from({ length: 10 }, (_, i) => `Seeded post ${10 + i}`)].sort(),
    );
    // G7 is a word of its own: the newer G20 story is not a match.
    expect(await search('G7 leaders')).toEqual([
      'G7 leaders agree on trade',
      'Leaders of the G7 gather in Rome',
    ]);
    expect(await search('g7 лідери')).toEqual(['Ведучі новин: лідери G7']);
  });

  it('finds a post by its WordPress id, first, beside titles holding the number', async () => {
    expect(await search('4242')).toEqual([
      'Budget approved by the council',
      'Council budget: 4242 jobs at stake',
    ]);
  });

  it('finds a post by its address: link, slug or ?p=', async () => {
    const budget = ['Budget approved by the council'];
    expect(await search('https://news.example.com/2025/03/budget-approved/')).toEqual(budget);
    expect(await search('http://news.example.com/2025/03/budget-approved')).toEqual(budget);
    expect(await search('https://NEWS.example.com/budget-approved/#comments')).toEqual(budget);
    expect(await search('https://news.example.com/?p=4242')).toEqual(budget);
    expect(await search('https://elsewhere.example.com/?p=4242')).toEqual([]);
  });

  it('pages a ranked search with its cursor, every match once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.http
        .get(
          `/api/articles?websiteId=${websiteId}&perPage=10&sortBy=relevance&q=seeded+post${cursor ? `&cursor=${cursor}` : ''}`,
        )
        .set('Cookie', admin)
        .expect(200);
      seen.push(...(res.body.data as { title: string }[]).map((r) => r.title));
      cursor = res.body.nextCursor as string | null;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    // Newest first among equals.
    expect(seen[0]).toBe('Seeded post 30');
    const refused = await t.http
      .get(
        `/api/articles?sortBy=relevance&q=seeded&cursor=${Buffer.from('{}').toString('base64url')}`,
      )
      .set('Cookie', admin)
      .expect(400);
    expect(refused.body.code).toBe('article.cursor.invalid');
  });

  it('without search text, relevance is the newest first', async () => {
    const res = await t.http
      .get(`/api/articles?websiteId=${websiteId}&perPage=10&sortBy=relevance`)
      .set('Cookie', admin)
      .expect(200);
    expect(res.body.data.slice(0, 3).map((r: { title: string }) => r.title)).toEqual([
      'Seeded post 30',
      'Seeded post 29',
      'Seeded post 28',
    ]);
  });
});
