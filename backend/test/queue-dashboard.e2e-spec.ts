import { QueueName } from '../src/core/queues/job-catalogue';
import { createRole, createUser } from './support/factories';
import { dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

/** Bull's dashboard at /admin/queues: administrators only, signed in with the product's session. */
describe('queue dashboard', () => {
  const env = testEnv();
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(env);
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('answers 401 to visitors and 403 to anyone but manage-all, page and API alike', async () => {
    const everything = await createRole(t.db, {
      permissions: [
        { action: 'write', subject: 'website' },
        { action: 'write', subject: 'user' },
        { action: 'write', subject: 'settings' },
      ],
    });
    const strong = await createUser(t.db, { roleName: everything.name });
    const cookie = (await login(t, strong.email, strong.password)).cookie;
    for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
      const anonymous = await t.http.get(path);
      expect([path, anonymous.status]).toEqual([path, 401]);
      const refused = await t.http.get(path).set('Cookie', cookie);
      expect([path, refused.status]).toEqual([path, 403]);
    }
    const retry = await t.http
      .put('/admin/queues/api/queues/mail/retry/failed')
      .set('Cookie', cookie);
    expect(retry.status).toBe(403);
  });

  it("sends a person opening the page to the app's sign-in or not-authorized page, not JSON", async () => {
    const viewer = await createUser(t.db);
    const cookie = (await login(t, viewer.email, viewer.password)).cookie;
    const html = { Accept: 'text/html,application/xhtml+xml' };
    const anonymous = await t.http.get('/admin/queues').set(html).expect(302);
    expect(anonymous.headers.location).toBe('/login?to=/admin/queues');
    const refused = await t.http.get('/admin/queues').set(html).set('Cookie', cookie).expect(302);
    expect(refused.headers.location).toBe('/not-authorized');
    // The board's own calls still get the coded error.
    const api = await t.http.get('/admin/queues/api/queues').set(html).set('Cookie', cookie);
    expect([api.status, api.body.code]).toEqual([403, 'access.forbidden']);
  });

  it("is titled with the product's title as the settings say it now", async () => {
    const { cookie } = await login(t);
    await t.http
      .put('/api/settings')
      .set('Cookie', cookie)
      .field('title', 'Newsroom Desk')
      .expect(200);
    const page = await t.http
      .get('/admin/queues')
      .set('Cookie', cookie)
      .set('Accept', 'text/html')
      .expect(200);
    expect(page.text).toContain('Newsroom Desk');
  });

  it("shows the administrator every queue of the catalogue, and refuses another site's writes", async () => {
    const { cookie } = await login(t);
    const page = await t.http.get('/admin/queues').set('Cookie', cookie).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await t.http.get('/admin/queues/api/queues').set('Cookie', cookie).expect(200);
    const names = (api.body.queues as { name: string }[]).map((q) => q.name).sort();
    expect(names).toEqual(Object.values(QueueName).sort());
    const forged = await t.http
      .put('/admin/queues/api/queues/mail/retry/failed')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example.org');
    expect(forged.status).toBe(403);
  });
});
