import { createAccount, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  type TestApp,
} from './support/test-app';

describe('article assignment', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let websiteId: number;
  let articleIds: number[];
  let editor: { id: number; cookie: string };
  let reader: { id: number; cookie: string };
  let outsiderId: number;
  let unassignedId: number;

  const person = async (roleName: string, accountId: number, canWrite: boolean | null) => {
    const user = await createUser(t.db, {
      roleName,
      accountId,
      firstName: roleName,
      lastName: 'Person',
    });
    if (canWrite !== null) {
      await t.db.query('INSERT INTO website_users (websiteId, userId, canWrite) VALUES (?, ?, ?)', [
        websiteId,
        user.id,
        canWrite ? 1 : 0,
      ]);
    }
    return { id: user.id, cookie: (await login(t, user.email, user.password)).cookie };
  };

  beforeAll(async () => {
    t = await startApp(env);
    admin = (await login(t)).cookie;
    const [{ accountId }] = await t.db.query<{ accountId: number }[]>(
      "SELECT id AS accountId FROM accounts WHERE name = 'Newsroom'",
    );
    const site = await t.db.query<{ insertId: number }>(
      'INSERT INTO websites (accountId, name, url, verified) VALUES (?, ?, ?, 1)',
      [accountId, 'Assign site', 'https://assign.example.com'],
    );
    websiteId = Number(site.insertId);
    const now = new Date();
    await t.db.query(
      'INSERT INTO articles (websiteId, remoteId, title, status, modifiedAt) VALUES ?',
      [[1, 2, 3].map((n) => [websiteId, n, `Story ${n}`, 'publish', now])],
    );
    articleIds = (
      await t.db.query<{ id: number }[]>(
        'SELECT id FROM articles WHERE websiteId = ? ORDER BY id',
        [websiteId],
      )
    ).map((r) => Number(r.id));
    editor = await person('Editor', accountId, true);
    reader = await person('Author', accountId, false);
    unassignedId = (await person('Editor', accountId, null)).id;
    const other = await createAccount(t.db);
    outsiderId = (await createUser(t.db, { roleName: 'Editor', accountId: other.id })).id;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  const assign = (cookie: string, id: number, userId: number | null) =>
    t.http.patch(`/api/articles/${id}/assignee`).set('Cookie', cookie).send({ userId });

  it('offers the users of the account who can read the website', async () => {
    const res = await t.http
      .get(`/api/articles/${articleIds[0]}/assignees`)
      .set('Cookie', editor.cookie)
      .expect(200);
    const ids = (res.body.data as { id: number; name: string }[]).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([editor.id, reader.id]));
    expect(ids).not.toContain(unassignedId);
    expect(ids).not.toContain(outsiderId);
    expect(res.body.data).toContainEqual({ id: editor.id, name: 'Editor Person' });
  });

  it('assigns, filters "assigned to me" and tells the assignee live', async () => {
    const socket = await connectSocket(t, reader.cookie);
    const heard = nextEvent(socket, 'articles.changed');
    const res = await assign(editor.cookie, articleIds[1]!, reader.id).expect(200);
    expect(res.body).toEqual({
      message: 'Saved successfully.',
      assignedToUserId: reader.id,
      assignedToName: 'Author Person',
    });
    expect(await heard).toEqual({ websiteId, count: 1 });
    socket.disconnect();

    const mine = await t.http
      .get('/api/articles?assignedTo=me')
      .set('Cookie', reader.cookie)
      .expect(200);
    expect(mine.body.data.map((a: { id: number }) => a.id)).toEqual([articleIds[1]]);
    expect(mine.body.data[0]).toMatchObject({
      assignedToUserId: reader.id,
      assignedToName: 'Author Person',
    });
    expect(mine.body.total).toBe(1);
    const byAssignee = await t.http
      .get(`/api/articles?assignedTo=${reader.id}&websiteId=${websiteId}`)
      .set('Cookie', admin)
      .expect(200);
    expect(byAssignee.body.data).toHaveLength(1);
    const none = await t.http
      .get('/api/articles?assignedTo=me')
      .set('Cookie', editor.cookie)
      .expect(200);
    expect(none.body.data).toEqual([]);

    await assign(editor.cookie, articleIds[1]!, null).expect(200);
    const after = await t.http
      .get('/api/articles?assignedTo=me')
      .set('Cookie', reader.cookie)
      .expect(200);
    expect(after.body.data).toEqual([]);
  });

  it('refuses users who cannot read the website, read-only callers and bad input', async () => {
    for (const userId of [unassignedId, outsiderId, 999_999]) {
      const res = await assign(admin, articleIds[0]!, userId).expect(400);
      expect(res.body.code).toBe('article.assignee.invalid');
      expect(Object.keys(res.body.errors)).toEqual(['userId']);
    }
    const viewOnly = await assign(reader.cookie, articleIds[0]!, reader.id).expect(403);
    expect(viewOnly.body.code).toBe('website.view_only');
    await assign(admin, 99_999_999, null).expect(404);
    await t.http
      .patch(`/api/articles/${articleIds[0]}/assignee`)
      .set('Cookie', admin)
      .send({ userId: 'x' })
      .expect(400);
    await t.http.get('/api/articles?assignedTo=someone').set('Cookie', admin).expect(400);
    const [row] = await t.db.query<{ assignedToUserId: number | null }[]>(
      'SELECT assignedToUserId FROM articles WHERE id = ?',
      [articleIds[0]],
    );
    expect(row!.assignedToUserId).toBeNull();
  });
});
