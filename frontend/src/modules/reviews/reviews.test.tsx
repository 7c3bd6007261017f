import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewRow } from '../../api/reviews';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import { adminUser, FIRST_RENDER, json, mockFetch, renderApp } from '../../test/renderApp';

const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };
const websites = {
  'GET /api/websites': () => json({ data: [], total: 0 }),
  'GET /api/notifications': () => json({ data: [], unread: 0, nextCursor: null }),
};

const row = (id: number, extra: Partial<ReviewRow> = {}): ReviewRow => ({
  id,
  sourceArticleId: 40 + id,
  title: `Harbour reopens ${id}`,
  sourceWebsiteId: 1,
  sourceWebsiteName: 'Daily News',
  websiteId: 2,
  websiteName: 'Notizie',
  requestedBy: { id: 7, name: 'Olga Other' },
  heldAt: '2026-12-06T10:00:00.000Z',
  replacesPost: false,
  ...extra,
});

const review = (extra: Partial<Review> = {}): Review => ({
  ...row(5, { replacesPost: true }),
  state: 'held',
  source: {
    title: 'Harbour reopens 5',
    html: '<p>Boats are back in the harbour.</p>',
    excerpt: 'The harbour is open.',
    seo: null,
  },
  draft: {
    title: 'Il porto riapre',
    html: '<p>Le barche sono tornate nel porto.</p>',
    excerpt: 'Il porto è aperto.',
    seo: {
      title: 'Porto | SEO',
      ogTitle: 'Porto',
      metaDescription: 'Riapre.',
      focusKeyword: 'porto',
    },
  },
  pushSeo: true,
  status: 'publish',
  lastJobId: '90',
  ...extra,
});

describe('review before publish', { timeout: 20_000 }, () => {
  it('lists the held copies with who asked and for which site, live, and filters on the server', async () => {
    const socket = fakeRealtime();
    let rows = [row(2, { replacesPost: true }), row(1)];
    const fetchMock = mockFetch({
      ...me,
      ...websites,
      'GET /api/reviews': () => json({ data: rows, total: rows.length, nextCursor: null }),
    });
    renderApp('/apps/reviews', { user: adminUser });
    const table = await screen.findByTestId('reviews-table', {}, FIRST_RENDER);
    await waitFor(() => expect(table.textContent).toContain('Harbour reopens 2'));
    expect(table.textContent).toContain('Olga Other');
    expect(table.textContent).toContain('Replaces a live post');
    expect(screen.getByTestId('review-link-1').getAttribute('href')).toBe('/apps/reviews/1');

    // Sent or discarded by a colleague: it leaves this list without a reload.
    await waitFor(() => expect(socket.listening('clones.changed')).toBe(true));
    rows = [row(1)];
    socket.emit('clones.changed', { articleId: 42, sourceWebsiteId: 1, websiteId: 2 });
    await waitFor(() => expect(screen.queryByText('Harbour reopens 2')).toBeNull());

    fireEvent.change(screen.getByTestId('reviews-search'), { target: { value: 'harbour' } });
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', '/api/reviews').some(
          (request) => new URL(request.url).searchParams.get('q') === 'harbour',
        ),
      ).toBe(true),
    );
  });

  it('says so when nothing waits', async () => {
    mockFetch({
      ...me,
      ...websites,
      'GET /api/reviews': () => json({ data: [], total: 0, nextCursor: null }),
    });
    renderApp('/apps/reviews', { user: adminUser });
    expect(await screen.findByText('Nothing waits for review', {}, FIRST_RENDER)).toBeTruthy();
  });

  it('edits a held copy beside its source, marks the changes, asks the AI for one part, and sends it after confirming', async () => {
    let sent: unknown = null;
    let revised: unknown = null;
    let current = review();
    const fetchMock = mockFetch({
      ...me,
      ...websites,
      'GET /api/reviews/5': () => json(current),
      'POST /api/reviews/5/revise': async (request) => {
        revised = await request.json();
        return json({ part: 'excerpt', text: 'Il porto è di nuovo aperto.' });
      },
      'POST /api/reviews/5/send': async (request) => {
        sent = await request.json();
        current = review({ state: 'completed', draft: null });
        return json({ jobId: '91' }, 202);
      },
    });
    renderApp('/apps/reviews/5', { user: adminUser });
    expect((await screen.findByTestId('review-source', {}, FIRST_RENDER)).textContent).toContain(
      'Boats are back in the harbour.',
    );
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Il porto riapre');

    fireEvent.change(title, { target: { value: 'Il porto, rivisto' } });
    // Against what the AI wrote: its word taken out, the editor's put in.
    fireEvent.click(screen.getByText('What the AI wrote'));
    const diff = screen.getByTestId('review-diff-title');
    expect(diff.querySelector('del')?.textContent).toContain('riapre');
    expect(diff.querySelector('ins')?.textContent).toContain('rivisto');

    fireEvent.change(screen.getByLabelText('What to ask of the AI (optional)'), {
      target: { value: 'shorter' },
    });
    fireEvent.click(screen.getByTestId('review-again-excerpt'));
    await waitFor(() =>
      expect((screen.getByLabelText('Excerpt') as HTMLTextAreaElement).value).toBe(
        'Il porto è di nuovo aperto.',
      ),
    );
    expect(revised).toMatchObject({
      part: 'excerpt',
      instruction: 'shorter',
      draft: { title: 'Il porto, rivisto' },
    });

    // It replaces a live post: sent only once confirmed.
    fireEvent.click(screen.getByTestId('review-send'));
    expect(requestsTo(fetchMock, 'POST', '/api/reviews/5/send')).toHaveLength(0);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Sending replaces the post Notizie shows now');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send to Notizie' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        title: 'Il porto, rivisto',
        excerpt: 'Il porto è di nuovo aperto.',
        seo: { title: 'Porto | SEO' },
      }),
    );
    expect(await screen.findByTestId('review-status')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('review-status').getAttribute('data-state')).toBe('completed'),
    );
  });

  it('an empty title is refused before anything is sent', async () => {
    const fetchMock = mockFetch({
      ...me,
      ...websites,
      'GET /api/reviews/5': () => json(review({ replacesPost: false })),
    });
    renderApp('/apps/reviews/5', { user: adminUser });
    const title = (await screen.findByLabelText('Title', {}, FIRST_RENDER)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('review-send'));
    expect(await screen.findByText('The title is required.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/reviews/5/send')).toHaveLength(0);
  });
});
