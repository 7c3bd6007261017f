import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startOpenAiServer, type ProtocolServer } from '../support/provider-servers';
import { seedPosts, startWordPressSites, stopAll, type WpSite } from '../wordpress/harness';
import { launch, newPage } from './support/chromium';
import { waitForRun } from './support/jobs';
import { startServer, type RunningServer } from './support/server';
import { connectSite, useLocalAi } from './support/records';
import { signIn } from './support/session';

type Watched = Window & { streamed?: number[] };

const ARTICLE_TITLE = `Harbour, the week after ${Date.now().toString(36)}`;
const ARTICLE = `${ARTICLE_TITLE}\n\n${Array.from(
  { length: 6 },
  (_, n) =>
    `<p>Paragraph ${n + 1}: the boats came back one by one and the quay filled again with nets, crates and people.</p>`,
).join('\n')}`;

/**
 * Generate with AI between two real WordPress sites: three synced articles of the first are the
 * sources (a fourth selected is refused), the article streams in from a local OpenAI-compatible
 * server, and "Use" sends it to the second site, where WordPress serves it.
 */
describe('generating an article with AI from 3 sources, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let openai: ProtocolServer;
  let sites: WpSite[] = [];

  before(async () => {
    [sites, openai, server, browser] = await Promise.all([
      startWordPressSites({ count: 2, yoast: [false, true] }),
      startOpenAiServer({ apiKey: 'sk-browser-generate-0123456789' }),
      startServer({ OUTBOUND_ALLOW_PRIVATE: 'true' }),
      launch(),
    ]);
    await seedPosts(sites[0]!, 4, { pattern: ['publish'], titlePrefix: 'Harbour source' });
    // Word by word, slowly enough to be seen growing.
    openai.chunkDelayMs = 40;
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await openai?.close();
    await stopAll(sites);
  });

  it('selects 3 synced articles, sees the text stream in, uses it, and finds the post on the destination', async () => {
    const { context, page } = await newPage(browser, server.url, { width: 1440, height: 900 });
    await signIn(page);
    const [sourceId, destinationId] = [
      await connectSite(page, sites[0]!, 'Harbour Desk'),
      await connectSite(page, sites[1]!, 'Follow-up Desk'),
    ];
    await useLocalAi(page, openai, destinationId, 'Generate');
    const sync = await page.request.post(`/api/websites/${sourceId}/sync`);
    assert.equal(sync.status(), 202);
    const syncId = ((await sync.json()) as { jobId: string }).jobId;
    await waitForRun(page, syncId, 'the source sync');

    // Four rows selected with real clicks: the drawer takes 3 and says why not the fourth.
    await page.goto(`/apps/articles/list?websiteId=${sourceId}&sortBy=title&sortDir=asc`);
    await page.getByText('Harbour source 4:', { exact: false }).first().waitFor();
    const rows = await page
      .locator('[data-testid^="articles-select-"]:not([data-testid="articles-select-page"])')
      .evaluateAll((boxes) =>
        boxes.map((box) => Number(box.getAttribute('data-testid')!.split('-').pop())),
      );
    assert.equal(rows.length, 4, 'four articles listed');
    for (const id of rows) {
      await page.locator(`label:has([data-testid="articles-select-${id}"])`).click();
    }
    await page.getByTestId('articles-generate').click();
    const drawer = page.getByTestId('generation-drawer');
    // Said as what happened (three is a valid choice), not as an error to fix.
    const cut = drawer.getByTestId('generation-sources-cut');
    await cut.waitFor();
    assert.equal(
      await cut.textContent(),
      '4 articles are selected: only the first 3 are taken as sources.',
    );
    assert.equal(await drawer.getByTestId('generation-sources-refused').count(), 0);
    assert.equal(await drawer.getByTestId('generation-sources-chosen').count(), 3);

    // Topic, destination, generate: the text grows on screen as the AI writes it.
    openai.answers.push(ARTICLE);
    await drawer.locator('[name="topic"]').fill('The harbour a week after the storm');
    await drawer.getByTestId('generation-website').selectOption(String(destinationId));
    // A string, not a function: tsx would add `__name` helpers the page does not have.
    await page.evaluate(`(() => {
      const seen = [];
      window.streamed = seen;
      new MutationObserver(() => {
        const stream = document.querySelector('[data-testid="generation-stream"]');
        const length = stream ? stream.textContent.length : 0;
        if (length > 0 && seen[seen.length - 1] !== length) seen.push(length);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    })()`);
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/api/articles/generate') && r.request().method() === 'POST',
    );
    await drawer.getByTestId('generation-start').click();
    const answer = await started;
    assert.equal(answer.status(), 202, await answer.text());
    const generatedId = ((await answer.json()) as { id: number }).id;
    await drawer.getByTestId('generation-busy').waitFor();
    const title = drawer.getByTestId('generation-title');
    await title.waitFor({ timeout: 20_000 });
    assert.equal(await title.textContent(), ARTICLE_TITLE);
    const streamed = await page.evaluate(() => (window as Watched).streamed ?? []);
    assert.ok(streamed.length >= 2, `the text was seen growing: ${streamed.join(' → ')}`);
    assert.ok(
      streamed.every((length, i) => i === 0 || length > streamed[i - 1]!),
      `it only grew: ${streamed.join(' → ')}`,
    );
    assert.match((await drawer.getByTestId('generation-body').textContent()) ?? '', /Paragraph 6/);

    // Use: sent to the second site, where WordPress serves it.
    await drawer.getByTestId('generation-use').click();
    await drawer.getByTestId('generation-used').waitFor({ timeout: 20_000 });
    const row = (await (
      await page.request.get(`/api/articles/generated/${generatedId}`)
    ).json()) as {
      state: string;
      remoteId: number;
      yoast: string;
    };
    assert.equal(row.state, 'used');
    assert.equal(row.yoast, 'saved');
    const destination = sites[1]!;
    const res = await fetch(`${destination.url}/wp-json/wp/v2/posts/${row.remoteId}?context=edit`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${destination.users.admin.login}:${destination.users.admin.appPassword}`).toString('base64')}`,
      },
    });
    assert.equal(res.status, 200);
    const post = (await res.json()) as {
      status: string;
      title: { raw: string };
      content: { raw: string };
      meta: Record<string, string>;
    };
    assert.equal(post.status, 'draft');
    assert.equal(post.title.raw, ARTICLE_TITLE);
    assert.match(post.content.raw, /Paragraph 6: the boats came back/);
    assert.ok(post.meta._yoast_wpseo_title, 'its SEO title is in Yoast');
    await context.close();
  });
});
