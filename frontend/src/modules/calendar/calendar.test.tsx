import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarPost } from '../../api/calendar';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import { adminUser, FIRST_RENDER, json, mockFetch, renderApp } from '../../test/renderApp';
import { storiesOf } from './components/EditorialCalendar';

const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };
const noWebsites = {
  'GET /api/websites': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
  'GET /api/articles/authors': () => json({ data: ['Olga Writer'] }),
};

/** A day of the month on screen: the middle of the current month, at 10:00 local time. */
const inThisMonth = (day: number, hour = 10) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), day, hour).toISOString();
};

const post = (id: number, extra: Partial<CalendarPost> = {}): CalendarPost => ({
  id,
  websiteId: 1,
  websiteName: 'Daily News',
  title: `Story ${id}`,
  status: 'future',
  date: inThisMonth(14),
  authorName: 'Olga Writer',
  clonedFromArticleId: null,
  link: `https://daily.example.com/?p=${id}`,
  canMove: true,
  ...extra,
});

describe('editorial calendar', { timeout: 20_000 }, () => {
  it('groups the copies of a story under it; a copy of a story not shown stands alone', () => {
    const stories = storiesOf([
      post(1),
      post(2, { clonedFromArticleId: 1, websiteName: 'Sport Today' }),
      post(3, { clonedFromArticleId: 99 }),
    ]);
    expect(stories.map((s) => [s.post.id, s.copies.map((c) => c.id)])).toEqual([
      [1, [2]],
      [3, []],
    ]);
  });

  it('shows the month’s posts with their websites, a story with its copies, and filters on the server', async () => {
    const socket = fakeRealtime();
    let posts = [
      post(1, { title: 'Budget preview' }),
      post(2, { clonedFromArticleId: 1, websiteName: 'Sport Today', websiteId: 2 }),
      post(3, {
        title: 'Harbour reopens',
        status: 'publish',
        date: inThisMonth(3),
        canMove: false,
      }),
    ];
    const fetchMock = mockFetch({
      ...me,
      ...noWebsites,
      'GET /api/calendar': () => json({ data: posts, truncated: false }),
    });
    renderApp('/apps/calendar', { user: adminUser });

    const story = await screen.findByTestId('calendar-post-1', {}, FIRST_RENDER);
    expect(story.textContent).toContain('Budget preview');
    expect(story.textContent).toContain('Daily News');
    expect(within(story).getByTestId('calendar-copies').textContent).toBe('+1 copy');
    // The copy is under its story, not a post of its own.
    expect(screen.queryByTestId('calendar-post-2')).toBeNull();
    expect(screen.getByTestId('calendar-post-3').getAttribute('data-status')).toBe('publish');
    const first = new URL(requestsTo(fetchMock, 'GET', '/api/calendar').at(-1)!.url);
    const from = new Date(first.searchParams.get('from')!);
    const to = new Date(first.searchParams.get('to')!);
    expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);

    // Opened: the story and its copy on the other website.
    fireEvent.click(story.closest('.fc-event')!);
    const dialog = await screen.findByTestId('calendar-story');
    expect(within(dialog).getByTestId('calendar-story-1').textContent).toContain('Daily News');
    expect(within(dialog).getByTestId('calendar-story-2').textContent).toContain('Sport Today');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.change(screen.getByTestId('calendar-filter-status'), {
      target: { value: 'future' },
    });
    await waitFor(() => {
      const last = new URL(requestsTo(fetchMock, 'GET', '/api/calendar').at(-1)!.url);
      expect(last.searchParams.get('status')).toBe('future');
    });

    // Moved elsewhere (another desk dragged it): the calendar follows.
    await waitFor(() => expect(socket.listening('articles.changed')).toBe(true));
    posts = [post(1, { title: 'Budget preview, moved', date: inThisMonth(20) })];
    socket.emit('articles.changed', { websiteId: 1, count: 1, articleIds: [1] });
    expect(await screen.findByText('Budget preview, moved')).toBeTruthy();
  });

  it('says when the range has no posts, and when it holds more than it shows', async () => {
    let answer = { data: [] as CalendarPost[], truncated: false };
    mockFetch({ ...me, ...noWebsites, 'GET /api/calendar': () => json(answer) });
    const { unmount } = renderApp('/apps/calendar', { user: adminUser });
    expect((await screen.findByTestId('calendar-empty', {}, FIRST_RENDER)).textContent).toBe(
      'No published or scheduled posts in these days.',
    );
    unmount();
    answer = { data: [post(1)], truncated: true };
    renderApp('/apps/calendar', { user: adminUser });
    expect((await screen.findByTestId('calendar-truncated', {}, FIRST_RENDER)).textContent).toBe(
      'Showing the first 1 post: choose a website or a shorter range to see all.',
    );
  });

  it('moves a scheduled post by typing its new time, and says why a move is refused', async () => {
    let sent: unknown = null;
    let refuse = false;
    const scheduled = post(1, { title: 'Budget preview' });
    mockFetch({
      ...me,
      ...noWebsites,
      'GET /api/calendar': () => json({ data: [scheduled], truncated: false }),
      'PATCH /api/articles/1/schedule': async (request) => {
        sent = await request.json();
        return refuse
          ? json(
              {
                statusCode: 409,
                code: 'calendar.not_scheduled',
                message: 'Only a scheduled post can be moved; this one is not scheduled any more.',
              },
              409,
            )
          : json({ ...scheduled, date: (sent as { date: string }).date });
      },
    });
    renderApp('/apps/calendar', { user: adminUser });
    const open = async () => {
      fireEvent.click(
        (await screen.findByTestId('calendar-post-1', {}, FIRST_RENDER)).closest('.fc-event')!,
      );
      return screen.findByTestId('calendar-story');
    };
    let dialog = await open();
    const date = within(dialog).getByTestId('calendar-move-date');
    // A time already past is refused before anything is sent.
    fireEvent.change(date, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(within(dialog).getByTestId('calendar-move-submit'));
    expect(
      await within(dialog).findByText('A scheduled post can only move to a time in the future.'),
    ).toBeTruthy();
    expect(sent).toBeNull();

    const next = new Date(Date.now() + 3 * 86_400_000);
    next.setHours(9, 30, 0, 0);
    const local = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}T09:30`;
    fireEvent.change(date, { target: { value: local } });
    fireEvent.click(within(dialog).getByTestId('calendar-move-submit'));
    await waitFor(() => expect(sent).toEqual({ date: next.toISOString() }));
    expect(await screen.findByText(/“Budget preview” moved to/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('calendar-story')).toBeNull());

    // Published meanwhile: the server's reason, beside the field.
    refuse = true;
    dialog = await open();
    fireEvent.change(within(dialog).getByTestId('calendar-move-date'), {
      target: { value: local },
    });
    fireEvent.click(within(dialog).getByTestId('calendar-move-submit'));
    expect(
      await screen.findAllByText(
        'Only a scheduled post can be moved; this one is not scheduled any more.',
      ),
    ).not.toHaveLength(0);
  });
});
