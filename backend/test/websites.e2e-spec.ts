import { startWordPressSites, stopAll, type WpSite } from '../../test/wordpress/harness';
import { Article } from '../src/articles/entities/article.entity';
import { AppConfig } from '../src/core/config/env';
import { OutboundHttp } from '../src/core/security/outbound-http';
import { Provider } from '../src/providers/entities/provider.entity';
import { Website } from '../src/websites/entities/website.entity';
import { SyncSchedule } from '../src/articles/sync/sync-schedule';
import { WordPressClient } from '../src/wordpress/wordpress.client';
import { WordPressError } from '../src/wordpress/wordpress.errors';
import { createAccount, createRole, createUser } from './support/factories';
import { dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';
import { websiteBody } from './support/wordpress';

describe('websites against real WordPress', () => {
  const env = testEnv();
  let t: TestApp;
  let sites: WpSite[];
  let admin: string;
  let yoastSite: WpSite;
  let plainSite: WpSite;

  beforeAll(async () => {
    [t, sites] = await Promise.all([
      startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' }),
      startWordPressSites({ count: 2, yoast: [true, false] }),
    ]);
    [yoastSite, plainSite] = sites as [WpSite, WpSite];
    admin = (await login(t)).cookie;
  }, 60_000);

  afterAll(async () => {
    await stopAll(sites ?? []);
    await t?.close();
    await dropEnv(env);
  });

  const create = (body: Record<string, unknown>, cookie = admin) =>
    t.http.post('/api/websites').set('Cookie', cookie).send(body);

  // An account connects a WordPress address once: each test starts without websites.
  afterEach(async () => {
    const list = await t.http.get('/api/websites?perPage=100').set('Cookie', admin).expect(200);
    for (const { id } of list.body.data as { id: number }[]) {
      await t.http.delete(`/api/websites/${id}`).set('Cookie', admin).expect(200);
    }
  });

  it('connects an address once per account, naming the website that has it', async () => {
    const first = await create({ ...websiteBody(plainSite), name: 'Daily' }).expect(201);
    const again = await create({ ...websiteBody(plainSite), name: 'Copy' }).expect(409);
    expect(again.body).toMatchObject({
      code: 'website.url_taken',
      message: 'This WordPress address is already connected as “Daily”.',
      errors: { url: ['This WordPress address is already connected as “Daily”.'] },
    });
    // The same address written differently (scheme in capitals, trailing slash) is the same site.
    await create({
      ...websiteBody(plainSite),
      url: `${plainSite.url.replace('http://', 'HTTP://')}/`,
    }).expect(409);
    // Moving another website onto the address is refused too; nothing of the change is saved.
    const other = await create({ name: 'Other', url: 'https://other.example.com' }).expect(201);
    await t.http
      .patch(`/api/websites/${other.body.data.id}`)
      .set('Cookie', admin)
      .send({ url: plainSite.url, name: 'Moved' })
      .expect(409);
    const kept = await t.http.get(`/api/websites/${other.body.data.id}`).set('Cookie', admin);
    expect(kept.body).toMatchObject({ name: 'Other', url: 'https://other.example.com' });
    // Two requests racing for one address: one wins.
    const racing = await Promise.all(
      [1, 2].map((n) => create({ name: `Race ${n}`, url: 'https://race.example.com' })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    // Another account may connect the same site.
    const account = await createAccount(t.db, { name: 'Other desk' });
    await create({ ...websiteBody(plainSite), accountId: account.id }).expect(201);
    expect(first.body.data.name).toBe('Daily');
  });

  it('validates name and url with the spec messages', async () => {
    const missing = await create({}).expect(400);
    expect(missing.body.errors.name).toEqual(['The name field is required.']);
    expect(missing.body.errors.url).toEqual(['The url field is required.']);
    const bad = await create({ name: 'x', url: 'not a url' }).expect(400);
    expect(bad.body).toMatchObject({
      message: 'Invalid URL format',
      errors: { url: ['Invalid URL format'] },
    });
    await create({ name: 'x', url: 'ftp://example.com' }).expect(400);
    const clone = await create({
      name: 'x',
      url: 'https://copies.example.com',
      defaultAuthor: 'a'.repeat(256),
      canonicalToSource: 'yes',
    }).expect(400);
    expect(clone.body.errors).toEqual({
      defaultAuthor: ['The default author must be at most 255 characters.'],
      canonicalToSource: ['The canonical setting must be true or false.'],
    });
    // Nothing was half-saved; the defaults are the API user and a canonical to the source.
    const made = await create({ name: 'Copies', url: 'https://copies.example.com' }).expect(201);
    expect(made.body.data).toMatchObject({ defaultAuthor: null, canonicalToSource: true });
  });

  it('verifies with good credentials: version, timezone and Yoast are read from the site', async () => {
    const created = await create(websiteBody(yoastSite)).expect(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ verified: false, apiKeyMasked: '••••••••' });
    const res = await t.http.post(`/api/websites/${id}/verify`).set('Cookie', admin).expect(200);
    expect(res.body).toEqual({
      verified: true,
      message: 'Website verified successfully.',
      wpVersion: '6.1.9',
      timezone: 'UTC',
      yoastActive: true,
      connectorActive: false,
    });
    const plain = await create(websiteBody(plainSite)).expect(201);
    const other = await t.http
      .post(`/api/websites/${plain.body.data.id}/verify`)
      .set('Cookie', admin)
      .expect(200);
    expect(other.body.yoastActive).toBe(false);
    const view = await t.http.get(`/api/websites/${id}`).set('Cookie', admin).expect(200);
    expect(view.body).toMatchObject({ verified: true, wpVersion: '6.1.9', yoastActive: true });
    expect(view.body.verifiedAt).toEqual(expect.any(String));
  });

  it('refuses, at verification, another WordPress behind the address of a synced website', async () => {
    const created = await create(websiteBody(yoastSite)).expect(201);
    const id = created.body.data.id as number;
    await t.http.post(`/api/websites/${id}/verify`).set('Cookie', admin).expect(200);
    // Verified again as the same site: fine.
    await t.http.post(`/api/websites/${id}/verify`).set('Cookie', admin).expect(200);
    await t.db.getRepository(Website).update(id, { lastSyncedAt: new Date() });
    const { apiUsername, apiKey } = websiteBody(plainSite);
    await t.http
      .patch(`/api/websites/${id}`)
      .set('Cookie', admin)
      .send({ url: plainSite.url, apiUsername, apiKey })
      .expect(200);
    const refused = await t.http
      .post(`/api/websites/${id}/verify`)
      .set('Cookie', admin)
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'website.identity_changed',
      params: { was: yoastSite.url, now: plainSite.url },
    });
    const view = await t.http.get(`/api/websites/${id}`).set('Cookie', admin).expect(200);
    expect(view.body).toMatchObject({ verified: false });
    expect(view.body.lastVerifyError).toMatch(/^identity-changed/);

    // A website that never synced has no articles to protect: it takes the new site.
    const fresh = await create({ ...websiteBody(yoastSite), name: 'Fresh' }).expect(201);
    const freshId = fresh.body.data.id as number;
    await t.http.post(`/api/websites/${freshId}/verify`).set('Cookie', admin).expect(200);
    await t.http.delete(`/api/websites/${id}`).set('Cookie', admin).expect(200);
    await t.http
      .patch(`/api/websites/${freshId}`)
      .set('Cookie', admin)
      .send({ url: plainSite.url, apiUsername, apiKey })
      .expect(200);
    await t.http.post(`/api/websites/${freshId}/verify`).set('Cookie', admin).expect(200);
  });

  it('takes another WordPress behind a synced address only when confirmed as a new site, its articles started afresh', async () => {
    const created = await create(websiteBody(yoastSite)).expect(201);
    const id = created.body.data.id as number;
    await t.http.post(`/api/websites/${id}/verify`).set('Cookie', admin).expect(200);
    // What a sync of the old site left: its articles (one copied elsewhere) and its sync state.
    const elsewhere = await create({
      name: 'Elsewhere',
      url: 'https://elsewhere.example.com',
    }).expect(201);
    const articles = t.db.getRepository(Article);
    const [old1, old2] = await Promise.all(
      [11, 12].map((remoteId) =>
        articles.save({
          websiteId: id,
          remoteId,
          title: `Old post ${remoteId}`,
          modifiedAt: new Date(),
          link: `${yoastSite.url}/?p=${remoteId}`,
        }),
      ),
    );
    await t.db.query(
      `INSERT INTO article_clones (sourceArticleId, websiteId, type, state, remoteId)
       VALUES (?, ?, 'unchanged', 'completed', 77)`,
      [old1!.id, elsewhere.body.data.id],
    );
    await t.db.query(
      `INSERT INTO article_clones (sourceArticleId, websiteId, type, state, remoteId)
       VALUES (?, ?, 'unchanged', 'completed', 88)`,
      [old2!.id, id],
    );
    await t.db.getRepository(Website).update(id, { lastSyncedAt: new Date() });
    const { apiUsername, apiKey } = websiteBody(plainSite);
    await t.http
      .patch(`/api/websites/${id}`)
      .set('Cookie', admin)
      .send({ url: plainSite.url, apiUsername, apiKey })
      .expect(200);
    // Not asked: refused, nothing forgotten.
    await t.http.post(`/api/websites/${id}/verify`).set('Cookie', admin).send({}).expect(409);
    expect(await articles.countBy({ websiteId: id })).toBe(2);
    const bad = await t.http
      .post(`/api/websites/${id}/verify`)
      .set('Cookie', admin)
      .send({ newSite: 'yes' })
      .expect(400);
    expect(bad.body.errors).toEqual({ newSite: ['newSite must be true or false.'] });

    // Confirmed: verified as the new site, whose articles start afresh (nothing remapped by id).
    const verified = await t.http
      .post(`/api/websites/${id}/verify`)
      .set('Cookie', admin)
      .send({ newSite: true })
      .expect(200);
    expect(verified.body).toMatchObject({ verified: true, yoastActive: false });
    expect(await articles.countBy({ websiteId: id })).toBe(0);
    const ledger = await t.db.query<{ websiteId: number }[]>(
      'SELECT websiteId FROM article_clones WHERE sourceArticleId IN (?, ?) OR websiteId = ?',
      [old1!.id, old2!.id, id],
    );
    expect(ledger).toEqual([]);
    const view = await t.http.get(`/api/websites/${id}`).set('Cookie', admin).expect(200);
    expect(view.body).toMatchObject({ verified: true, lastSyncedAt: null, lastVerifyError: null });
    // Verified again, as the site it now is: no question asked.
    await t.http.post(`/api/websites/${id}/verify`).set('Cookie', admin).expect(200);
  });

  it('refuses a wrong application password with the reason', async () => {
    const created = await create(
      websiteBody(yoastSite, {
        ...yoastSite.users.editor,
        appPassword: 'abcd efgh ijkl mnop qrst uvwx',
      }),
    ).expect(201);
    const res = await t.http
      .post(`/api/websites/${created.body.data.id}/verify`)
      .set('Cookie', admin)
      .expect(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      code: 'website.verify.wrong_credentials',
      message: 'Failed to verify website.',
      reason: 'wrong-credentials',
    });
    expect(res.body.detail).toMatch(/application password/);
    const view = await t.http.get(`/api/websites/${created.body.data.id}`).set('Cookie', admin);
    expect(view.body).toMatchObject({ verified: false });
    expect(view.body.lastVerifyError).toMatch(/^wrong-credentials/);
  });

  it('refuses a subscriber account and names the missing capabilities', async () => {
    const created = await create(websiteBody(yoastSite, yoastSite.users.subscriber)).expect(201);
    const res = await t.http
      .post(`/api/websites/${created.body.data.id}/verify`)
      .set('Cookie', admin)
      .expect(422);
    expect(res.body).toMatchObject({
      message: 'Failed to verify website.',
      reason: 'missing-capability',
    });
    expect(res.body.detail).toMatch(/edit_posts and publish_posts/);
  });

  it('reports an unreachable site and a site that is not WordPress', async () => {
    const down = await create({ ...websiteBody(yoastSite), url: 'http://127.0.0.1:9' }).expect(201);
    const res = await t.http
      .post(`/api/websites/${down.body.data.id}/verify`)
      .set('Cookie', admin)
      .expect(422);
    expect(res.body.reason).toBe('unreachable');
    const notWp = await create({ ...websiteBody(yoastSite), url: t.url }).expect(201);
    const res2 = await t.http
      .post(`/api/websites/${notWp.body.data.id}/verify`)
      .set('Cookie', admin)
      .expect(422);
    expect(res2.body.reason).toBe('not-wordpress');
  });

  it('never returns or stores the application password in clear; PATCH without it keeps it', async () => {
    const body = websiteBody(plainSite);
    const created = await create(body).expect(201);
    const id = created.body.data.id as number;
    const list = await t.http.get('/api/websites?perPage=100').set('Cookie', admin).expect(200);
    const view = await t.http.get(`/api/websites/${id}`).set('Cookie', admin).expect(200);
    const patched = await t.http
      .patch(`/api/websites/${id}`)
      .set('Cookie', admin)
      .send({ name: 'Renamed site' })
      .expect(200);
    for (const res of [created, list, view, patched]) {
      expect(JSON.stringify(res.body)).not.toContain(body.apiKey);
      expect(JSON.stringify(res.body)).not.toContain(body.apiKey.replace(/ /g, ''));
    }
    expect(patched.body.data).toMatchObject({ name: 'Renamed site', apiKeyMasked: '••••••••' });
    const row = await t.db
      .getRepository(Website)
      .createQueryBuilder('w')
      .addSelect('w.apiKeySealed')
      .where('w.id = :id', { id })
      .getOneOrFail();
    expect(row.apiKeySealed).toMatch(/^v2\./);
    expect(row.apiKeySealed).not.toContain(body.apiKey);
    await t.http.post(`/api/websites/${id}/verify`).set('Cookie', admin).expect(200);
  });

  it('shows websites only to assigned users; view-only users cannot change, verify or sync', async () => {
    const created = await create(websiteBody(plainSite)).expect(201);
    const id = created.body.data.id as number;
    const role = await createRole(t.db, {
      permissions: [
        { action: 'write', subject: 'website' },
        { action: 'read', subject: 'article' },
      ],
    });
    const accountId = created.body.data.accountId as number;
    const writer = await createUser(t.db, { roleName: role.name, accountId });
    const viewer = await createUser(t.db, { roleName: role.name, accountId });
    const stranger = await createUser(t.db, { roleName: role.name, accountId });
    const [w, v, s] = await Promise.all(
      [writer, viewer, stranger].map(async (u) => (await login(t, u.email, u.password)).cookie),
    );
    const put = await t.http
      .put(`/api/websites/${id}/users`)
      .set('Cookie', admin)
      .send({
        users: [
          { userId: writer.id, canWrite: true },
          { userId: viewer.id, canWrite: false },
        ],
      })
      .expect(200);
    const listed = put.body.data as { userId: number; canWrite: boolean; isAdmin: boolean }[];
    expect(listed.find((u) => u.userId === writer.id)).toMatchObject({ canWrite: true });
    expect(listed.find((u) => u.userId === viewer.id)).toMatchObject({ canWrite: false });
    expect(listed.some((u) => u.isAdmin)).toBe(true);
    const got = await t.http.get(`/api/websites/${id}/users`).set('Cookie', v).expect(200);
    expect(got.body.data).toEqual(listed);

    await t.http.get(`/api/websites/${id}`).set('Cookie', s).expect(404);
    const strangerList = await t.http.get('/api/websites').set('Cookie', s).expect(200);
    expect(strangerList.body).toMatchObject({ data: [], total: 0 });
    await t.http.get(`/api/websites/${id}/users`).set('Cookie', s).expect(404);

    const viewerList = await t.http.get('/api/websites').set('Cookie', v).expect(200);
    expect(viewerList.body.data.map((x: { id: number }) => x.id)).toEqual([id]);
    expect(viewerList.body.data[0].canWrite).toBe(false);
    const denied = await t.http.patch(`/api/websites/${id}`).set('Cookie', v).send({ name: 'x' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You have view-only access to this website.');
    await t.http.post(`/api/websites/${id}/verify`).set('Cookie', v).expect(403);
    await t.http.post(`/api/websites/${id}/sync`).set('Cookie', v).expect(403);
    await t.http.delete(`/api/websites/${id}`).set('Cookie', v).expect(403);

    await t.http.patch(`/api/websites/${id}`).set('Cookie', w).send({ language: 'it' }).expect(200);
    await t.http.post(`/api/websites/${id}/verify`).set('Cookie', w).expect(200);

    const bad = await t.http
      .put(`/api/websites/${id}/users`)
      .set('Cookie', admin)
      .send({ users: [{ userId: 999999, canWrite: true }] })
      .expect(400);
    expect(bad.body.errors['users.0.userId']).toEqual(['User not found']);
  });

  it('assigns every administrator, including websites created later', async () => {
    const created = await create({ name: 'Later', url: 'https://later.example.com' }).expect(201);
    const users = await t.http
      .get(`/api/websites/${created.body.data.id}/users`)
      .set('Cookie', admin)
      .expect(200);
    expect(users.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ isAdmin: true, canWrite: true })]),
    );
    // The list and the view count them without asking for the users.
    const list = await t.http.get('/api/websites?q=later.example').set('Cookie', admin).expect(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: created.body.data.id, usersCount: users.body.data.length }),
    ]);
    await t.http.delete(`/api/websites/${created.body.data.id}`).set('Cookie', admin).expect(200);
    await t.http.get(`/api/websites/${created.body.data.id}`).set('Cookie', admin).expect(404);
  });

  it("lists one user's websites with that user's access (assignedTo), within what the caller sees", async () => {
    const [a, b, c] = await Promise.all(
      ['Alpha desk', 'Beta desk', 'Gamma desk'].map(async (name, i) => {
        const res = await create({ name, url: `https://desk-${i}.example.com` }).expect(201);
        return res.body.data as { id: number; accountId: number };
      }),
    );
    const role = await createRole(t.db, { permissions: [{ action: 'read', subject: 'website' }] });
    const editor = await createUser(t.db, { roleName: role.name, accountId: a!.accountId });
    const colleague = await createUser(t.db, { roleName: role.name, accountId: a!.accountId });
    const assign = (id: number, users: { userId: number; canWrite: boolean }[]) =>
      t.http.put(`/api/websites/${id}/users`).set('Cookie', admin).send({ users }).expect(200);
    await assign(a!.id, [
      { userId: editor.id, canWrite: true },
      { userId: colleague.id, canWrite: false },
    ]);
    await assign(b!.id, [{ userId: editor.id, canWrite: false }]);
    const of = async (userId: number | string, cookie = admin) =>
      t.http.get(`/api/websites?assignedTo=${userId}&perPage=100`).set('Cookie', cookie);

    const editors = (await of(editor.id)).body;
    expect(editors.total).toBe(2);
    expect(
      editors.data.map((w: { name: string; assignee: unknown }) => [w.name, w.assignee]),
    ).toEqual([
      ['Alpha desk', { userId: editor.id, canWrite: true }],
      ['Beta desk', { userId: editor.id, canWrite: false }],
    ]);
    // An administrator is assigned everywhere; an unknown user nowhere.
    const me = await t.http.get('/api/auth/me').set('Cookie', admin).expect(200);
    const admins = (await of(me.body.userData.id)).body;
    expect(admins.data.map((w: { id: number }) => w.id)).toEqual(
      expect.arrayContaining([a!.id, b!.id, c!.id]),
    );
    expect(admins.data.every((w: { assignee: { canWrite: boolean } }) => w.assignee.canWrite)).toBe(
      true,
    );
    expect((await of(999999)).body).toMatchObject({ data: [], total: 0 });
    // A colleague sees only the websites assigned to them, so only those of the editor's.
    const colleagueCookie = (await login(t, colleague.email, colleague.password)).cookie;
    const seen = (await of(editor.id, colleagueCookie)).body;
    expect(seen.data.map((w: { id: number; assignee: unknown }) => [w.id, w.assignee])).toEqual([
      [a!.id, { userId: editor.id, canWrite: true }],
    ]);
    const bad = await of('abc');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('assignedTo must be a valid user id.');
    // Without the filter, no assignee is attached.
    const plain = await t.http.get('/api/websites?perPage=100').set('Cookie', admin).expect(200);
    expect(plain.body.data.length).toBeGreaterThan(0);
    expect(plain.body.data.some((w: object) => 'assignee' in w)).toBe(false);
  });

  it('offers the providers of each type; a website takes only an active one of its type', async () => {
    const providers = t.db.getRepository(Provider);
    const [openai, deepl, retired] = await providers.save([
      { name: 'openai', prettyName: 'OpenAI', type: 'ai' as const },
      { name: 'deepl', prettyName: 'DeepL', type: 'translation' as const },
      { name: 'old-llm', prettyName: 'Old LLM', type: 'ai' as const, active: false },
    ]);
    const options = await t.http
      .get('/api/providers/options?type=ai')
      .set('Cookie', admin)
      .expect(200);
    expect(options.body.data).toEqual([
      { id: openai!.id, name: 'openai', prettyName: 'OpenAI', type: 'ai', active: true },
      { id: retired!.id, name: 'old-llm', prettyName: 'Old LLM', type: 'ai', active: false },
    ]);
    const both = await t.http.get('/api/providers/options').set('Cookie', admin).expect(200);
    expect(both.body.data.map((p: { name: string }) => p.name)).toEqual([
      'deepl',
      'openai',
      'old-llm',
    ]);
    const bad = await t.http
      .get('/api/providers/options?type=tts')
      .set('Cookie', admin)
      .expect(400);
    expect(bad.body.errors.type).toEqual(['The type must be ai or translation.']);

    const body = { name: 'With providers', url: 'https://providers.example.com' };
    const wrongType = await create({ ...body, aiProviderId: deepl!.id }).expect(400);
    expect(wrongType.body.errors).toEqual({ aiProviderId: ['Choose an active AI provider.'] });
    const inactive = await create({ ...body, aiProviderId: retired!.id }).expect(400);
    expect(inactive.body.errors.aiProviderId).toEqual(['Choose an active AI provider.']);
    const missing = await create({ ...body, translationProviderId: 99_999 }).expect(400);
    expect(missing.body.errors).toEqual({
      translationProviderId: ['Choose an active translation provider.'],
    });
    expect(await t.db.getRepository(Website).countBy({ name: body.name })).toBe(0);

    const saved = await create({
      ...body,
      aiProviderId: openai!.id,
      translationProviderId: deepl!.id,
    }).expect(201);
    const id = saved.body.data.id as number;
    expect(saved.body.data).toMatchObject({
      aiProviderId: openai!.id,
      translationProviderId: deepl!.id,
    });
    // Switched off later, the provider stays on the website through other edits.
    await providers.update(openai!.id, { active: false });
    await t.http
      .patch(`/api/websites/${id}`)
      .set('Cookie', admin)
      .send({ name: 'Renamed', aiProviderId: openai!.id })
      .expect(200);
    await providers.delete(deepl!.id);
    const view = await t.http.get(`/api/websites/${id}`).set('Cookie', admin).expect(200);
    expect(view.body).toMatchObject({ aiProviderId: openai!.id, translationProviderId: null });
    await t.http.delete(`/api/websites/${id}`).set('Cookie', admin).expect(200);
  });

  it('keeps one repeatable sync job per website while a schedule is set (off by default)', async () => {
    const schedule = t.app.get(SyncSchedule);
    const off = await create(websiteBody(plainSite)).expect(201);
    expect(off.body.data.syncIntervalMinutes).toBeNull();
    expect(await schedule.current(off.body.data.id)).toBeNull();
    const created = await create({
      ...websiteBody(yoastSite),
      syncIntervalMinutes: 60,
    }).expect(201);
    const id = created.body.data.id as number;
    expect(await schedule.current(id)).toBe(60);
    const patch = (body: object) =>
      t.http.patch(`/api/websites/${id}`).set('Cookie', admin).send(body);
    await patch({ syncIntervalMinutes: 30 }).expect(200);
    expect(await schedule.current(id)).toBe(30);
    const bad = await patch({ syncIntervalMinutes: 5 }).expect(400);
    expect(bad.body.errors.syncIntervalMinutes).toEqual([
      'The sync interval must be at least 15 minutes.',
    ]);
    await patch({ syncIntervalMinutes: null }).expect(200);
    expect(await schedule.current(id)).toBeNull();
  });

  it('the outbound guard refuses 127.0.0.1 when private addresses are not allowed', async () => {
    const guard = new OutboundHttp(
      Object.assign(new AppConfig(), { OUTBOUND_ALLOW_PRIVATE: false }),
    );
    const client = new WordPressClient(guard);
    const error = await client
      .verify({
        url: plainSite.url,
        username: plainSite.users.editor.login,
        applicationPassword: plainSite.users.editor.appPassword,
      })
      .catch((e: unknown) => e);
    guard.onModuleDestroy();
    expect(error).toBeInstanceOf(WordPressError);
    expect((error as WordPressError).reason).toBe('blocked-address');
  });
});
