import { ProviderGateway } from '../src/providers/gateway/provider-gateway.service';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import { Website } from '../src/websites/entities/website.entity';
import {
  startDeepLServer,
  startLibreTranslateServer,
  type ProtocolServer,
} from '../../test/support/provider-servers';
import { createAccount, createRole, createUser } from './support/factories';
import { dropEnv, login, startApp, testEnv, type TestApp } from './support/test-app';

describe('website glossary', () => {
  const env = testEnv();
  let t: TestApp;
  let admin: string;
  let deepl: ProtocolServer;
  let libre: ProtocolServer;
  let gateway: ProviderGateway;
  let deeplId: number;
  let libreId: number;
  let websiteId: number;
  let otherWebsiteId: number;

  const newWebsite = async (accountId: number, name: string) =>
    (
      await t.db
        .getRepository(Website)
        .save(
          t.db.getRepository(Website).create({ accountId, name, url: 'https://news.example.org' }),
        )
    ).id;
  const post = async (path: string, body: object) => {
    const res = await t.http.post(path).set('Cookie', admin).send(body);
    expect(res.status).toBe(201);
    return res.body.data as { id: number };
  };
  const glossary = (id = websiteId) => `/api/websites/${id}/glossary`;

  beforeAll(async () => {
    [deepl, libre] = await Promise.all([
      startDeepLServer({ apiKey: 'glossary-SECRET-deepl:fx' }),
      startLibreTranslateServer({ apiKey: 'glossary-SECRET-libre' }),
    ]);
    t = await startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' });
    admin = (await login(t)).cookie;
    gateway = t.app.get(ProviderGateway);
    deeplId = (
      await post('/api/providers', {
        name: 'glossary-deepl',
        prettyName: 'DeepL',
        type: 'translation',
        protocol: 'deepl',
        baseUrl: deepl.url,
        apiKey: deepl.apiKey,
      })
    ).id;
    libreId = (
      await post('/api/providers', {
        name: 'glossary-libre',
        prettyName: 'Libre',
        type: 'translation',
        protocol: 'libretranslate',
        baseUrl: libre.url,
        apiKey: libre.apiKey,
      })
    ).id;
    const account = await createAccount(t.db);
    websiteId = await newWebsite(account.id, 'Morning Desk');
    otherWebsiteId = await newWebsite(account.id, 'Evening Desk');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([deepl.close(), libre.close()]);
    await dropEnv(env);
  });

  it('keeps terms per website and language: create, list, change, delete, with clear refusals', async () => {
    const created = await t.http
      .post(glossary())
      .set('Cookie', admin)
      .send({ source: ' Good Morning ', targetLang: 'it-IT', target: 'Good Morning' })
      .expect(201);
    expect(created.body).toMatchObject({
      message: 'The glossary term has been saved',
      data: { websiteId, source: 'Good Morning', targetLang: 'it', target: 'Good Morning' },
    });
    const termId = created.body.data.id as number;

    const twice = await t.http
      .post(glossary())
      .set('Cookie', admin)
      .send({ source: 'Good Morning', targetLang: 'it', target: 'Buongiorno' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('provider.glossary.term_taken');
    const bad = await t.http
      .post(glossary())
      .set('Cookie', admin)
      .send({ source: '', targetLang: 'italian!', target: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['source', 'target', 'targetLang']);

    const extra = await post(glossary(), { source: 'news', targetLang: 'de', target: 'News' });
    const list = await t.http.get(glossary()).set('Cookie', admin).expect(200);
    expect(list.body.map((r: { source: string }) => r.source)).toEqual(['news', 'Good Morning']);
    await t.http.get(glossary(otherWebsiteId)).set('Cookie', admin).expect(200, []);

    // Another website's term is not found through this one.
    await t.http
      .patch(`${glossary(otherWebsiteId)}/${extra.id}`)
      .set('Cookie', admin)
      .send({ target: 'Neuigkeiten' })
      .expect(404);
    const changed = await t.http
      .patch(`${glossary()}/${extra.id}`)
      .set('Cookie', admin)
      .send({ target: 'Neuigkeiten' })
      .expect(200);
    expect(changed.body.data.target).toBe('Neuigkeiten');
    await t.http.delete(`${glossary()}/${extra.id}`).set('Cookie', admin).expect(200);
    await t.http.delete(`${glossary()}/${extra.id}`).set('Cookie', admin).expect(404);
    expect(termId).toBeGreaterThan(0);
  });

  it('lets website readers see the glossary and only website writers change it', async () => {
    const account = await createAccount(t.db);
    const site = await newWebsite(account.id, 'Reader Desk');
    const reader = await createUser(t.db, {
      accountId: account.id,
      roleName: (await createRole(t.db, { permissions: [{ action: 'read', subject: 'website' }] }))
        .name,
    });
    await t.db
      .getRepository(WebsiteUser)
      .insert({ websiteId: site, userId: reader.id, canWrite: false });
    const cookie = (await login(t, reader.email, reader.password)).cookie;
    await t.http.get(glossary(site)).set('Cookie', cookie).expect(200);
    const refused = await t.http
      .post(glossary(site))
      .set('Cookie', cookie)
      .send({ source: 'a', targetLang: 'it', target: 'b' });
    expect(refused.status).toBe(403);
    // Someone else's website is not there at all.
    await t.http.get(glossary(websiteId)).set('Cookie', cookie).expect(404);
  });

  it('translates through a DeepL glossary when DeepL has the language pair', async () => {
    const context = { purpose: 'translate' as const, websiteId };
    const plain = await gateway.translate(deeplId, {
      texts: ['Good Morning America brings the news'],
      target: 'it',
      source: 'en',
    });
    expect(plain.texts).toEqual(['Buon Giorno America brings le notizie']);

    const first = await gateway.translate(
      deeplId,
      { texts: ['Good Morning America brings the news'], target: 'it', source: 'en' },
      { context },
    );
    expect(first.texts).toEqual(['Good Morning America brings le notizie']);
    expect(deepl.glossaries.size).toBe(1);
    const [glossaryId, created] = [...deepl.glossaries.entries()][0]!;
    expect(created).toEqual({
      sourceLang: 'en',
      targetLang: 'it',
      entries: [['Good Morning', 'Good Morning']],
    });
    const sent = JSON.parse(deepl.requests.at(-1)!.body) as {
      glossary_id?: string;
      text: string[];
    };
    expect(sent.glossary_id).toBe(glossaryId);
    expect(sent.text).toEqual(['Good Morning America brings the news']);

    // HTML keeps its tags; the same glossary is used again, not created twice.
    const html = await gateway.translate(
      deeplId,
      {
        texts: ['<p title="Good Morning">Good Morning, the world</p>'],
        target: 'it',
        source: 'en',
        format: 'html',
      },
      { context },
    );
    expect(html.texts).toEqual(['<p title="Good Morning">Good Morning, le mondo</p>']);
    expect(deepl.glossaries.size).toBe(1);
  });

  it('uses the product’s own substitution elsewhere: LibreTranslate, or DeepL without a source language', async () => {
    const context = { purpose: 'translate' as const, websiteId };
    const libreResult = await gateway.translate(
      libreId,
      { texts: ['Good Morning, good news', 'Good Morning'], target: 'it' },
      { context },
    );
    expect(libreResult.texts).toEqual(['Good Morning, buon notizie', 'Good Morning']);
    const sentToLibre = JSON.parse(libre.requests.at(-1)!.body) as { q: string[] };
    expect(sentToLibre.q).toEqual(['⟦0⟧, good news', '⟦0⟧']);

    const before = deepl.glossaries.size;
    const noSource = await gateway.translate(
      deeplId,
      { texts: ['Good Morning, hello world'], target: 'it' },
      { context },
    );
    expect(noSource.texts).toEqual(['Good Morning, ciao mondo']);
    expect(deepl.glossaries.size).toBe(before);

    // Another language has no entry: nothing is substituted.
    const german = await gateway.translate(
      libreId,
      { texts: ['Good Morning'], target: 'de' },
      { context },
    );
    expect(german.texts).toEqual(['Gut Morgen']);
  });

  it('deletes a website’s glossary with the website', async () => {
    const account = await createAccount(t.db);
    const site = await newWebsite(account.id, 'Short-lived Desk');
    await post(glossary(site), { source: 'Desk', targetLang: 'it', target: 'Redazione' });
    await t.http.delete(`/api/websites/${site}`).set('Cookie', admin).expect(200);
    const left: { n: string }[] = await t.db.query(
      'SELECT COUNT(*) AS n FROM glossary_terms WHERE websiteId = ?',
      [site],
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
