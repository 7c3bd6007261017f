/**
 * Edit conflicts: a save names the version its form was loaded with; once someone else saved, it
 * is refused with 409 `record.changed`, the record as it is now and who saved it when, and nothing
 * of it is written. Checked over every record with an edit form that sends versions.
 */
import { createUser } from './support/factories';
import { dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

interface Case {
  name: string;
  /** Creates the record as the administrator; its read route. */
  create: () => Promise<string>;
  field: string;
  value: (n: number) => string;
}

describe('record versions', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let other: string;
  let accountId: number;

  beforeAll(async () => {
    t = await startApp(env, { THROTTLE_LOGIN_LIMIT: '100000' });
    admin = (await login(t)).cookie;
    const [row] = await t.db.query<{ id: number }[]>(
      "SELECT id FROM accounts WHERE name = 'Newsroom'",
    );
    accountId = Number(row!.id);
    const second = await createUser(t.db, {
      roleName: 'Administrator',
      firstName: 'Olga',
      lastName: 'Other',
    });
    other = (await login(t, second.email, second.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  const cases: Case[] = [
    {
      name: 'website',
      create: async () => {
        const site = await t.db.query<{ insertId: number }>(
          'INSERT INTO websites (accountId, name, url) VALUES (?, ?, ?)',
          [accountId, 'Versioned site', `https://v${Date.now()}.example.com`],
        );
        return `/api/websites/${site.insertId}`;
      },
      field: 'name',
      value: (n) => `Site edit ${n}`,
    },
    {
      name: 'user',
      create: async () => `/api/users/${(await createUser(t.db, { accountId })).id}`,
      field: 'firstName',
      value: (n) => `Name${n}`,
    },
    {
      name: 'country',
      create: () =>
        created('/api/countries', {
          name: 'Versioned land',
          iso2: 'QZ',
          iso3: 'QZZ',
          dialingPrefix: '+999',
        }),
      field: 'name',
      value: (n) => `Land edit ${n}`,
    },
    {
      name: 'account',
      create: () => created('/api/accounts', { name: 'Versioned account', plan: 'free' }),
      field: 'name',
      value: (n) => `Account edit ${n}`,
    },
    {
      name: 'module',
      create: () => created('/api/modules', { name: 'Versioned module', code: 'versioned' }),
      field: 'name',
      value: (n) => `Module edit ${n}`,
    },
    {
      name: 'role',
      create: () => created('/api/roles', { name: 'Versioned role', permissions: [] }),
      field: 'name',
      value: (n) => `Role edit ${n}`,
    },
    {
      name: 'provider',
      create: () =>
        created('/api/providers', {
          name: 'versioned',
          prettyName: 'Versioned provider',
          type: 'ai',
          protocol: 'openai',
          baseUrl: 'http://127.0.0.1:9/v1',
        }),
      field: 'prettyName',
      value: (n) => `Provider edit ${n}`,
    },
  ];
  /** Creates through the API as the administrator; the new record's read route. */
  async function created(route: string, body: object): Promise<string> {
    const res = await t.http.post(route).set('Cookie', admin).send(body).expect(201);
    return `${route}/${(res.body.data ?? res.body).id}`;
  }
  const read = async (path: string) => {
    const res = await t.http.get(path).set('Cookie', admin).expect(200);
    return (res.body.data ?? res.body) as Record<string, unknown>;
  };

  it.each(cases)(
    "refuses a stale save of a $name with the other's change, and writes nothing",
    async ({ create, field, value }) => {
      const path = await create();
      const loaded = await read(path);
      expect(typeof loaded.version).toBe('number');
      const version = loaded.version as number;

      // Olga saves first, from the same version.
      const first = await t.http
        .patch(path)
        .set('Cookie', other)
        .send({ [field]: value(1), version })
        .expect(200);
      expect((first.body.data ?? first.body).version).toBe(version + 1);

      // The administrator's form still holds the old version: refused, with Olga's values.
      const stale = await t.http
        .patch(path)
        .set('Cookie', admin)
        .send({ [field]: value(2), version })
        .expect(409);
      expect(stale.body.code).toBe('record.changed');
      expect(stale.body.changed.version).toBe(version + 1);
      expect(stale.body.changed.by).toEqual({ id: expect.any(Number), name: 'Olga Other' });
      expect(Date.parse(stale.body.changed.at)).not.toBeNaN();
      expect(stale.body.changed.record[field]).toBe(value(1));
      expect((await read(path))[field]).toBe(value(1));

      // Loading their version and saving on top of it works.
      await t.http
        .patch(path)
        .set('Cookie', admin)
        .send({ [field]: value(3), version: version + 1 })
        .expect(200);
      const saved = await read(path);
      expect([saved[field], saved.version]).toEqual([value(3), version + 2]);
    },
  );

  it('refuses only one of two saves racing from the same version', async () => {
    const path = await cases[0]!.create();
    const { version } = await read(path);
    const statuses = await Promise.all(
      [admin, other].map((cookie, n) =>
        t.http
          .patch(path)
          .set('Cookie', cookie)
          .send({ name: `Race ${n}`, version })
          .then((res) => res.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await read(path)).version).toBe((version as number) + 1);
  });

  describe("prompts (saved as a website's own, or the default shown)", () => {
    let n = 0;
    /** A fresh website of the account, and its prompts' routes. */
    const promptsOf = async () => {
      n += 1;
      const site = await t.db.query<{ insertId: number }>(
        'INSERT INTO websites (accountId, name, url) VALUES (?, ?, ?)',
        [accountId, `Prompted site ${n}`, `https://p${n}-${Date.now()}.example.com`],
      );
      return `/api/websites/${site.insertId}/prompts`;
    };
    type PromptView = { type: string; promptText: string; own: boolean; version: number | null };
    const promptOf = async (base: string, type: string) => {
      const res = await t.http.get(base).set('Cookie', admin).expect(200);
      return (res.body.data as PromptView[]).find((p) => p.type === type)!;
    };
    const rowsOf = async (base: string, type: string) => {
      const websiteId = Number(base.split('/')[3]);
      return t.db.query<{ promptText: string; version: number }[]>(
        'SELECT promptText, version FROM prompts WHERE websiteId = ? AND type = ?',
        [websiteId, type],
      );
    };

    it("refuses a save made on the default once someone else created the website's own prompt", async () => {
      const base = await promptsOf();
      // Both forms open on the default: nothing of the website's own to edit yet.
      expect(await promptOf(base, 'persona')).toMatchObject({ own: false, version: null });

      const first = await t.http
        .put(`${base}/persona`)
        .set('Cookie', other)
        .send({ promptText: 'Olga persona' })
        .expect(200);
      expect(first.body.data).toMatchObject({ own: true, version: 1 });

      const stale = await t.http
        .put(`${base}/persona`)
        .set('Cookie', admin)
        .send({ promptText: 'Admin persona' })
        .expect(409);
      expect(stale.body.code).toBe('record.changed');
      expect(stale.body.changed).toMatchObject({
        version: 1,
        by: { id: expect.any(Number), name: 'Olga Other' },
        record: { type: 'persona', own: true, promptText: 'Olga persona', version: 1 },
      });
      expect(Date.parse(stale.body.changed.at)).not.toBeNaN();
      expect(await rowsOf(base, 'persona')).toEqual([{ promptText: 'Olga persona', version: 1 }]);

      // Loading their version and saving on top of it works.
      const saved = await t.http
        .put(`${base}/persona`)
        .set('Cookie', admin)
        .send({ promptText: 'Admin persona', version: 1 })
        .expect(200);
      expect(saved.body.data).toMatchObject({ promptText: 'Admin persona', version: 2 });
    });

    it("refuses a stale save, reset or delete of a website's prompt, and writes nothing", async () => {
      const base = await promptsOf();
      await t.http.put(`${base}/seo`).set('Cookie', admin).send({ promptText: 'v1' }).expect(200);
      await t.http
        .put(`${base}/seo`)
        .set('Cookie', other)
        .send({ promptText: 'Olga v2', version: 1 })
        .expect(200);

      const save = await t.http
        .put(`${base}/seo`)
        .set('Cookie', admin)
        .send({ promptText: 'Admin v2', version: 1 })
        .expect(409);
      expect(save.body.changed).toMatchObject({
        version: 2,
        by: { name: 'Olga Other' },
        record: { promptText: 'Olga v2', version: 2 },
      });
      const reset = await t.http
        .post(`${base}/seo/reset`)
        .set('Cookie', admin)
        .send({ version: 1 })
        .expect(409);
      expect(reset.body.changed.record.promptText).toBe('Olga v2');
      const removed = await t.http
        .delete(`${base}/seo`)
        .query({ version: 1 })
        .set('Cookie', admin)
        .expect(409);
      expect(removed.body.code).toBe('record.changed');
      expect(await rowsOf(base, 'seo')).toEqual([{ promptText: 'Olga v2', version: 2 }]);

      // With the version they saw, reset and delete go through.
      const done = await t.http
        .post(`${base}/seo/reset`)
        .set('Cookie', admin)
        .send({ version: 2 })
        .expect(200);
      expect(done.body.data).toMatchObject({ own: true, version: 3 });
      await t.http.delete(`${base}/seo`).query({ version: 3 }).set('Cookie', admin).expect(200);
      expect(await rowsOf(base, 'seo')).toEqual([]);
    });

    it('refuses a save of a prompt someone deleted meanwhile, showing the default again', async () => {
      const base = await promptsOf();
      await t.http.put(`${base}/rework`).set('Cookie', admin).send({ promptText: 'Own' });
      await t.http.delete(`${base}/rework`).query({ version: 1 }).set('Cookie', other).expect(200);
      const stale = await t.http
        .put(`${base}/rework`)
        .set('Cookie', admin)
        .send({ promptText: 'Own, edited', version: 1 })
        .expect(409);
      expect(stale.body.changed.record).toMatchObject({ own: false, version: null });
      expect(await rowsOf(base, 'rework')).toEqual([]);
    });

    it('lets exactly one of two saves racing from the default, or from one version, land', async () => {
      const base = await promptsOf();
      const race = (version?: number) =>
        Promise.all(
          [admin, other].map((cookie, i) =>
            t.http
              .put(`${base}/translation`)
              .set('Cookie', cookie)
              .send({ promptText: `Race ${version ?? 0}.${i}`, ...(version ? { version } : {}) })
              .then((res) => res.status),
          ),
        );
      expect((await race()).sort()).toEqual([200, 409]);
      const created = await rowsOf(base, 'translation');
      expect(created).toHaveLength(1);
      expect(created[0]!.version).toBe(1);

      expect((await race(1)).sort()).toEqual([200, 409]);
      const updated = await rowsOf(base, 'translation');
      expect(updated).toHaveLength(1);
      expect(updated[0]!.version).toBe(2);
      expect(updated[0]!.promptText).toMatch(/^Race 1\.[01]$/);
    });

    it('refuses a stale save of a system prompt', async () => {
      const loaded = (await t.http.get('/api/prompts/system').set('Cookie', admin).expect(200)).body
        .data as PromptView[];
      const { version } = loaded.find((p) => p.type === 'generation')!;
      expect(typeof version).toBe('number');
      await t.http
        .put('/api/prompts/system/generation')
        .set('Cookie', other)
        .send({ promptText: 'Olga generation', version })
        .expect(200);
      const stale = await t.http
        .put('/api/prompts/system/generation')
        .set('Cookie', admin)
        .send({ promptText: 'Admin generation', version })
        .expect(409);
      expect(stale.body.changed).toMatchObject({
        version: version! + 1,
        record: { promptText: 'Olga generation' },
      });
    });
  });

  it('answers 400 for a version that is not a whole number', async () => {
    const path = await cases[0]!.create();
    const res = await t.http
      .patch(path)
      .set('Cookie', admin)
      .send({ name: 'x', version: 'old' })
      .expect(400);
    expect(res.body.errors.version).toBeDefined();
  });
});
