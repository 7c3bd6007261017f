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
  let writer: { id: number; cookie: string };
  let reader: { id: number; cookie: string };
  let viewerId: number;
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
    writer = await person('Author', accountId, true);
    reader = await person('Author', accountId, false);
    viewerId = (await person('Viewer', accountId, true)).id;
    await t.db.query("UPDATE users SET firstName = 'Reader' WHERE id = ?", [reader.id]);
    await t.db.query("UPDATE users SET firstName = 'Viewing' WHERE id = ?", [viewerId]);
    unassignedId = (await person('Editor', accountId, null)).id;
    const other = await createAccount(t.db);
    outsiderId = (await createUser(t.db, { roleName: 'Editor', accountId: other.id })).id;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  const assign = (cookie: string, id: number, userId: number | null, version?: number) =>
    t.http.patch(`/api/articles/${id}/assignee`).set('Cookie', cookie).send({ userId, version });

  it('offers only the users of the account who may write on the website', async () => {
    const res = await t.http
      .get(`/api/articles/${articleIds[0]}/assignees`)
      .set('Cookie', editor.cookie)
      .expect(200);
    const ids = (res.body.data as { id: number; name: string }[]).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([editor.id, writer.id]));
    // A view-only assignment, or a role that may only read articles, cannot take the work.
    expect(ids).not.toContain(reader.id);
    expect(ids).not.toContain(viewerId);
    expect(ids).not.toContain(unassignedId);
    expect(ids).not.toContain(outsiderId);
    expect(res.body.data).toContainEqual({ id: editor.id, name: 'Editor Person' });
  });

  it('assigns, filters "assigned to me" and tells the assignee live', async () => {
    const watching = await connectSocket(t, reader.cookie);
    const assignee = await connectSocket(t, writer.cookie);
    const heard = nextEvent(watching, 'articles.changed');
    const told = nextEvent(assignee, 'article.assigned');
    const res = await assign(editor.cookie, articleIds[1]!, writer.id).expect(200);
    expect(res.body).toEqual({
      message: 'Saved successfully.',
      assignedToUserId: writer.id,
      assignedToName: 'Author Person',
      assignmentVersion: 2,
    });
    // Everyone reading the website refreshes that article's open view; the assignee is told.
    expect(await heard).toEqual({ websiteId, count: 1, articleIds: [articleIds[1]] });
    expect(await told).toEqual({
      userId: writer.id,
      articleId: articleIds[1],
      title: 'Story 2',
      websiteName: 'Assign site',
      byName: 'Editor Person',
    });
    watching.disconnect();
    assignee.disconnect();

    const mine = await t.http
      .get('/api/articles?assignedTo=me')
      .set('Cookie', writer.cookie)
      .expect(200);
    expect(mine.body.data.map((a: { id: number }) => a.id)).toEqual([articleIds[1]]);
    expect(mine.body.data[0]).toMatchObject({
      assignedToUserId: writer.id,
      assignedToName: 'Author Person',
    });
    expect(mine.body.total).toBe(1);
    const byAssignee = await t.http
      .get(`/api/articles?assignedTo=${writer.id}&websiteId=${websiteId}`)
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
      .set('Cookie', writer.cookie)
      .expect(200);
    expect(after.body.data).toEqual([]);
  });

  it("refuses a change from a drawer that showed an older assignment, with the other person's", async () => {
    const id = articleIds[2]!;
    const shown = await t.http.get(`/api/articles/${id}`).set('Cookie', admin).expect(200);
    const version = shown.body.assignmentVersion as number;
    expect(shown.body.assignedToUserId).toBeNull();
    // Two people had the drawer open; the editor assigns first.
    const first = await assign(editor.cookie, id, writer.id, version).expect(200);
    expect(first.body.assignmentVersion).toBe(version + 1);
    const stale = await assign(admin, id, editor.id, version).expect(409);
    expect(stale.body).toMatchObject({
      code: 'record.changed',
      changed: {
        version: version + 1,
        by: { id: editor.id, name: 'Editor Person' },
        record: { assignedToUserId: writer.id, assignedToName: 'Author Person' },
      },
    });
    expect(Date.parse(stale.body.changed.at)).not.toBeNaN();
    const [row] = await t.db.query<{ assignedToUserId: number }[]>(
      'SELECT assignedToUserId FROM articles WHERE id = ?',
      [id],
    );
    expect(Number(row!.assignedToUserId)).toBe(writer.id);
    // Named with what the drawer now shows, the change lands.
    await assign(admin, id, editor.id, version + 1).expect(200);
    const now = await t.http.get(`/api/articles/${id}`).set('Cookie', admin).expect(200);
    expect(now.body).toMatchObject({
      assignedToUserId: editor.id,
      assignmentVersion: version + 2,
    });
  });

  it('refuses users who may not write on the website, read-only callers and bad input', async () => {
    for (const userId of [unassignedId, outsiderId, 999_999, reader.id, viewerId]) {
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
    await assign(admin, articleIds[0]!, null, 0).expect(400);
    await t.http.get('/api/articles?assignedTo=someone').set('Cookie', admin).expect(400);
    const [row] = await t.db.query<{ assignedToUserId: number | null }[]>(
      'SELECT assignedToUserId FROM articles WHERE id = ?',
      [articleIds[0]],
    );
    expect(row!.assignedToUserId).toBeNull();
  });
});
