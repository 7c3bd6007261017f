import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startOpenAiServer, type ProtocolServer } from '../support/provider-servers';
import { startWordPressSites, stopAll, type WpSite } from '../wordpress/harness';
import { launch, newPage } from './support/chromium';
import { waitForRun } from './support/jobs';
import { startServer, type RunningServer } from './support/server';
import { connectSite, useLocalAi } from './support/records';
import { signIn } from './support/session';

/**
 * Review before publish between two real WordPress sites: an AI clone into a website that holds AI
 * work waits in the review list (nothing on WordPress), an editor changes its title in the browser
 * and sends it, and WordPress then serves the edited post.
 */
describe('reviewing a held AI copy before it is published, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let openai: ProtocolServer;
  let sites: WpSite[] = [];

  before(async () => {
    [sites, openai, server, browser] = await Promise.all([
      startWordPressSites({ count: 2 }),
      startOpenAiServer({ apiKey: 'sk-browser-review-0123456789' }),
      startServer({ OUTBOUND_ALLOW_PRIVATE: 'true' }),
      launch(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await openai?.close();
    await stopAll(sites);
  });

  const wp = async <T>(site: WpSite, path: string, body?: unknown): Promise<T> => {
    const login = site.users.admin;
    const res = await fetch(`${site.url}/wp-json/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${login.login}:${login.appPassword}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(res.ok, `${path}: ${res.status}`);
    return (await res.json()) as T;
  };

  it('a held AI clone is edited in the browser and sent: the edit arrives in WordPress', async () => {
    const [source, destination] = sites as [WpSite, WpSite];
    await wp(source, 'wp/v2/posts', {
      title: 'Harbour reopens after the storm',
      status: 'publish',
      content: '<p>Boats are back in the harbour after three days.</p>',
    });
    const { page } = await newPage(browser, server.url, { width: 1440, height: 1000 });
    await signIn(page);
    const sourceId = await connectSite(page, source, 'Harbour Desk');
    // A new website holds AI work for review unless it says otherwise.
    const destinationId = await connectSite(page, destination, 'Porto Desk');
    await useLocalAi(page, openai, destinationId, 'Review');
    const sync = await page.request.post(`/api/websites/${sourceId}/sync`);
    await waitForRun(page, ((await sync.json()) as { jobId: string }).jobId, 'the source sync');
    const listed = (await (
      await page.request.get(`/api/articles?websiteId=${sourceId}`)
    ).json()) as { data: { id: number; title: string }[] };
    const article = listed.data.find((a) => a.title === 'Harbour reopens after the storm');
    assert.ok(article, 'the source article is synced');

    openai.answers.push(
      JSON.stringify({
        title: 'The harbour is open again',
        html: '<p>Boats returned to the harbour after three days of storm.</p>',
        excerpt: 'The harbour reopened.',
        seo: {
          title: 'Harbour open',
          ogTitle: 'Harbour open',
          metaDescription: 'Reopened.',
          focusKeyword: 'harbour',
        },
      }),
    );
    const clone = await page.request.post('/api/articles/clone', {
      data: {
        articleIds: [article.id],
        websiteIds: [destinationId],
        type: 'ai',
        status: 'publish',
      },
    });
    assert.equal(clone.status(), 202, await clone.text());
    const { jobs } = (await clone.json()) as { jobs: { jobId: string }[] };
    await waitForRun(page, jobs[0]!.jobId, 'the AI clone');
    const published = () =>
      wp<{ title: { raw: string }; content: { raw: string }; status: string }[]>(
        destination,
        'wp/v2/posts?context=edit&status=publish,draft,future,private&per_page=100',
      );
    assert.deepEqual(await published(), [], 'nothing reached WordPress while held');

    // The review list names the story, where it goes and who asked; its editor shows the source.
    await page.goto('/apps/reviews');
    const link = page.locator('[data-testid^="review-link-"]', {
      hasText: 'Harbour reopens after the storm',
    });
    await link.waitFor();
    assert.match(await page.getByTestId('reviews-table').innerText(), /Porto Desk/);
    await link.click();
    await page.getByTestId('review-source').getByText('Boats are back in the harbour').waitFor();
    // The editor is usable by everyone: axe finds nothing on it while the copy waits.
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode()
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ resultTypes: ['violations'] })
      .analyze();
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
    );
    const title = page.getByLabel('Title', { exact: true });
    assert.equal(await title.inputValue(), 'The harbour is open again');
    await title.fill('Harbour open again: boats return');
    await page.getByTestId('review-diff-title').locator('ins', { hasText: 'boats' }).waitFor();
    await page.getByTestId('review-send').click();
    // Written by the clone job, followed live on the page.
    await page
      .locator('[data-testid="review-status"][data-state="completed"]')
      .waitFor({ timeout: 60_000 });
    const posts = await published();
    assert.equal(posts.length, 1, 'one post on the destination');
    assert.equal(posts[0]!.title.raw, 'Harbour open again: boats return');
    assert.equal(posts[0]!.status, 'publish');
    assert.match(posts[0]!.content.raw, /Boats returned to the harbour/);

    // Gone from the list (sent), for this reader and anyone watching.
    await page.goto('/apps/reviews');
    await page.getByText('Nothing waits for review').waitFor();
  });
});
