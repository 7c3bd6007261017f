import { Country } from '../src/countries/entities/country.entity';
import { seedCountries } from '../src/countries/world-countries.seed';
import { createRole, createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  whoHears,
  type TestApp,
} from './support/test-app';

const valid = { name: 'Atlantis', iso2: 'QZ', iso3: 'QZZ', dialingPrefix: '+999' };

describe('countries', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let userReader: string;

  const count = () => t.db.getRepository(Country).count();
  const post = (body: unknown, cookie = admin) =>
    t.http
      .post('/api/countries')
      .set('Cookie', cookie)
      .send(body as object);

  beforeAll(async () => {
    t = await startApp(env);
    admin = (await login(t)).cookie;
    const v = await createUser(t.db, { roleName: 'Viewer' });
    viewer = (await login(t, v.email, v.password)).cookie;
    const role = await createRole(t.db, { permissions: [{ action: 'read', subject: 'user' }] });
    const r = await createUser(t.db, { roleName: role.name });
    userReader = (await login(t, r.email, r.password)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('seeds the world countries idempotently', async () => {
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(240);
    const repo = t.db.getRepository(Country);
    expect(await repo.findOneBy({ iso2: 'IT' })).toMatchObject({
      name: 'Italy',
      iso3: 'ITA',
      dialingPrefix: '+39',
    });
    expect(await repo.findOneBy({ iso2: 'US' })).toMatchObject({
      iso3: 'USA',
      dialingPrefix: '+1',
    });
    await seedCountries(t.db);
    expect(await count()).toBe(before);
    const prefixes = (await repo.find()).map((c) => c.dialingPrefix);
    expect(prefixes.every((p) => /^\+\d{1,4}$/.test(p))).toBe(true);
  });

  it('lists with server-side paging, search and sorting', async () => {
    const total = await count();
    const first = await t.http.get('/api/countries').set('Cookie', admin).expect(200);
    expect(first.body).toMatchObject({ total, page: 1, perPage: 10 });
    expect(first.body.data).toHaveLength(10);
    const names = first.body.data.map((c: Country) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const page2 = await t.http
      .get('/api/countries?page=2&perPage=5&sortBy=iso3&sortDir=desc')
      .set('Cookie', admin)
      .expect(200);
    expect(page2.body.data).toHaveLength(5);
    const iso3 = page2.body.data.map((c: Country) => c.iso3);
    expect(iso3).toEqual([...iso3].sort().reverse());

    const found = await t.http.get('/api/countries?q=ital').set('Cookie', admin).expect(200);
    expect(found.body.data.map((c: Country) => c.iso2)).toContain('IT');
    const byCode = await t.http
      .get('/api/countries?q=ITA&perPage=100')
      .set('Cookie', admin)
      .expect(200);
    expect(byCode.body.data.some((c: Country) => c.iso3 === 'ITA')).toBe(true);
    const literal = await t.http.get('/api/countries?q=%25').set('Cookie', admin).expect(200);
    expect(literal.body.total).toBe(0);
  });

  it('refuses bad list queries with 400', async () => {
    for (const query of [
      'perPage=7',
      'page=0',
      'page=abc',
      'sortBy=password',
      'sortDir=up',
      'extra=1',
    ]) {
      const res = await t.http.get(`/api/countries?${query}`).set('Cookie', admin);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    await t.http
      .get(`/api/countries?q=${'x'.repeat(10_000)}`)
      .set('Cookie', admin)
      .expect(400);
  });

  it('creates, reads, updates and deletes a country', async () => {
    const created = await post(valid).expect(201);
    expect(created.body.message).toBe('Country created successfully.');
    expect(created.body.data).toMatchObject(valid);
    const id = created.body.data.id as number;
    expect(typeof created.body.data.updatedAt).toBe('string');

    const read = await t.http.get(`/api/countries/${id}`).set('Cookie', userReader).expect(200);
    expect(read.body).toMatchObject({ id, ...valid });

    const updated = await t.http
      .patch(`/api/countries/${id}`)
      .set('Cookie', admin)
      .send({ name: '  New Atlantis ', iso2: 'qy' })
      .expect(200);
    expect(updated.body.data).toMatchObject({ name: 'New Atlantis', iso2: 'QY', iso3: 'QZZ' });

    const deleted = await t.http.delete(`/api/countries/${id}`).set('Cookie', admin).expect(200);
    expect(deleted.body).toEqual({ message: 'Country has been deleted' });
    const gone = await t.http.get(`/api/countries/${id}`).set('Cookie', admin).expect(404);
    expect(gone.body).toEqual({
      statusCode: 404,
      code: 'country.not_found',
      message: 'Country not found',
    });
    await t.http.delete(`/api/countries/${id}`).set('Cookie', admin).expect(404);
    await t.http.get('/api/countries/abc').set('Cookie', admin).expect(400);
  });

  it('reports every validation rule with its message, and writes nothing', async () => {
    const before = await count();
    const cases: [object, string, string][] = [
      [{ ...valid, name: undefined }, 'name', 'Name is required'],
      [{ ...valid, name: '   ' }, 'name', 'Name is required'],
      [{ ...valid, iso2: undefined }, 'iso2', 'ISO code 2 is required'],
      [{ ...valid, iso2: 'Q' }, 'iso2', 'ISO code 2 must be exactly 2 characters'],
      [{ ...valid, iso2: 'QZX' }, 'iso2', 'ISO code 2 must be exactly 2 characters'],
      [{ ...valid, iso3: '' }, 'iso3', 'ISO code 3 is required'],
      [{ ...valid, iso3: 'QZ' }, 'iso3', 'ISO code 3 must be exactly 3 characters'],
      [{ ...valid, iso3: 'QZZZ' }, 'iso3', 'ISO code 3 must be exactly 3 characters'],
      [{ ...valid, dialingPrefix: undefined }, 'dialingPrefix', 'Dialing prefix is required'],
      [
        { ...valid, dialingPrefix: '+12345' },
        'dialingPrefix',
        'Dialing prefix must be at most 5 characters',
      ],
      [{ ...valid, dialingPrefix: '999' }, 'dialingPrefix', 'Dialing prefix must start with +'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body).expect(400);
      expect({ field, errors: res.body.errors[field] }).toEqual({ field, errors: [message] });
      expect(res.body.message).toBe(message);
    }
    const all = await post({}).expect(400);
    expect(all.body.errors).toEqual({
      name: ['Name is required'],
      iso2: ['ISO code 2 is required'],
      iso3: ['ISO code 3 is required'],
      dialingPrefix: ['Dialing prefix is required'],
    });
    expect(await count()).toBe(before);
  });

  it('answers unknown fields, huge strings and wrong types with 400, never 500', async () => {
    const before = await count();
    const unknown = await post({ ...valid, id: 5, extra: 'x' }).expect(400);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['extra', 'id']);
    const huge = await post({ ...valid, name: 'x'.repeat(10_240) }).expect(400);
    expect(huge.body.errors.name).toEqual(['Name must be at most 100 characters']);
    await post({ ...valid, iso2: 'x'.repeat(10_240) }).expect(400);
    await post({ ...valid, dialingPrefix: '+'.repeat(10_240) }).expect(400);
    const wrong = await post({
      name: 12,
      iso2: ['I', 'T'],
      iso3: { a: 1 },
      dialingPrefix: true,
    }).expect(400);
    expect(wrong.body.errors).toEqual({
      name: ['Name must be text'],
      iso2: ['ISO code 2 must be text'],
      iso3: ['ISO code 3 must be text'],
      dialingPrefix: ['Dialing prefix must be text'],
    });
    await post({ ...valid, name: null }).expect(400);
    await post([valid]).expect(400);
    expect(await count()).toBe(before);

    const italy = await t.db.getRepository(Country).findOneByOrFail({ iso2: 'IT' });
    await t.http
      .patch(`/api/countries/${italy.id}`)
      .set('Cookie', admin)
      .send({ name: null })
      .expect(400);
    await t.http
      .patch(`/api/countries/${italy.id}`)
      .set('Cookie', admin)
      .send({ iso2: 'ITA' })
      .expect(400);
    await t.http
      .patch(`/api/countries/${italy.id}`)
      .set('Cookie', admin)
      .send({ role: 'x' })
      .expect(400);
    expect(await t.db.getRepository(Country).findOneByOrFail({ id: italy.id })).toMatchObject({
      name: 'Italy',
      iso2: 'IT',
    });
  });

  it('keeps ISO codes unique with 409 and a clear message', async () => {
    const before = await count();
    const iso2 = await post({ ...valid, iso2: 'it' }).expect(409);
    expect(iso2.body.message).toBe('ISO code 2 IT is already used by Italy.');
    expect(iso2.body.errors).toEqual({ iso2: ['ISO code 2 IT is already used by Italy.'] });
    const iso3 = await post({ ...valid, iso3: 'USA' }).expect(409);
    expect(iso3.body.message).toBe('ISO code 3 USA is already used by United States.');
    expect(await count()).toBe(before);

    const spain = await t.db.getRepository(Country).findOneByOrFail({ iso2: 'ES' });
    const patch = await t.http
      .patch(`/api/countries/${spain.id}`)
      .set('Cookie', admin)
      .send({ iso3: 'ITA' })
      .expect(409);
    expect(patch.body.errors.iso3).toEqual(['ISO code 3 ITA is already used by Italy.']);
    // Re-sending its own codes is not a conflict.
    await t.http
      .patch(`/api/countries/${spain.id}`)
      .set('Cookie', admin)
      .send({ iso2: 'ES', iso3: 'ESP' })
      .expect(200);
  });

  it('needs a session, read on user to read and country rights to change', async () => {
    await t.http.get('/api/countries').expect(401);
    await post(valid, '').expect(401);
    const italy = await t.db.getRepository(Country).findOneByOrFail({ iso2: 'IT' });
    const before = await count();
    await t.http.get('/api/countries').set('Cookie', viewer).expect(403);
    for (const cookie of [viewer, userReader]) {
      await post(valid, cookie).expect(403);
      await t.http
        .patch(`/api/countries/${italy.id}`)
        .set('Cookie', cookie)
        .send({ name: 'X' })
        .expect(403);
      await t.http.delete(`/api/countries/${italy.id}`).set('Cookie', cookie).expect(403);
    }
    await t.http.get('/api/countries').set('Cookie', userReader).expect(200);
    expect(await count()).toBe(before);
    expect((await t.db.getRepository(Country).findOneByOrFail({ id: italy.id })).name).toBe(
      'Italy',
    );
  });

  it('tells every socket that may read countries when a country changes', async () => {
    // Countries are read with read on user; a Viewer (who cannot list them) and a visitor hear nothing.
    const signedIn = await connectSocket(t, userReader);
    const anonymous = await connectSocket(t);
    const viewerSocket = await connectSocket(t, viewer);
    try {
      const others = [anonymous, viewerSocket];
      const seen = nextEvent(signedIn, 'countries.changed');
      let id = 0;
      const create = async () =>
        (id = (await post({ ...valid, iso2: 'QX', iso3: 'QXX' }).expect(201)).body.data.id);
      expect(await whoHears(others, 'countries.changed', create, signedIn)).toEqual([false, false]);
      expect(await seen).toEqual({ action: 'created', id });
      const deleted = nextEvent(signedIn, 'countries.changed');
      const remove = () => t.http.delete(`/api/countries/${id}`).set('Cookie', admin).expect(200);
      expect(await whoHears(others, 'countries.changed', remove, signedIn)).toEqual([false, false]);
      expect(await deleted).toEqual({ action: 'deleted', id });
    } finally {
      signedIn.disconnect();
      anonymous.disconnect();
      viewerSocket.disconnect();
    }
  });
});
