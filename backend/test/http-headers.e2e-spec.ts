import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from './support/factories';
import { ADMIN, dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

/** What every answer says about caching, types and transport, on the API and the served SPA. */
describe('http headers', () => {
  const env = testEnv();
  const spa = mkdtempSync(join(tmpdir(), 'ams-spa-'));
  let t: TestApp;

  beforeAll(async () => {
    writeFileSync(join(spa, 'index.html'), '<!doctype html><title>ai multisite</title>');
    // An https public address, as in production behind TLS.
    t = await startApp(env, { SPA_DIR: spa, PUBLIC_URL: 'https://desk.e2e.test' });
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
    rmSync(spa, { recursive: true, force: true });
  });

  it('never lets a browser or proxy cache API answers, /api/auth/me above all', async () => {
    const { cookie } = await login(t);
    const me = await t.http.get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const health = await t.http.get('/api/health');
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('answers a missing image as a JSON error that is not cached', async () => {
    const { cookie } = await login(t);
    const user = await createUser(t.db);
    const res = await t.http.get(`/api/users/${user.id}/avatar`).set('Cookie', cookie).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ statusCode: 404, message: 'This user has no avatar.' });
  });

  it('answers an unknown script with 404, not the SPA page', async () => {
    const missing = await t.http.get('/assets/index-deadbeef.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<!doctype html>');
    const page = await t.http.get('/websites/list').expect(200);
    expect(page.text).toContain('<!doctype html>');
  });

  it('sends the session cookie as Secure behind https, and lets sockets reach only this host', async () => {
    const res = await t.http.post('/api/auth/login').send(ADMIN).expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';');
    expect(cookie).toMatch(/accessToken=[^;]+;.*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/ws:|wss:/);
  });

  it("lets pages show the connected websites' images, and no other host's", async () => {
    const { cookie } = await login(t);
    const imgSrc = async () => {
      const res = await t.http.get('/websites/list').expect(200);
      return /img-src ([^;]*)/
        .exec(res.headers['content-security-policy'] as string)![1]!
        .split(' ');
    };
    expect(await imgSrc()).not.toContain('https://images-desk.example.org');
    await t.http
      .post('/api/websites')
      .set('Cookie', cookie)
      .send({ name: 'Images desk', url: 'https://images-desk.example.org/news/' })
      .expect(201);
    // Read again once the website is saved (at once on this node).
    const deadline = Date.now() + 5000;
    while (!(await imgSrc()).includes('https://images-desk.example.org')) {
      if (Date.now() > deadline) throw new Error(`img-src: ${(await imgSrc()).join(' ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await imgSrc()).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://images-desk.example.org']),
    );
    expect((await imgSrc()).filter((s) => /^https?:/.test(s))).toEqual([
      'https://images-desk.example.org',
    ]);
    // An API answer names none: it shows no images, and the list grows with the websites.
    const answer = await t.http.get('/api/health').expect(200);
    expect(answer.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: ?(;|$)/);
    expect(answer.headers['content-security-policy']).not.toContain('images-desk');
  });
});
