import { Feedback } from '../src/feedback/entities/feedback.entity';
import { createAccount, createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  type TestApp,
} from './support/test-app';

const report = {
  fullName: 'Ada Lovelace',
  email: 'Ada@Example.org ',
  message: 'The articles list shows nothing after a sync.',
  page: '/apps/articles/list?page=2',
};

describe('feedback', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let readerA: string;
  let writerA: string;
  let readerB: string;
  let accountA: number;

  const count = () => t.db.getRepository(Feedback).count();
  const post = (body: unknown, cookie = viewer) =>
    t.http
      .post('/api/feedbacks')
      .set('Cookie', cookie)
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) E2E/1.0')
      .send(body as object);

  beforeAll(async () => {
    t = await startApp(env);
    admin = (await login(t)).cookie;
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    accountA = a.id;
    const v = await createUser(t.db, { roleName: 'Viewer', accountId: a.id });
    viewer = (await login(t, v.email, v.password)).cookie;
    const read = await createRole(t.db, { permissions: [{ action: 'read', subject: 'feedback' }] });
    const write = await createRole(t.db, {
      permissions: [{ action: 'write', subject: 'feedback' }],
    });
    const ra = await createUser(t.db, { roleName: read.name, accountId: a.id });
    readerA = (await login(t, ra.email, ra.password)).cookie;
    const wa = await createUser(t.db, { roleName: write.name, accountId: a.id });
    writerA = (await login(t, wa.email, wa.password)).cookie;
    const rb = await createUser(t.db, { roleName: read.name, accountId: b.id });
    readerB = (await login(t, rb.email, rb.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('takes a report from any signed-in user, with the page and the browser as its context', async () => {
    const res = await post(report).expect(201);
    expect(res.body.message).toBe('Your feedback has been submitted successfully');
    expect(res.body.data).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.org',
      message: report.message,
      context: { page: report.page, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) E2E/1.0' },
      accountId: accountA,
    });
    expect(new Date(res.body.data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await t.http.post('/api/feedbacks').send(report).expect(401);
  });

  it('refuses a missing, blank or too long message and a bad email, and saves nothing', async () => {
    const before = await count();
    const cases: [object, string, string][] = [
      [{ ...report, message: undefined }, 'message', 'The message field is required.'],
      [{ ...report, message: '   ' }, 'message', 'The message field is required.'],
      [
        { ...report, message: 'x'.repeat(5001) },
        'message',
        'The message must be at most 5000 characters.',
      ],
      [{ ...report, email: 'not-an-email' }, 'email', 'Invalid email format'],
      [{ ...report, fullName: '' }, 'fullName', 'The full name field is required.'],
      [{ ...report, page: 'x'.repeat(2001) }, 'page', 'The page must be at most 2000 characters.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body).expect(400);
      expect({ field, errors: res.body.errors[field] }).toEqual({ field, errors: [message] });
    }
    await post({ ...report, userId: 1 }).expect(400);
    await post({ ...report, message: 12 }).expect(400);
    expect(await count()).toBe(before);
  });

  it('lists the reports of the reader’s account only, with search, paging and sorting', async () => {
    for (let i = 0; i < 6; i++) await post({ ...report, message: `Numbered report ${i}` });
    // Another account's report: its readers see it, account A's do not.
    const other = await createUser(t.db, { roleName: 'Viewer', accountId: null });
    const otherCookie = (await login(t, other.email, other.password)).cookie;
    await post({ ...report, message: 'Sent by someone of no account' }, otherCookie).expect(201);

    const mine = await t.http
      .get('/api/feedbacks?perPage=5&sortBy=createdAt&sortDir=desc')
      .set('Cookie', readerA)
      .expect(200);
    expect(mine.body).toMatchObject({ total: 7, page: 1, perPage: 5 });
    expect(mine.body.data).toHaveLength(5);
    expect(mine.body.data[0].message).toBe('Numbered report 5');
    const page2 = await t.http
      .get('/api/feedbacks?perPage=5&page=2&sortBy=createdAt&sortDir=desc')
      .set('Cookie', readerA)
      .expect(200);
    expect(page2.body.data).toHaveLength(2);

    const found = await t.http.get('/api/feedbacks?q=report%203').set('Cookie', readerA);
    expect(found.body.data.map((f: { message: string }) => f.message)).toEqual([
      'Numbered report 3',
    ]);
    const byPage = await t.http.get('/api/feedbacks?q=articles%2Flist').set('Cookie', readerA);
    expect(byPage.body.total).toBe(7);

    const foreign = await t.http.get('/api/feedbacks').set('Cookie', readerB).expect(200);
    expect(foreign.body.total).toBe(0);
    const all = await t.http.get('/api/feedbacks?perPage=100').set('Cookie', admin).expect(200);
    expect(all.body.total).toBe(8);

    await t.http.get('/api/feedbacks').set('Cookie', viewer).expect(403);
    for (const query of ['perPage=7', 'sortBy=message', 'sortDir=up', 'extra=1']) {
      const res = await t.http.get(`/api/feedbacks?${query}`).set('Cookie', readerA);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
  });

  it('deletes with write on feedback, within the account only', async () => {
    const id = (await post(report).expect(201)).body.data.id as number;
    await t.http.delete(`/api/feedbacks/${id}`).set('Cookie', readerA).expect(403);
    const foreignWriter = await createUser(t.db, {
      roleName: (
        await createRole(t.db, { permissions: [{ action: 'write', subject: 'feedback' }] })
      ).name,
      accountId: (await createAccount(t.db)).id,
    });
    const foreignCookie = (await login(t, foreignWriter.email, foreignWriter.password)).cookie;
    const refused = await t.http
      .delete(`/api/feedbacks/${id}`)
      .set('Cookie', foreignCookie)
      .expect(404);
    expect(refused.body.code).toBe('feedback.not_found');
    await t.http.delete(`/api/feedbacks/${id}`).set('Cookie', writerA).expect(200);
    expect(await t.db.getRepository(Feedback).existsBy({ id })).toBe(false);
    await t.http.delete(`/api/feedbacks/${id}`).set('Cookie', admin).expect(404);
    await t.http.delete('/api/feedbacks/abc').set('Cookie', admin).expect(400);
  });

  it('announces new reports live to the account’s readers and the administrators only', async () => {
    const [reader, stranger, adminSocket, reporter] = await Promise.all([
      connectSocket(t, readerA),
      connectSocket(t, readerB),
      connectSocket(t, admin),
      connectSocket(t, viewer),
    ]);
    try {
      let strangerHeard = false;
      let reporterHeard = false;
      stranger.on('feedbacks.changed', () => (strangerHeard = true));
      reporter.on('feedbacks.changed', () => (reporterHeard = true));
      const heard = nextEvent(reader, 'feedbacks.changed');
      const adminHeard = nextEvent(adminSocket, 'feedbacks.changed');
      const id = (await post(report).expect(201)).body.data.id as number;
      expect(await heard).toEqual({ action: 'created', id, accountId: accountA });
      expect(await adminHeard).toMatchObject({ id });
      const deleted = nextEvent(reader, 'feedbacks.changed');
      await t.http.delete(`/api/feedbacks/${id}`).set('Cookie', admin).expect(200);
      expect(await deleted).toEqual({ action: 'deleted', id, accountId: accountA });
      await new Promise((r) => setTimeout(r, 300));
      expect({ strangerHeard, reporterHeard }).toEqual({
        strangerHeard: false,
        reporterHeard: false,
      });
    } finally {
      for (const s of [reader, stranger, adminSocket, reporter]) s.disconnect();
    }
  });
});
