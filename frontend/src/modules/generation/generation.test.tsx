import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../api/articles';
import type { GeneratedArticle } from '../../api/generation';
import { fakeRealtime } from '../../test/fakeRealtime';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';
import { articleRow } from '../../test/fixtures';

const article = (id: number): Article =>
  articleRow(id, `Storm day ${id}`, { websiteTimezone: null });
const articles = [1, 2, 3, 4].map(article);

const generated = (state: GeneratedArticle['state'], extra: Partial<GeneratedArticle> = {}) =>
  ({
    id: 5,
    websiteId: 2,
    websiteName: 'Sport Today',
    topic: 'The storm',
    mode: 'follow_up',
    targetArticleId: null,
    sourceArticleIds: [1, 2, 3],
    state,
    jobId: '61',
    title: null,
    contentHtml: null,
    excerpt: null,
    seoTitle: null,
    ogTitle: null,
    metaDescription: null,
    focusKeyword: null,
    failureCode: null,
    remoteId: null,
    articleId: null,
    yoast: null,
    undoable: false,
    updatedAt: '2026-11-24T05:00:00.000Z',
    ...extra,
  }) satisfies GeneratedArticle;

const run = (state: string, id = 61, name = 'article.generate') => ({
  id,
  name,
  queue: name === 'article.generate' ? 'ai' : 'clone',
  state,
  stage: state === 'active' ? (id === 61 ? 'generating' : 'sending') : null,
  progress: 5,
  message: null,
  code: null,
  attempts: 1,
  websiteId: 2,
  websiteName: 'Sport Today',
  articleId: null,
  userId: 7,
  userName: 'Ada Admin',
  createdAt: '2026-11-24T05:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  durationMs: null,
  retryable: false,
});

async function pick(title: string) {
  const input = screen.getByTestId('generation-sources-suggest');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: title } });
  fireEvent.click(await screen.findByText(title));
}

describe('generate with AI', () => {
  it('refuses a fourth source, streams the article, then uses it', async () => {
    const socket = fakeRealtime();
    let body: unknown;
    let row = generated('generating');
    let jobRun = run('active');
    let sendRun = run('active', 62, 'article.generated.send');
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () =>
        json({
          data: [
            { id: 1, name: 'Daily News' },
            { id: 2, name: 'Sport Today' },
          ],
          total: 2,
          page: 1,
          perPage: 100,
        }),
      'GET /api/articles': () =>
        json({
          data: articles,
          total: 4,
          totalExact: true,
          page: 1,
          perPage: 10,
          nextCursor: null,
        }),
      'POST /api/articles/generate': async (request) => {
        body = await request.json();
        return json(row, 202);
      },
      'GET /api/articles/generated/5': () => json(row),
      'GET /api/jobs/61': () => json(jobRun),
      'GET /api/jobs/62': () => json(sendRun),
      'POST /api/articles/generated/5/use': () => {
        row = { ...row, state: 'sending', jobId: '62' };
        return json(row, 202);
      },
    });
    renderApp('/apps/articles/generate', { user: adminUser });
    await screen.findByTestId('generation-form', {}, FIRST_RENDER);
    fireEvent.change(document.querySelector('[name="topic"]')!, {
      target: { value: 'The storm' },
    });
    for (const n of [1, 2, 3]) await pick(`Storm day ${n}`);
    expect(screen.getAllByTestId('generation-sources-chosen')).toHaveLength(3);
    await pick('Storm day 4');
    expect((await screen.findByTestId('generation-sources-refused')).textContent).toBe(
      'Choose at most 3 source articles.',
    );
    expect(screen.getAllByTestId('generation-sources-chosen')).toHaveLength(3);

    fireEvent.change(screen.getByTestId('generation-website'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('generation-start'));
    await waitFor(() =>
      expect(socket.sent.some((s) => s.event === 'job.watch' && s.args[0] === '61')).toBe(true),
    );
    // The editor asks for the text streamed before it joined, too.
    expect(socket.sent.some((s) => s.event === 'job.text.watch' && s.args[0] === '61')).toBe(true);
    expect(body).toEqual({
      topic: 'The storm',
      sourceArticleIds: [1, 2, 3],
      websiteId: 2,
      mode: 'follow_up',
    });
    expect(await screen.findByTestId('generation-busy')).toBeTruthy();
    socket.emit('job.text', { jobId: '61', field: 'article', seq: 0, delta: 'Storm, the' });
    socket.emit('job.text', { jobId: '61', field: 'article', seq: 1, delta: ' day after' });
    await waitFor(() =>
      expect(screen.getByTestId('generation-stream').textContent).toBe('Storm, the day after'),
    );
    expect((screen.getByTestId('generation-use') as HTMLButtonElement).disabled).toBe(true);

    row = generated('ready', {
      title: 'Storm, the day after',
      contentHtml: '<p>The city counts the damage.</p>',
      seoTitle: 'Storm aftermath',
      metaDescription: 'What the storm left',
      focusKeyword: 'storm',
    });
    jobRun = run('completed');
    socket.emit('job.completed', {
      jobId: '61',
      queue: 'ai',
      name: 'article.generate',
      state: 'completed',
      progress: 100,
    });
    expect((await screen.findByTestId('generation-title')).textContent).toBe(
      'Storm, the day after',
    );
    expect(screen.getByTestId('generation-body').innerHTML).toContain('counts the damage');
    expect(within(screen.getByTestId('generation-seo')).getByText('Storm aftermath')).toBeTruthy();

    // Use: busy "sending" while the send job runs, then what became of the SEO data.
    fireEvent.click(screen.getByTestId('generation-use'));
    expect(await screen.findByTestId('generation-sending')).toBeTruthy();
    await waitFor(() =>
      expect(socket.sent.some((s) => s.event === 'job.watch' && s.args[0] === '62')).toBe(true),
    );
    row = { ...row, state: 'used', remoteId: 12, articleId: 40, yoast: 'saved' };
    sendRun = run('completed', 62, 'article.generated.send');
    socket.emit('job.completed', {
      jobId: '62',
      queue: 'clone',
      name: 'article.generated.send',
      state: 'completed',
      progress: 100,
    });
    expect(await screen.findByTestId('generation-used')).toBeTruthy();
    expect(screen.queryByTestId('generation-sending')).toBeNull();
    expect(
      await screen.findByText(
        'The generated SEO data has been successfully added to Yoast',
        {},
        FIRST_RENDER,
      ),
    ).toBeTruthy();
  }, 30_000);

  it('follows the article being written again after a reload: its text streams on, then shows', async () => {
    const socket = fakeRealtime();
    let row = generated('generating');
    let jobRun = run('active');
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () =>
        json({ data: [{ id: 2, name: 'Sport Today' }], total: 1, page: 1, perPage: 100 }),
      'GET /api/articles': () =>
        json({ data: [], total: 0, totalExact: true, page: 1, perPage: 10, nextCursor: null }),
      'POST /api/articles/generate': () => json(row, 202),
      'GET /api/articles/generated/5': () => json(row),
      'GET /api/jobs/61': () => json(jobRun),
    });
    renderApp('/apps/articles/generate', { user: adminUser });
    await screen.findByTestId('generation-form', {}, FIRST_RENDER);
    fireEvent.change(document.querySelector('[name="topic"]')!, { target: { value: 'The storm' } });
    fireEvent.change(await screen.findByTestId('generation-website'), { target: { value: '2' } });
    await waitFor(() =>
      expect((screen.getByTestId('generation-start') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('generation-start'));
    expect(await screen.findByTestId('generation-busy')).toBeTruthy();
    const watches = () => socket.sent.filter((s) => s.args[0] === '61').map((s) => s.event);
    await waitFor(() => expect(watches()).toEqual(['job.watch', 'job.text.watch']));

    // The page is loaded again in the same tab: the run is read from the API and its rooms joined.
    cleanup();
    renderApp('/apps/articles/generate', { user: adminUser });
    expect(await screen.findByTestId('generation-busy', {}, FIRST_RENDER)).toBeTruthy();
    await waitFor(() => expect(watches()).toHaveLength(4));
    socket.emit('job.text', { jobId: '61', field: 'article', seq: 0, delta: 'Storm, the' });
    await waitFor(() =>
      expect(screen.getByTestId('generation-stream').textContent).toBe('Storm, the'),
    );

    row = generated('ready', { title: 'Storm, the day after', contentHtml: '<p>Calm.</p>' });
    jobRun = run('completed');
    socket.emit('job.completed', {
      jobId: '61',
      queue: 'ai',
      name: 'article.generate',
      state: 'completed',
      progress: 100,
    });
    expect((await screen.findByTestId('generation-title')).textContent).toBe(
      'Storm, the day after',
    );
    expect((screen.getByTestId('generation-use') as HTMLButtonElement).disabled).toBe(false);
  }, 30_000);

  it('edits the written article before Use: its title and excerpt saved, one part asked of the AI again', async () => {
    fakeRealtime();
    let row = generated('generating');
    let edited: unknown = null;
    let revised: unknown = null;
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () =>
        json({ data: [{ id: 2, name: 'Sport Today' }], total: 1, page: 1, perPage: 100 }),
      'GET /api/articles': () =>
        json({ data: [], total: 0, totalExact: true, page: 1, perPage: 10, nextCursor: null }),
      'POST /api/articles/generate': () => json(row, 202),
      'GET /api/articles/generated/5': () => json(row),
      'GET /api/jobs/61': () => json(run('completed')),
      'POST /api/articles/generated/5/revise': async (request) => {
        revised = await request.json();
        return json({ part: 'excerpt', text: 'Calm after the storm.' });
      },
      'PUT /api/articles/generated/5': async (request) => {
        edited = await request.json();
        row = { ...row, title: 'Storm: the desk’s title', excerpt: 'Calm after the storm.' };
        return json(row);
      },
    });
    row = generated('ready', {
      title: 'Storm, the day after',
      contentHtml: '<p>Calm.</p>',
      excerpt: 'Calm.',
      seoTitle: 'Storm | SEO',
    });
    renderApp('/apps/articles/generate', { user: adminUser });
    await screen.findByTestId('generation-form', {}, FIRST_RENDER);
    fireEvent.change(document.querySelector('[name="topic"]')!, { target: { value: 'The storm' } });
    fireEvent.change(await screen.findByTestId('generation-website'), { target: { value: '2' } });
    await waitFor(() =>
      expect((screen.getByTestId('generation-start') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('generation-start'));
    await screen.findByTestId('generation-title');

    fireEvent.click(screen.getByTestId('generation-edit'));
    const editor = await screen.findByTestId('generation-editor');
    fireEvent.change(within(editor).getByLabelText('Title'), {
      target: { value: 'Storm: the desk’s title' },
    });
    fireEvent.click(within(editor).getByTestId('generation-edit-again-excerpt'));
    await waitFor(() =>
      expect((within(editor).getByLabelText('Excerpt') as HTMLTextAreaElement).value).toBe(
        'Calm after the storm.',
      ),
    );
    expect(revised).toMatchObject({ part: 'excerpt', draft: { title: 'Storm: the desk’s title' } });
    // Use waits while the article is being edited.
    expect((screen.getByTestId('generation-use') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(editor).getByTestId('generation-edit-save'));
    await waitFor(() =>
      expect(edited).toMatchObject({
        title: 'Storm: the desk’s title',
        html: '<p>Calm.</p>',
        excerpt: 'Calm after the storm.',
        seo: { title: 'Storm | SEO' },
      }),
    );
    expect((await screen.findByTestId('generation-title')).textContent).toBe(
      'Storm: the desk’s title',
    );
    expect((screen.getByTestId('generation-use') as HTMLButtonElement).disabled).toBe(false);
  }, 30_000);

  it('from the articles list: the selected rows are the sources, a fourth is refused with the reason', async () => {
    fakeRealtime();
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/articles': () =>
        json({
          data: articles,
          total: 4,
          totalExact: true,
          page: 1,
          perPage: 10,
          nextCursor: null,
        }),
      'GET /api/articles/authors': () => json({ data: [] }),
      'GET /api/websites': () =>
        json({ data: [{ id: 2, name: 'Sport Today' }], total: 1, page: 1, perPage: 100 }),
      'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
      ...Object.fromEntries(
        articles.map((a) => [`GET /api/articles/${a.id}`, () => json({ ...a, contentHtml: '' })]),
      ),
    });
    renderApp('/apps/articles/list', { user: adminUser });
    const table = await screen.findByTestId('articles-table', {}, FIRST_RENDER);
    await within(table).findByText('Storm day 4');
    for (const n of [1, 2, 3, 4]) fireEvent.click(screen.getByTestId(`articles-select-${n}`));
    fireEvent.click(await screen.findByTestId('articles-generate'));
    const drawer = await screen.findByTestId('generation-drawer');
    await waitFor(() =>
      expect(within(drawer).getAllByTestId('generation-sources-chosen')).toHaveLength(3),
    );
    expect(
      within(drawer)
        .getAllByTestId('generation-sources-chosen')
        .map((tag) => tag.textContent),
    ).toEqual(['Storm day 1', 'Storm day 2', 'Storm day 3']);
    // What happened, not an error to fix: the three taken are a valid choice.
    expect(within(drawer).getByTestId('generation-sources-cut').textContent).toBe(
      '4 articles are selected: only the first 3 are taken as sources.',
    );
    expect(within(drawer).queryByTestId('generation-sources-refused')).toBeNull();
  }, 30_000);

  it("lists only the destination website's articles as the one to update or rework", async () => {
    fakeRealtime();
    let body: unknown;
    const sport = [10, 11].map((id) =>
      articleRow(id, `Match report ${id}`, { websiteId: 2, websiteName: 'Sport Today' }),
    );
    const asked: (string | null)[] = [];
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () =>
        json({
          data: [
            { id: 1, name: 'Daily News' },
            { id: 2, name: 'Sport Today' },
          ],
          total: 2,
          page: 1,
          perPage: 100,
        }),
      // Filters as the API does: by website when asked, else every website's articles.
      'GET /api/articles': (request) => {
        const websiteId = new URL(request.url).searchParams.get('websiteId');
        asked.push(websiteId);
        const data = [...articles, ...sport].filter(
          (a) => websiteId === null || a.websiteId === Number(websiteId),
        );
        return json({
          data,
          total: data.length,
          totalExact: true,
          page: 1,
          perPage: 10,
          nextCursor: null,
        });
      },
      'POST /api/articles/generate': async (request) => {
        body = await request.json();
        return json(generated('generating', { mode: 'update', targetArticleId: 1 }), 202);
      },
      'GET /api/articles/generated/5': () => json(generated('generating')),
      'GET /api/jobs/61': () => json(run('active')),
    });
    renderApp('/apps/articles/generate', { user: adminUser });
    const form = await screen.findByTestId('generation-form', {}, FIRST_RENDER);
    fireEvent.click(within(form).getByTestId('generation-mode-update'));
    const suggest = () => screen.getByTestId('generation-target-suggest') as HTMLInputElement;
    const menuOf = async (expected: string) => {
      fireEvent.focus(suggest());
      // The mock answers every article of the website whatever the words.
      fireEvent.change(suggest(), { target: { value: expected } });
      await screen.findByText(expected);
      return [...document.querySelectorAll('.bp6-menu-item .bp6-fill')].map((el) =>
        el.textContent?.trim(),
      );
    };

    // No destination yet: nothing to choose from, and the reason is given.
    expect(suggest().disabled).toBe(true);
    expect(form.textContent).toContain('Choose the destination website first');

    fireEvent.change(screen.getByTestId('generation-website'), { target: { value: '2' } });
    await waitFor(() => expect(suggest().disabled).toBe(false));
    const listed = await menuOf('Match report 10');
    expect(listed.filter((text) => text?.startsWith('Storm day'))).toEqual([]);
    expect(listed).toEqual(expect.arrayContaining(['Match report 10', 'Match report 11']));
    expect(asked).toContain('2');
    fireEvent.click(screen.getByText('Match report 10'));
    expect(
      within(screen.getByTestId('generation-target'))
        .getAllByTestId('generation-target-chosen')
        .map((tag) => tag.textContent),
    ).toEqual(['Match report 10']);

    // Another destination: the picked article is not one of its own and goes; the list follows.
    fireEvent.change(screen.getByTestId('generation-website'), { target: { value: '1' } });
    expect(screen.queryAllByTestId('generation-target-chosen')).toEqual([]);
    const now = await menuOf('Storm day 1');
    expect(now.filter((text) => text?.startsWith('Match report'))).toEqual([]);
    expect(asked).toContain('1');
    fireEvent.click(screen.getByText('Storm day 1'));

    fireEvent.change(document.querySelector('[name="topic"]')!, {
      target: { value: 'The storm, updated' },
    });
    fireEvent.click(screen.getByTestId('generation-start'));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toEqual({
      topic: 'The storm, updated',
      sourceArticleIds: [],
      websiteId: 1,
      mode: 'update',
      targetArticleId: 1,
    });
  }, 30_000);
});
