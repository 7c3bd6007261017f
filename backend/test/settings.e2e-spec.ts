import sharp from 'sharp';
import { testPasswordHash } from '../../test/support/password-cost';
import { Role } from '../src/core/access/entities/role.entity';
import { User } from '../src/users/entities/user.entity';
import {
  connectSocket,
  dropEnv,
  login,
  nextEvent,
  startApp,
  testEnv,
  type TestApp,
} from './support/test-app';

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#2255aa' } })
    .png()
    .toBuffer();
const svg = (inner: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">${inner}</svg>`);

describe('application settings and product info', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;

  const info = async () => (await t.http.get('/api/cmultisite-info').expect(200)).body.body;

  beforeAll(async () => {
    t = await startApp(env);
    admin = (await login(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await dropEnv(env);
  });

  it('serves the product info publicly under the configured product key', async () => {
    expect(await info()).toMatchObject({
      title: 'ai multisite',
      icon: 'favicon.ico',
      icon_svg: null,
      defaultLocale: 'en',
    });
    await t.http.get('/api/cother-info').expect(404);
  });

  it('keeps registration closed on a fresh install until an administrator opens it, live', async () => {
    expect((await info()).registrationOpen).toBe(false);
    const anonymous = await connectSocket(t);
    const pushed = nextEvent(anonymous, 'app.info.updated');
    const res = await t.http
      .put('/api/settings')
      .set('Cookie', admin)
      .field('registrationOpen', 'true')
      .expect(200);
    expect(res.body.registrationOpen).toBe(true);
    expect((await pushed).registrationOpen).toBe(true);
    expect((await info()).registrationOpen).toBe(true);
    await t.http
      .put('/api/settings')
      .set('Cookie', admin)
      .field('registrationOpen', 'maybe')
      .expect(400);
    await t.http
      .put('/api/settings')
      .set('Cookie', admin)
      .field('registrationOpen', 'false')
      .expect(200);
    expect((await info()).registrationOpen).toBe(false);
    anonymous.disconnect();
  });

  it('needs manage on all', async () => {
    await t.http.get('/api/settings').expect(401);
    const viewer = await t.db.getRepository(Role).findOneByOrFail({ name: 'Viewer' });
    await t.db.getRepository(User).insert({
      email: 'viewer@e2e.test',
      passwordHash: await testPasswordHash('viewer password'),
      status: 'active',
      roleId: viewer.id,
    });
    const { cookie } = await login(t, 'viewer@e2e.test', 'viewer password');
    await t.http.get('/api/settings').set('Cookie', cookie).expect(403);
    await t.http.put('/api/settings').set('Cookie', cookie).field('title', 'Hijacked').expect(403);
    expect((await info()).title).toBe('ai multisite');
  });

  it('re-encodes the icon and pushes the new title and icon to every open socket', async () => {
    const anonymous = await connectSocket(t);
    const signedIn = await connectSocket(t, admin);
    const seenByAnonymous = nextEvent(anonymous, 'app.info.updated');
    const seenBySignedIn = nextEvent(signedIn, 'app.info.updated');
    const res = await t.http
      .put('/api/settings')
      .set('Cookie', admin)
      .field('title', 'Newsroom Desk')
      .attach('icon', await png(1024), { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.title).toBe('Newsroom Desk');
    const pushed = await seenByAnonymous;
    expect(pushed.title).toBe('Newsroom Desk');
    expect((await seenBySignedIn).version).toBe(pushed.version);
    expect(await info()).toMatchObject({ title: 'Newsroom Desk', version: pushed.version });
    const icon = await t.http
      .get(pushed.icon)
      .expect(200)
      .expect('content-type', /image\/png/);
    const meta = await sharp(icon.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    anonymous.disconnect();
    signedIn.disconnect();
  });

  it('tells a new socket the current info version', async () => {
    const socket = await connectSocket(t);
    const { version } = await nextEvent(socket, 'app.info.version');
    expect(version).toBe((await info()).version);
    socket.disconnect();
  });

  it('stores a clean SVG logo and serves it as an SVG', async () => {
    await t.http
      .put('/api/settings')
      .set('Cookie', admin)
      .attach('iconSvg', svg('<circle cx="4" cy="4" r="3"/>'), {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
      })
      .expect(200);
    const { icon_svg } = await info();
    const res = await t.http
      .get(icon_svg)
      .buffer(true)
      .expect(200)
      .expect('content-type', /image\/svg\+xml/);
    expect(String(res.body)).toContain('<circle');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
  });

  describe('bad input gets a clear 400 and changes nothing', () => {
    const cases: [
      string,
      () => Promise<{ field: string; attach?: [string, Buffer, string]; text?: [string, string] }>,
      RegExp,
    ][] = [
      [
        'a PDF as icon',
        async () => ({
          field: 'icon',
          attach: ['icon', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj'), 'logo.png'],
        }),
        /PNG or JPG/,
      ],
      [
        'a 5 MB image',
        async () => ({
          field: 'icon',
          attach: [
            'icon',
            Buffer.concat([await png(64), Buffer.alloc(5 * 1024 * 1024)]),
            'big.png',
          ],
        }),
        /at most 2 MB/,
      ],
      [
        'an SVG with <script>',
        async () => ({
          field: 'iconSvg',
          attach: ['iconSvg', svg('<script>alert(1)</script>'), 'x.svg'],
        }),
        /script/,
      ],
      [
        'an SVG with an event handler',
        async () => ({
          field: 'iconSvg',
          attach: ['iconSvg', svg('<rect width="2" height="2" onclick="alert(1)"/>'), 'x.svg'],
        }),
        /event handlers/,
      ],
      [
        'an unknown body field',
        async () => ({ field: 'colour', text: ['colour', 'red'] }),
        /should not exist/,
      ],
      [
        'an empty title',
        async () => ({ field: 'title', text: ['title', '   '] }),
        /title is required/,
      ],
    ];

    it.each(cases)('%s', async (_, build, message) => {
      const before = await info();
      const { field, attach, text } = await build();
      let req = t.http.put('/api/settings').set('Cookie', admin).field('title', 'Should not stick');
      if (text) req = t.http.put('/api/settings').set('Cookie', admin).field(text[0], text[1]);
      if (attach) req = req.attach(attach[0], attach[1], { filename: attach[2] });
      const res = await req.expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.errors[field].join(' ')).toMatch(message);
      expect(await info()).toEqual(before);
    });

    it('an unexpected file field', async () => {
      const before = await info();
      await t.http
        .put('/api/settings')
        .set('Cookie', admin)
        .attach('banner', await png(8), 'b.png')
        .expect(400);
      expect(await info()).toEqual(before);
    });
  });
});
