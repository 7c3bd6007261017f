/**
 * Issue 29, the outside probe of main (two accounts, eight roles each, a loopback listener in the
 * attacker's place), reproduced item by item as it was found, each now refused:
 * 1. a tenant role repointing and testing the shared AI provider to capture its key;
 * 2. a website writer sending the stored application password to another host;
 * 3. AI output (a rework, a generated article) published to WordPress with its script;
 * 4. 10,000 beacons from one address all stored, pages of other hosts, raw control characters;
 * 5. Bull Board answering a 500 after seconds while Redis is down;
 * 6. strangers locking the owner out with wrong passwords from rotating addresses;
 * 7. `npm start` writing `.env` readable by everyone.
 * The classes behind them are covered where they live too: the generated security suite
 * (security.e2e-spec.ts: every shared subject written by a tenant role), redis-outage, the
 * sanitiser's and the writer's specs.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { generate } from 'otplib';
import type { Response } from 'supertest';
import { Agent, request } from 'undici';
import { freePort } from '../../test/support/free-port';
import { startOpenAiServer, type ProtocolServer } from '../../test/support/provider-servers';
import { startWordPressSites, stopAll, type WpSite } from '../../test/wordpress/harness';
import { Article } from '../src/articles/entities/article.entity';
import type { Permission } from '../src/core/access/subjects';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { QueueName } from '../src/core/queues/job-catalogue';
import { Provider } from '../src/providers/entities/provider.entity';
import { Website } from '../src/websites/entities/website.entity';
import { createAccount, createRole, createUser, type CreatedUser } from './support/factories';
import { startInbox, type MailInbox, type ReceivedMail } from './support/mail-inbox';
import { startRedis, stopRedis } from './support/redis-server';
import {
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  type TestApp,
  type TestSocket,
} from './support/test-app';
import { addVerifiedWebsite, basicAuth } from './support/wordpress';
import { SHARED_SECRETS, startWorker, type WorkerProcess } from './support/worker-process';

jest.setTimeout(180_000);

describe('items 1 and 2: a stored secret reaches only the origin it was entered for', () => {
  interface Seen {
    method: string;
    url: string;
    authorization: string | null;
    body: string;
  }

  interface Listener {
    url: string;
    seen: Seen[];
    close(): Promise<void>;
  }

  /** A loopback server recording every request, answering with `answer` (default: 404). */
  async function listen(
    answer: (
      req: IncomingMessage,
      send: (status: number, body?: object, headers?: object) => void,
    ) => void = (_req, send) => send(404),
  ): Promise<Listener> {
    const seen: Seen[] = [];
    const server: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        answer(req, (status, body, headers = {}) => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(body ? JSON.stringify(body) : '');
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      url,
      seen,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  const APP_PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';
  const basic = (login: string, password: string) =>
    `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

  /** Just enough of WordPress's REST API to verify a website: its root and `users/me`. */
  function fakeWordPress(self: () => string) {
    return (req: IncomingMessage, send: (status: number, body?: object) => void) => {
      if (req.url === '/wp-json/') {
        return send(200, { name: 'Fake', home: self(), url: self(), namespaces: ['wp/v2'] });
      }
      if (req.url?.startsWith('/wp-json/wp/v2/users/me')) {
        if (req.headers.authorization !== basic('editor', APP_PASSWORD)) return send(401);
        return send(200, {
          id: 1,
          name: 'Editor',
          roles: ['editor'],
          capabilities: { edit_posts: true, publish_posts: true },
        });
      }
      send(404);
    };
  }

  /** Sends every request on to `to()` with a 307 (which keeps the method and the body). */
  const bounceTo =
    (to: () => string) =>
    (req: IncomingMessage, send: (status: number, body?: object, headers?: object) => void) =>
      send(307, undefined, { location: `${to()}${req.url}` });

  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let openai: ProtocolServer;
  let attacker: Listener;
  let tenantA: number;
  let tenantB: number;

  /** A role stored before this fix, ticking write and create on providers and websites. */
  const LEGACY_TENANT_PERMISSIONS: Permission[] = [
    { action: 'read', subject: 'external-provider' },
    { action: 'write', subject: 'external-provider' },
    { action: 'create', subject: 'external-provider' },
    { action: 'read', subject: 'website' },
    { action: 'write', subject: 'website' },
    { action: 'create', subject: 'website' },
  ];

  async function tenantUser(accountId: number): Promise<string> {
    const role = await createRole(t.db, { permissions: LEGACY_TENANT_PERMISSIONS });
    const user = await createUser(t.db, { accountId, roleName: role.name });
    return (await login(t, user.email, user.password)).cookie;
  }

  /** Every request any listener saw that carried `secret`, in a header or the body. */
  const carrying = (listener: Listener, secret: string) =>
    listener.seen.filter(
      (r) =>
        (r.authorization ?? '').includes(secret) ||
        r.body.includes(secret) ||
        (r.authorization ?? '').includes(Buffer.from(secret).toString('base64').slice(0, 12)),
    );

  beforeAll(async () => {
    [t, openai, attacker] = await Promise.all([
      startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' }),
      startOpenAiServer({ apiKey: 'sk-shared-administrator-key' }),
      listen(),
    ]);
    admin = (await login(t)).cookie;
    tenantA = (await createAccount(t.db)).id;
    tenantB = (await createAccount(t.db)).id;
  }, 60_000);

  // Each test reads what the attacker saw during it alone.
  beforeEach(() => {
    attacker.seen.length = 0;
  });

  afterAll(async () => {
    await Promise.all([openai?.close(), attacker?.close()]);
    await t?.close();
    await dropEnv(env);
  });

  async function sharedProvider(): Promise<{ providerId: number; serviceId: number }> {
    const created = await t.http
      .post('/api/providers')
      .set('Cookie', admin)
      .send({
        name: `shared-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
        prettyName: 'Shared OpenAI',
        type: 'ai',
        protocol: 'openai',
        baseUrl: openai.baseUrl,
        apiKey: openai.apiKey,
      })
      .expect(201);
    const providerId = created.body.data.id as number;
    const service = await t.http
      .post(`/api/providers/${providerId}/services`)
      .set('Cookie', admin)
      .send({ name: 'Small', model: 'local-small' })
      .expect(201);
    return { providerId, serviceId: service.body.data.id as number };
  }

  describe('item 1: a tenant role does not take over the shared AI provider', () => {
    it('refuses every change and test of a provider or service to a tenant, whatever its role says', async () => {
      const { providerId, serviceId } = await sharedProvider();
      const tenant = await tenantUser(tenantA);
      const attempts = [
        t.http.patch(`/api/providers/${providerId}`).send({ baseUrl: `${attacker.url}/v1` }),
        t.http.post(`/api/providers/${providerId}/test`),
        t.http.patch(`/api/providers/${providerId}`).send({ active: false }),
        t.http.delete(`/api/providers/${providerId}`),
        t.http.post('/api/providers').send({
          name: 'mine',
          prettyName: 'Mine',
          type: 'ai',
          protocol: 'openai',
          baseUrl: `${attacker.url}/v1`,
        }),
        t.http.post(`/api/providers/${providerId}/services`).send({ name: 'x', model: 'm' }),
        t.http.patch(`/api/providers/services/${serviceId}`).send({ model: 'other' }),
        t.http.post(`/api/providers/services/${serviceId}/test`),
        t.http.delete(`/api/providers/services/${serviceId}`),
      ];
      for (const attempt of attempts) {
        const res = await attempt.set('Cookie', tenant).set('Origin', t.config.publicUrl);
        expect({ status: res.status, code: res.body.code }).toEqual({
          status: 403,
          code: 'access.forbidden',
        });
      }
      const stored = await t.db.getRepository(Provider).findOneByOrFail({ id: providerId });
      expect({ baseUrl: stored.baseUrl, active: stored.active }).toEqual({
        baseUrl: openai.baseUrl,
        active: true,
      });
      expect(attacker.seen).toEqual([]);
      // The tenant still reads names, to pick one for its websites.
      const list = await t.http.get('/api/providers').set('Cookie', tenant).expect(200);
      expect(list.body.data.map((p: { id: number }) => p.id)).toContain(providerId);
    });

    it("counts only the reader's own websites, never another account's", async () => {
      const { providerId } = await sharedProvider();
      await t.http
        .post('/api/websites')
        .set('Cookie', admin)
        .send({
          name: 'Other account site',
          url: `https://b-${providerId}.example.com`,
          accountId: tenantB,
          aiProviderId: providerId,
        })
        .expect(201);
      const tenant = await tenantUser(tenantA);
      const seenByTenant = await t.http
        .get(`/api/providers/${providerId}`)
        .set('Cookie', tenant)
        .expect(200);
      expect(seenByTenant.body.websitesCount).toBe(0);
      const services = await t.http
        .get(`/api/providers/services?providerId=${providerId}`)
        .set('Cookie', tenant)
        .expect(200);
      expect(
        services.body.data.every((s: { websitesCount: number }) => s.websitesCount === 0),
      ).toBe(true);
      const seenByAdmin = await t.http
        .get(`/api/providers/${providerId}`)
        .set('Cookie', admin)
        .expect(200);
      expect(seenByAdmin.body.websitesCount).toBe(1);
    });

    it('offers no role write on what every tenant shares, an administrator included', async () => {
      for (const subject of [
        'external-provider',
        'country',
        'module',
        'settings',
        'role',
      ] as const) {
        const res = await t.http
          .post('/api/roles')
          .set('Cookie', admin)
          .set('Origin', t.config.publicUrl)
          .send({ name: `writes-${subject}`, permissions: [{ action: 'write', subject }] })
          .expect(422);
        expect(res.body).toMatchObject({
          code: 'role.permission.shared',
          errors: { permissions: [expect.stringMatching(/administrators only/)] },
        });
      }
      const reads = await t.http
        .post('/api/roles')
        .set('Cookie', admin)
        .set('Origin', t.config.publicUrl)
        .send({
          name: 'reads-providers',
          permissions: [{ action: 'read', subject: 'external-provider' }],
        })
        .expect(201);
      expect(reads.body.permissions).toEqual([{ action: 'read', subject: 'external-provider' }]);
    });
  });

  describe("a provider's key goes only to the origin it was entered for", () => {
    it('asks for the key again with a new address, and refuses to follow a redirect away', async () => {
      const { providerId } = await sharedProvider();
      const moved = await t.http
        .patch(`/api/providers/${providerId}`)
        .set('Cookie', admin)
        .send({ baseUrl: `${attacker.url}/v1` })
        .expect(422);
      expect(moved.body).toMatchObject({
        code: 'provider.secret.rebind',
        errors: { apiKey: [expect.any(String)] },
      });
      const kept = await t.db.getRepository(Provider).findOneByOrFail({ id: providerId });
      expect(kept.baseUrl).toBe(openai.baseUrl);
      const test = await t.http.post(`/api/providers/${providerId}/test`).set('Cookie', admin);
      expect(test.body.ok).toBe(true);
      expect(openai.requests.at(-1)?.headers.authorization).toBe(`Bearer ${openai.apiKey}`);

      // A base URL that redirects every call (307 keeps the body) to the attacker.
      const bouncer = await listen(bounceTo(() => attacker.url));
      try {
        const created = await t.http
          .post('/api/providers')
          .set('Cookie', admin)
          .send({
            name: `bouncing-${providerId}`,
            prettyName: 'Bouncing',
            type: 'ai',
            protocol: 'openai',
            baseUrl: `${bouncer.url}/v1`,
            apiKey: 'sk-bounced-key',
          })
          .expect(201);
        const id = created.body.data.id as number;
        await t.http
          .post(`/api/providers/${id}/services`)
          .set('Cookie', admin)
          .send({ name: 'Small', model: 'local-small' })
          .expect(201);
        const bounced = await t.http.post(`/api/providers/${id}/test`).set('Cookie', admin);
        expect(bounced.body).toMatchObject({ ok: false, code: 'provider.call.moved' });
        expect(bouncer.seen.length).toBeGreaterThan(0);
        expect(attacker.seen).toEqual([]);
      } finally {
        await bouncer.close();
      }
    });

    it('cannot open the key for an address changed behind the API', async () => {
      const { providerId } = await sharedProvider();
      await t.db
        .getRepository(Provider)
        .update({ id: providerId }, { baseUrl: `${attacker.url}/v1` });
      await t.http.post(`/api/providers/${providerId}/test`).set('Cookie', admin);
      expect(carrying(attacker, openai.apiKey)).toEqual([]);
    });
  });

  describe('item 2: a website writer does not send the application password anywhere', () => {
    let site: Listener;
    let writer: string;

    beforeAll(async () => {
      site = await listen(fakeWordPress(() => site.url));
      writer = await tenantUser(tenantA);
    });
    afterAll(() => site?.close());
    // Each test connects the site anew.
    afterEach(async () => {
      const list = await t.http.get('/api/websites?perPage=100').set('Cookie', writer).expect(200);
      for (const { id } of list.body.data as { id: number }[]) await remove(id);
    });

    const addWebsite = async (url: string) => {
      const res = await t.http
        .post('/api/websites')
        .set('Cookie', writer)
        .send({ name: 'Daily', url, apiUsername: 'editor', apiKey: APP_PASSWORD })
        .expect(201);
      return res.body.data.id as number;
    };
    const remove = (id: number) =>
      t.http.delete(`/api/websites/${id}`).set('Cookie', writer).expect(200);

    it('asks for the password again when the address moves to another origin', async () => {
      const id = await addWebsite(site.url);
      await t.http.post(`/api/websites/${id}/verify`).set('Cookie', writer).expect(200);
      expect(site.seen.some((r) => r.authorization === basic('editor', APP_PASSWORD))).toBe(true);

      const moved = await t.http
        .patch(`/api/websites/${id}`)
        .set('Cookie', writer)
        .send({ url: attacker.url })
        .expect(422);
      expect(moved.body).toMatchObject({
        code: 'website.secret.rebind',
        errors: { apiKey: [expect.any(String)] },
      });
      const kept = await t.db.getRepository(Website).findOneByOrFail({ id });
      expect(kept.url).toBe(site.url);
      await t.http.post(`/api/websites/${id}/verify`).set('Cookie', writer).expect(200);
      expect(attacker.seen).toEqual([]);

      // The same origin with another path keeps the password; a new origin with its own one works.
      await t.http
        .patch(`/api/websites/${id}`)
        .set('Cookie', writer)
        .send({ url: `${site.url}/news` })
        .expect(200);
      await t.http
        .patch(`/api/websites/${id}`)
        .set('Cookie', writer)
        .send({ url: site.url.replace('127.0.0.1', 'localhost'), apiKey: APP_PASSWORD })
        .expect(200);
    });

    it('does not follow a redirect or a REST root elsewhere with the password', async () => {
      const bouncer = await listen(bounceTo(() => attacker.url));
      try {
        const id = await addWebsite(bouncer.url);
        const res = await t.http
          .post(`/api/websites/${id}/verify`)
          .set('Cookie', writer)
          .expect(422);
        expect(res.body).toMatchObject({ code: 'website.verify.moved', reason: 'moved' });
        expect(bouncer.seen.some((r) => r.authorization === basic('editor', APP_PASSWORD))).toBe(
          true,
        );
        expect(carrying(attacker, APP_PASSWORD)).toEqual([]);
        expect(attacker.seen.filter((r) => r.authorization)).toEqual([]);
      } finally {
        await bouncer.close();
      }
    });

    it('cannot open the password for an address changed behind the API', async () => {
      const id = await addWebsite(site.url);
      await t.db.getRepository(Website).update({ id }, { url: attacker.url });
      const res = await t.http.post(`/api/websites/${id}/verify`).set('Cookie', writer);
      expect(res.status).toBe(422);
      expect(attacker.seen.filter((r) => r.authorization)).toEqual([]);
    });
  });
});

describe('item 3: what we publish to WordPress is clean, whoever wrote it', () => {
  interface WpPost {
    id: number;
    status: string;
    title: { raw: string };
    content: { raw: string };
    excerpt: { raw: string };
    meta: Record<string, string>;
  }

  /** Anything that would run in a reader's browser, or the marker the poisoned answers carry. */
  const RUNS = /steal|<script|\son[a-z]+\s*=|javascript|vbscript|data:text|expression\(/i;

  const STORY = 'https://example.org/story';
  const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
  /** The source post, as its own newsroom wrote it: block markup, an embed, and one bad link. */
  const SOURCE_HTML = [
    '<!-- wp:paragraph -->',
    `<p>Boats are back in the <a href="${STORY}">harbour</a> &amp; the nets are out.</p>`,
    '<!-- /wp:paragraph -->',
    '',
    '<!-- wp:paragraph -->',
    '<p>See <a href="javascript:alert(document.cookie)">this</a>.</p>',
    '<!-- /wp:paragraph -->',
    '',
    '<!-- wp:html -->',
    `<figure class="wp-block-embed"><iframe src="${EMBED}" width="560" height="315" allowfullscreen></iframe></figure>`,
    '<!-- /wp:html -->',
  ].join('\n');

  /**
   * Poison a model can be fed through its sources: scripts, handlers, script addresses (plain,
   * entity-encoded, in frames, SVG, MathML, image maps), style expressions. The links of the body
   * stay those of the source (the rework's own check refuses an added one), written differently.
   */
  const POISON = [
    '<script>steal()</script>',
    '<svg onload="steal()"><circle cx="5" cy="5" r="4"></circle></svg>',
    '<iframe src="javascript:steal()"></iframe>',
    '<iframe src="https://evil.example/steal"></iframe>',
    '<details open ontoggle="steal()"><summary>More</summary>Details</details>',
    '<p style="color: red; width: expression(steal()); background: url(javascript:steal())">Rosso</p>',
    '<math href="javascript:steal()"><mi>x</mi></math>',
    '<map name="m"><area shape="rect" coords="0,0,9,9" href="vbscript:steal()"></map>',
    '<object data="data:text/html,steal()"></object>',
  ].join('\n');

  /**
   * Whatever wrote it, what reaches WordPress is clean: an AI rework and a generated article full of
   * script, handlers and `javascript:` links arrive on a real WordPress site (whose API user has
   * `unfiltered_html`, so WordPress itself would keep them) without any of them, with their block
   * markup, embed, http(s) links and SEO text intact. Answers come from the local OpenAI-compatible
   * server; the jobs run in a worker process.
   */
  describe('against a real WordPress site and the local AI server', () => {
    const env = testEnv();
    let t: TestApp;
    let sites: WpSite[];
    let source: WpSite;
    let dest: WpSite;
    let openai: ProtocolServer;
    const workers: WorkerProcess[] = [];
    let admin: string;
    let socket: TestSocket;
    let sourceId: number;
    let destId: number;
    let articleId: number;
    const unique = Date.now().toString(36);

    /** The REST API of a harness site as its editor: the user the websites are connected with. */
    const wp = async <T>(site: WpSite, method: string, route: string, body?: object) => {
      const res = await fetch(`${site.url}/wp-json/${route}`, {
        method,
        headers: {
          authorization: basicAuth(site.users.editor),
          'content-type': 'application/json',
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const remotePost = (site: WpSite, id: number) =>
      wp<WpPost>(site, 'GET', `wp/v2/posts/${id}?context=edit`);

    beforeAll(async () => {
      [t, sites, openai] = await Promise.all([
        startApp(env, { ROLE: 'api', OUTBOUND_ALLOW_PRIVATE: 'true', ...SHARED_SECRETS }),
        startWordPressSites({ count: 2, yoast: [true, true] }),
        startOpenAiServer({ apiKey: 'sk-publish-local-0001' }),
      ]);
      [source, dest] = sites as [WpSite, WpSite];
      workers.push(await startWorker(env));
      admin = (await login(t)).cookie;
      socket = await connectSocket(t, admin);
      [sourceId, destId] = await Promise.all([
        addVerifiedWebsite(t, { Cookie: admin }, source),
        addVerifiedWebsite(t, { Cookie: admin }, dest),
      ]);
      const create = async (path: string, body: object) =>
        (await t.http.post(path).set('Cookie', admin).send(body).expect(201)).body.data as {
          id: number;
        };
      const provider = await create('/api/providers', {
        name: 'publish-openai',
        prettyName: 'Publish OpenAI',
        type: 'ai',
        protocol: 'openai',
        baseUrl: openai.baseUrl,
        apiKey: openai.apiKey,
      });
      const service = await create(`/api/providers/${provider.id}/services`, {
        name: 'Small',
        model: 'local-small',
      });
      await t.db.query('UPDATE websites SET aiProviderId = ?, aiServiceId = ? WHERE id = ?', [
        provider.id,
        service.id,
        destId,
      ]);

      const post = await wp<WpPost>(source, 'POST', 'wp/v2/posts', {
        title: `Harbour reopens ${unique}`,
        status: 'publish',
        content: SOURCE_HTML,
        excerpt: 'The harbour is open again.',
      });
      const sync = await t.http.post(`/api/websites/${sourceId}/sync`).set('Cookie', admin);
      const synced = await followJob(t, socket, sync.body.jobId as string, 60_000);
      expect((await synced.outcome).state).toBe('completed');
      articleId = (
        await t.db
          .getRepository(Article)
          .findOneByOrFail({ websiteId: sourceId, remoteId: post.id })
      ).id;
    }, 300_000);

    afterAll(async () => {
      socket?.disconnect();
      await Promise.all(workers.map((w) => w.kill()));
      await stopAll(sites ?? []);
      await t?.close();
      await openai?.close();
      await dropEnv(env);
    });

    /** Checks the post as WordPress stores it (raw): nothing that runs, what a post is made of kept. */
    function expectClean(post: WpPost) {
      expect(JSON.stringify([post.title, post.content, post.excerpt, post.meta])).not.toMatch(RUNS);
      expect(post.content.raw).toContain('<!-- wp:paragraph -->');
      expect(post.content.raw).toContain('<!-- /wp:paragraph -->');
      expect(post.content.raw).toContain(`href="${STORY}"`);
      // One frame only: the trusted player's.
      const frames = [...post.content.raw.matchAll(/<iframe[^>]*>/g)].map((m) => m[0]);
      expect(frames).toHaveLength(1);
      expect(frames[0]).toContain(`src="${EMBED}"`);
    }

    it('the harness site keeps script for this API user: what WordPress would store unguarded', async () => {
      const direct = await wp<WpPost>(dest, 'POST', 'wp/v2/posts', {
        title: `Unguarded ${unique}`,
        status: 'draft',
        content: `<p onclick="steal()">x</p>${POISON}`,
      });
      const stored = await remotePost(dest, direct.id);
      expect(stored.content.raw).toContain('<script>steal()</script>');
      expect(stored.content.raw).toContain('onclick="steal()"');
      await wp(dest, 'DELETE', `wp/v2/posts/${direct.id}?force=true`);
    });

    /** Clones the article into the destination and follows the job; resolves with the ledger row. */
    async function clone(type: 'unchanged' | 'ai') {
      const res = await t.http
        .post('/api/articles/clone')
        .set('Cookie', admin)
        .send({
          articleIds: [articleId],
          websiteIds: [destId],
          type,
          status: 'publish',
          pushSeo: true,
        })
        .expect(202);
      const job = await followJob(t, socket, res.body.jobs[0].jobId as string, 120_000);
      expect(await job.outcome).toMatchObject({ state: 'completed' });
      const clones = await t.http
        .get(`/api/articles/${articleId}/clones`)
        .set('Cookie', admin)
        .expect(200);
      return clones.body.data[0] as { remoteId: number; yoast: string; state: string };
    }

    it('a verbatim clone loses its source’s script link and nothing else', async () => {
      const row = await clone('unchanged');
      const copy = await remotePost(dest, row.remoteId);
      expectClean(copy);
      expect(copy.content.raw).toContain('<a>this</a>');
      expect(copy.content.raw).toContain('&amp; the nets are out.');
    });

    it('an AI rework full of script, handlers and javascript: links arrives without any of them', async () => {
      const html = [
        '<!-- wp:paragraph -->',
        `<p onclick="steal()">Le barche sono tornate nel <a href="${STORY}" onmouseover="steal()">porto</a>.</p>`,
        '<!-- /wp:paragraph -->',
        '',
        '<!-- wp:paragraph -->',
        '<p>Vedi <a href="jav&#x61;script:alert(document.cookie)">questo</a>.</p>',
        '<!-- /wp:paragraph -->',
        `<figure class="wp-block-embed"><iframe src="${EMBED}" width="560" height="315" allowfullscreen onload="steal()"></iframe></figure>`,
        POISON,
      ].join('\n');
      openai.answers.push(
        JSON.stringify({
          title: `Il porto riapre ${unique}<script>steal()</script>`,
          html,
          excerpt: 'Il porto è aperto.<img src="x" onerror="steal()"><script>steal()</script>',
          seo: {
            title: 'Il porto riapre | SEO<script>steal()</script>',
            ogTitle: 'Il porto <img src=x onerror=steal()>(OG)',
            metaDescription: 'Riaperto\u0000 dopo la tempesta.<svg onload=steal()>',
            focusKeyword: 'porto<a href="javascript:steal()">',
          },
        }),
      );
      const row = await clone('ai');
      expect(row).toMatchObject({ state: 'completed', yoast: 'saved' });
      const copy = await remotePost(dest, row.remoteId);
      expectClean(copy);
      expect(copy.title.raw).toBe(`Il porto riapre ${unique}`);
      expect(copy.excerpt.raw).toBe('Il porto è aperto.<img src="x">');
      expect(copy.content.raw).toContain('Le barche sono tornate nel');
      expect(copy.content.raw).toContain('<a>questo</a>');
      expect(copy.content.raw).toContain('<p style="color: red">Rosso</p>');
      expect(copy.content.raw).toContain('<circle cx="5" cy="5" r="4"></circle>');
      expect(copy.meta).toMatchObject({
        _yoast_wpseo_title: 'Il porto riapre | SEO',
        '_yoast_wpseo_opengraph-title': 'Il porto (OG)',
        _yoast_wpseo_metadesc: 'Riaperto dopo la tempesta.',
        _yoast_wpseo_focuskw: 'porto',
      });
    });

    it('a generated article full of script, handlers and javascript: links is used without any of them', async () => {
      const title = `The harbour, a day later ${unique}`;
      openai.answers.push(
        [
          `${title}<script>steal()</script>`,
          '',
          '<!-- wp:paragraph -->',
          `<p onmouseover="steal()">Boats are back, says <a href="${STORY}">the story</a>.</p>`,
          '<!-- /wp:paragraph -->',
          '<p><a href="javascript:steal()">one</a> <a href="jav&#x61;script:steal()">two</a> <a href="data:text/html;base64,PHNjcmlwdD4=">three</a> <a href="vbscript:steal()">four</a></p>',
          `<figure class="wp-block-embed"><iframe src="${EMBED}"></iframe></figure>`,
          '<img src="x" onerror="steal()">',
          POISON,
        ].join('\n'),
        JSON.stringify({
          excerpt: 'Boats are back.<script>steal()</script>',
          seo: {
            title: `${title} | SEO<img src=x onerror=steal()>`,
            ogTitle: 'Harbour <script>steal()</script>(OG)',
            metaDescription: 'The harbour reopened.<svg onload=steal()>',
            focusKeyword: 'harbour',
          },
        }),
      );
      const started = await t.http
        .post('/api/articles/generate')
        .set('Cookie', admin)
        .send({
          topic: 'The harbour',
          sourceArticleIds: [articleId],
          websiteId: destId,
          mode: 'follow_up',
        })
        .expect(202);
      const generated = await followJob(t, socket, started.body.jobId as string, 120_000);
      expect((await generated.outcome).state).toBe('completed');
      const id = started.body.id as number;

      const res = await t.http
        .post(`/api/articles/generated/${id}/use`)
        .set('Cookie', admin)
        .send({})
        .expect(202);
      const sent = await followJob(t, socket, res.body.jobId as string, 120_000);
      expect(await sent.outcome).toMatchObject({ state: 'completed' });
      const used = (
        await t.http.get(`/api/articles/generated/${id}`).set('Cookie', admin).expect(200)
      ).body as { state: string; remoteId: number; yoast: string };
      expect(used).toMatchObject({ state: 'used', yoast: 'saved' });

      const post = await remotePost(dest, used.remoteId);
      expectClean(post);
      expect(post.status).toBe('draft');
      expect(post.title.raw).toBe(title);
      expect(post.excerpt.raw).toBe('Boats are back.');
      expect(post.content.raw).toContain('<a>one</a> <a>two</a> <a>three</a> <a>four</a>');
      expect(post.content.raw).toContain('<img src="x">');
      expect(post.meta).toMatchObject({
        _yoast_wpseo_title: `${title} | SEO`,
        '_yoast_wpseo_opengraph-title': 'Harbour (OG)',
        _yoast_wpseo_metadesc: 'The harbour reopened.',
        _yoast_wpseo_focuskw: 'harbour',
      });
    });
  });
});

describe('item 4: beacons are limited, of the site only, without control characters', () => {
  const CHROME =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const ORIGIN = 'https://news.example.com';
  const PER_ADDRESS = 50;

  describe("with the product's default limits", () => {
    const env = testEnv();
    let t: TestApp;
    let admin: string;
    let websiteId: number;
    let publicId: string;

    beforeAll(async () => {
      // The product's defaults, not the raised ones other test files use.
      t = await startApp(env, {
        BEACON_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
        BEACON_LIMIT_PER_SITE: '50000',
      });
      admin = (await login(t)).cookie;
      const created = await t.http
        .post('/api/websites')
        .set('Cookie', admin)
        .send({ name: 'News', url: ORIGIN })
        .expect(201);
      websiteId = created.body.data.id;
      publicId = (
        await t.http.get(`/api/websites/${websiteId}/tracking`).set('Cookie', admin).expect(200)
      ).body.publicId;
    }, 60_000);

    afterAll(async () => {
      await t?.close();
      await dropEnv(env);
    });

    const body = (extra: Record<string, unknown>) => JSON.stringify({ k: publicId, ...extra });
    const beacon = (extra: Record<string, unknown>, ip: string) =>
      t.http
        .post('/api/collect')
        .set('Origin', ORIGIN)
        .set('User-Agent', CHROME)
        .set('X-Forwarded-For', ip)
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .send(body(extra));
    const count = async (where: string, params: unknown[] = []) => {
      const rows: { n: string }[] = await t.db.query(
        `SELECT COUNT(*) n FROM analytics_events WHERE ${where}`,
        params,
      );
      return Number(rows[0]!.n);
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

    it('holds 10,000 beacons from one address to the limit, answers 429, and keeps serving others', async () => {
      const dispatcher = new Agent({ connections: 50 });
      const statuses = new Map<number, number>();
      let sent = 0;
      let served = 0;
      let refusal: unknown = null;
      const started = Date.now();
      const worker = async () => {
        while (sent < 10_000) {
          sent++;
          const res = await request(`${t.url}/api/collect`, {
            method: 'POST',
            dispatcher,
            headers: {
              origin: ORIGIN,
              'user-agent': CHROME,
              'x-forwarded-for': '198.51.100.9',
              'content-type': 'text/plain;charset=UTF-8',
            },
            body: body({ u: `${ORIGIN}/flood` }),
          });
          if (res.statusCode === 429 && refusal === null) refusal = await res.body.json();
          else await res.body.dump();
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        }
      };
      // Meanwhile someone else is served as usual.
      const others = (async () => {
        while (sent < 10_000) {
          await t.http.get('/api/health').expect(200);
          await beacon({ u: `${ORIGIN}/reader` }, '192.0.2.44').expect(202);
          served++;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      await Promise.all([...Array.from({ length: 50 }, worker), others]);
      await dispatcher.close();
      expect(sent).toBe(10_000);
      const answered202 = statuses.get(202) ?? 0;
      const answered429 = statuses.get(429) ?? 0;
      // Every beacon was answered: taken, or refused for the limit (nothing else, no 5xx).
      expect(Object.fromEntries(statuses)).toEqual({ 202: answered202, 429: answered429 });
      expect(answered202 + answered429).toBe(10_000);
      // One window or two passed (10 s each): at most the limit per window got through.
      const windows = Math.ceil((Date.now() - started) / 10_000) + 1;
      expect(answered202).toBeLessThanOrEqual(PER_ADDRESS * windows);
      expect(answered429).toBeGreaterThan(9_000);
      await settle();
      expect(await count("path = '/flood'")).toBeLessThanOrEqual(PER_ADDRESS * windows);
      expect(await count("path = '/reader'")).toBeGreaterThan(0);
      // Another reader was served throughout the flood (each call expected its status above).
      expect(served).toBeGreaterThan(5);
      // A refusal has the one error shape and its code.
      expect(refusal).toMatchObject({ statusCode: 429, code: 'analytics.beacon_limit' });
    }, 240_000);

    it('drops a page of another host: it is not this site’s view', async () => {
      await beacon({ u: 'https://evil.test/phish' }, '192.0.2.50').expect(202);
      await beacon({ u: 'https://www.news.example.com/www-page' }, '192.0.2.50').expect(202);
      await settle();
      expect(await count("path = '/phish'")).toBe(0);
      expect(await count("path = '/www-page'")).toBe(1);
    });

    it('strips NUL, ESC and CR/LF from path, referrer, UTM values and event names', async () => {
      await beacon(
        {
          u: `${ORIGIN}/ctl%00-%1B-%0D%0A-page?utm_source=ne%00ws%0A&utm_campaign=win%1Bter`,
          r: 'https://ref\u0000erer.example.org/\r\nx',
          n: 'sig\u001bnup\r\n',
        },
        '192.0.2.51',
      ).expect(202);
      await settle();
      const rows: Record<string, string | null>[] = await t.db.query(
        "SELECT path, eventName, referrerHost, utmSource, utmCampaign FROM analytics_events WHERE path LIKE '/ctl%'",
      );
      expect(rows).toEqual([
        {
          path: '/ctl---page',
          eventName: 'signup',
          referrerHost: 'referer.example.org',
          utmSource: 'news',
          utmCampaign: 'winter',
        },
      ]);
    });
  });
});

describe('item 5: Bull Board while Redis is down', () => {
  const env = testEnv();
  let port: number;
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let t: TestApp;
  let bearer: string;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await startApp(env, { REDIS_URL: `redis://127.0.0.1:${port}` });
    bearer = `Bearer ${(await login(t)).token}`;
  });

  afterAll(async () => {
    // Back first (should the test have stopped short), so the queues close rather than retry.
    redis ??= await startRedis(port);
    await t?.close();
    await stopRedis(redis);
    await dropEnv(env);
  });

  it("answers the API's coded 503 at once, never a 500 with the driver's message after seconds", async () => {
    await t.http.get('/admin/queues').set('Authorization', bearer).expect(200);
    await stopRedis(redis);
    redis = undefined;
    for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
      const started = Date.now();
      const res = await t.http.get(path).set('Authorization', bearer);
      expect({ status: res.status, body: res.body as unknown }).toEqual({
        status: 503,
        body: {
          statusCode: 503,
          code: 'service.redis_unavailable',
          message:
            'The service is temporarily unavailable (Redis cannot be reached). Try again in a moment.',
        },
      });
      expect(res.text).not.toMatch(/ECONNREFUSED|ioredis|Connection is closed/i);
      expect(Date.now() - started).toBeLessThan(1000);
    }

    // Redis back: the board serves again without a restart (and the app can close cleanly).
    redis = await startRedis(port);
    const deadline = Date.now() + 10_000;
    while ((await t.http.get('/api/health')).status !== 200) {
      if (Date.now() > deadline) throw new Error('health did not recover within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    await t.http.get('/admin/queues/api/queues').set('Authorization', bearer).expect(200);
    // Every queue connection back too (a blocking one reconnects on its own back-off): closing
    // the app while one is between attempts would leave it retrying after the file ends.
    const clients = Object.values(QueueName).flatMap(
      (name) => t.app.get<Queue>(getQueueToken(name), { strict: false }).clients,
    );
    const reconnected = Date.now() + 10_000;
    while (clients.some((client) => client.status !== 'ready')) {
      if (Date.now() > reconnected) throw new Error('the queues did not reconnect within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});

describe('item 6: sign-in throttling that strangers cannot turn against the owner', () => {
  const env = testEnv();
  let t: TestApp;
  let inbox: MailInbox;

  /** The app trusts X-Forwarded-For from the loopback proxy: each value is another client. */
  const signIn = (ip: string, email: string, password: string, cookies: string[] = []) => {
    const req = t.http.post('/api/auth/login').set('X-Forwarded-For', ip);
    if (cookies.length) req.set('Cookie', cookies.join('; '));
    return req.send({ email, password });
  };
  const setCookie = (res: Response, name: string) =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
  /** `name=value` of a cookie the answer set, as a browser sends it back. */
  const cookieOf = (res: Response, name: string) => setCookie(res, name)!.split(';')[0];
  /** The finding as it was found: 50 wrong passwords, the address changing on every one. */
  const attack = async (email: string) => {
    for (let i = 0; i < 50; i++) {
      const res = await signIn(`198.51.100.${(i % 10) + 1}`, email, `guess number ${i}`);
      expect([res.status, res.body.code]).toEqual([401, 'auth.invalid_credentials']);
    }
  };
  const unlockMails = (email: string) =>
    inbox.mails.filter((m) => m.to.includes(email) && /Finish signing in/.test(m.subject));
  const unlockToken = (mail: ReceivedMail): string => {
    const pattern = new RegExp(
      `${t.config.publicUrl}/pages/authentication/unlock\\?token=([\\w-]+)`,
    );
    const token = pattern.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(pattern.exec(mail.html)?.[1]).toBe(token);
    return token!;
  };
  const unlock = (ip: string, token: string) =>
    t.http.post('/api/auth/unlock').set('X-Forwarded-For', ip).send({ token });
  /** Waits until the mail jobs queued so far have run, so a missing mail is really missing. */
  const mailJobsDone = async () => {
    for (let i = 0; i < 100; i++) {
      const open = await t.db
        .getRepository(JobRun)
        .createQueryBuilder('r')
        .where(
          "r.name IN ('auth.link-mail', 'mail.send') AND r.state NOT IN ('completed', 'failed')",
        )
        .getCount();
      if (open === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('mail jobs did not finish');
  };
  const expectLockedAnswer = (res: Response) => {
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'auth.account_locked',
      message:
        'Too many failed sign-ins on this account. If the password was right, we have emailed you a link to finish signing in.',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  };

  beforeAll(async () => {
    inbox = await startInbox();
    t = await startApp(env, { SMTP_URL: inbox.smtpUrl, THROTTLE_LOGIN_LIMIT: '100000' });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await dropEnv(env);
  });

  describe('after 50 wrong passwords from rotating addresses', () => {
    let owner: CreatedUser;

    beforeAll(async () => {
      owner = await createUser(t.db, { firstName: 'Dana', email: 'dana@e2e.test' });
      await attack(owner.email);
    });

    it('the owner, with the right password from a fresh address, is told a link was mailed, not a bare 429', async () => {
      const first = await signIn('203.0.113.20', owner.email, owner.password);
      expect(first.status).not.toBe(429);
      expectLockedAnswer(first);
      // A stranger's wrong password, and an email nobody has, get the very same answer.
      const stranger = await signIn('203.0.113.21', owner.email, 'one more guess');
      expect(stranger.body).toEqual(first.body);
      const mail = await inbox.waitFor((m) => unlockMails(owner.email).includes(m));
      expect(mail.subject).toBe('Finish signing in to ai multisite');
      expect(mail.text).toContain('Hello Dana,');
      expect(mail.text).toContain('expires in 1 hour');
      // Trying again within the minute mails no second link; wrong passwords mail none at all.
      expectLockedAnswer(await signIn('203.0.113.20', owner.email, owner.password));
      await mailJobsDone();
      expect(unlockMails(owner.email)).toHaveLength(1);
      const token = unlockToken(mail);

      // The link signs in, once, wherever it is opened; that device is known from then on.
      const unlocked = await unlock('203.0.113.22', token);
      expect(unlocked.status).toBe(200);
      expect(unlocked.body.userData.email).toBe(owner.email);
      await t.http.get('/api/auth/me').set('Cookie', cookieOf(unlocked, 'accessToken')).expect(200);
      const again = await unlock('203.0.113.22', token);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        code: 'auth.invalid_link',
        errors: { token: ['This link is invalid or has expired.'] },
      });
      const device = cookieOf(unlocked, 'knownDevice');
      const later = await signIn('203.0.113.23', owner.email, owner.password, [device]);
      expect(later.status).toBe(200);
      expect(later.body.userData.email).toBe(owner.email);
      // Without it, a fresh address still needs a link: the strangers' failures still count.
      expectLockedAnswer(await signIn('203.0.113.24', owner.email, owner.password));
    });

    it("locks each of the attacker's own addresses, even for the right password", async () => {
      const locked = await signIn('198.51.100.1', owner.email, owner.password);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        statusCode: 429,
        code: 'auth.too_many_attempts',
        message: 'Too many sign-in attempts. Try again in 15 minutes.',
        params: { count: 15 },
      });
      // The owner signing in elsewhere does not free them.
      await signIn('198.51.100.10', owner.email, 'still guessing').expect(429);
      // Nor does any of it touch another account from those addresses.
      const bystander = await createUser(t.db);
      const res = await signIn('198.51.100.1', bystander.email, bystander.password);
      expect(res.status).toBe(200);
    });

    it('refuses forged and malformed links', async () => {
      for (const token of ['x'.repeat(43), 'short', '../../etc']) {
        const res = await unlock('203.0.113.25', token);
        expect([res.status, res.body.code]).toEqual([400, 'auth.invalid_link']);
      }
    });
  });

  it('a device that signed in before gets straight in with the right password, and only it', async () => {
    const owner = await createUser(t.db, { email: 'desk.laptop@e2e.test' });
    const other = await createUser(t.db, { email: 'colleague@e2e.test' });
    const before = await signIn('203.0.113.30', owner.email, owner.password);
    expect(before.status).toBe(200);
    const cookie = setCookie(before, 'knownDevice')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth(;|$)/);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]);
    expect(expires).toBeGreaterThan(Date.now() + 170 * 86_400_000);
    const device = cookie.split(';')[0];
    // Signing out keeps the device known.
    const signedOut = await t.http
      .post('/api/auth/logout')
      .set('Cookie', cookieOf(before, 'accessToken'))
      .expect(204);
    expect(setCookie(signedOut, 'knownDevice')).toBeUndefined();
    const colleague = cookieOf(
      await signIn('203.0.113.32', other.email, other.password),
      'knownDevice',
    );

    await attack(owner.email);

    // From a new address (a train's wifi), with its cookie: the strangers' count does not apply.
    const wrong = await signIn('203.0.113.31', owner.email, 'typo in it', [device]);
    expect([wrong.status, wrong.body.code]).toEqual([401, 'auth.invalid_credentials']);
    const ok = await signIn('203.0.113.31', owner.email, owner.password, [device]);
    expect(ok.status).toBe(200);
    expect(ok.body.userData.email).toBe(owner.email);
    // Another user's device, a forged one, or none: unknown.
    const [head, body] = device.split('.');
    const forged = `${head}.${body}.${'A'.repeat(43)}`;
    for (const cookies of [[colleague], [forged], []]) {
      expectLockedAnswer(await signIn('203.0.113.33', owner.email, owner.password, cookies));
    }
  });

  it('with two-step sign-in on, the owner is asked for the code and no link is mailed', async () => {
    const owner = await createUser(t.db, { email: 'two.steps@e2e.test' });
    const session = await login(t, owner.email, owner.password);
    const setup = await t.http.post('/api/auth/2fa/setup').set('Cookie', session.cookie).send({});
    const secret = setup.body.secret as string;
    const now = Math.floor(Date.now() / 1000);
    await t.http
      .post('/api/auth/2fa/enable')
      .set('Cookie', session.cookie)
      .send({ code: await generate({ secret, epoch: now }) })
      .expect(200);

    await attack(owner.email);

    const first = await signIn('203.0.113.40', owner.email, owner.password);
    expect(first.status).toBe(200);
    expect(first.body.twoFactorRequired).toBe(true);
    const done = await t.http
      .post('/api/auth/login/2fa')
      .set('X-Forwarded-For', '203.0.113.40')
      .send({
        challengeToken: first.body.challengeToken,
        code: await generate({ secret, epoch: now + 30 }),
      });
    expect(done.status).toBe(200);
    expect(done.body.userData.email).toBe(owner.email);
    // A wrong password gets the answer everyone gets.
    expectLockedAnswer(await signIn('203.0.113.41', owner.email, 'not the password'));
    await mailJobsDone();
    expect(unlockMails(owner.email)).toHaveLength(0);
  });

  it('answers for an email nobody has exactly as for a real one', async () => {
    await attack('nobody.here@e2e.test');
    expectLockedAnswer(await signIn('203.0.113.50', 'nobody.here@e2e.test', 'anything at all'));
    await mailJobsDone();
    expect(inbox.mails.some((m) => m.to.includes('nobody.here@e2e.test'))).toBe(false);
  });
});

describe('item 7: the .env that npm start writes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ams-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const modeOf = (file: string) => statSync(file).mode & 0o777;
  /** What `npm start` runs before anything else (scripts/start.mjs), in a process of its own. */
  const ensureSecrets = (file: string) =>
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { ensureSecrets } from ${JSON.stringify(resolve(__dirname, '../../scripts/env-file.mjs'))};
         ensureSecrets(process.argv[1], {});`,
        file,
      ],
      { stdio: 'pipe' },
    );

  it('writes a new one readable by its owner alone (0600), holding both secrets', () => {
    const file = join(dir, 'new.env');
    ensureSecrets(file);
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^ENCRYPTION_KEY=[0-9a-f]{64}$/m);
  });

  it('makes private an existing one that others could read, its secrets kept', () => {
    const file = join(dir, 'old.env');
    writeFileSync(file, `JWT_SECRET=kept\nENCRYPTION_KEY=${'ab'.repeat(32)}\n`);
    chmodSync(file, 0o644);
    ensureSecrets(file);
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^JWT_SECRET=kept$/m);
  });
});
