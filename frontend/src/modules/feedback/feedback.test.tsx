import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Feedback } from '../../api/feedback';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import {
  adminUser,
  editorUser,
  json,
  mockFetch,
  renderApp,
  FIRST_RENDER,
} from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';
import { browserName } from './browserName';
import { validateFeedback } from './validation';

withTableViewport();

const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const report = (id: number, fullName: string, message: string): Feedback => ({
  id,
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@example.org`,
  message,
  context: { page: '/apps/articles/list', userAgent: CHROME },
  userId: 3,
  accountId: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const page = (data: Feedback[]) => ({ data, total: data.length, page: 1, perPage: 10 });
const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

describe('feedback rules', { timeout: 20_000 }, () => {
  it('mirrors the server rules', () => {
    expect(validateFeedback({ fullName: ' ', email: 'nope', message: '  ' })).toEqual({
      fullName: 'feedback.errors.fullNameRequired',
      email: 'feedback.errors.emailInvalid',
      message: 'feedback.errors.messageRequired',
    });
    expect(validateFeedback({ fullName: 'A', email: 'a@b.co', message: 'x'.repeat(5001) })).toEqual(
      { message: 'feedback.errors.messageTooLong' },
    );
    expect(validateFeedback({ fullName: 'A', email: 'a@b.co', message: 'broken' })).toEqual({});
  });

  it('names the browser and the system of a user agent', () => {
    expect(browserName(CHROME)).toBe('Chrome 131 · Linux');
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toBe('Firefox 133 · Windows');
    expect(browserName('')).toBe('');
  });
});

describe('report an issue', { timeout: 20_000 }, () => {
  it('sends the prefilled name and email, the message and the page, then says so', async () => {
    const fetchMock = mockFetch({
      ...me,
      'POST /api/feedbacks': () =>
        json(
          { message: 'Your feedback has been submitted successfully', data: report(1, 'A', 'x') },
          201,
        ),
    });
    renderApp('/dashboards?tab=1', { user: adminUser });
    fireEvent.click(await screen.findByTestId('report-issue', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('report-issue-dialog');
    expect(field('fullName').value).toBe('Ada Admin');
    expect(field('email').value).toBe('admin@example.com');
    expect(within(dialog).getByTestId('report-issue-context').textContent).toContain(
      '/dashboards?tab=1',
    );

    fireEvent.click(screen.getByTestId('report-issue-send'));
    expect(await within(dialog).findByText('Message is required')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/feedbacks')).toHaveLength(0);

    fireEvent.change(field('fullName'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(field('message'), { target: { value: '  The chart is empty.  ' } });
    fireEvent.click(screen.getByTestId('report-issue-send'));
    expect(await screen.findByText('Your feedback has been submitted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('report-issue-dialog')).toBeNull());
    const [sent] = requestsTo(fetchMock, 'POST', '/api/feedbacks');
    expect(await sent!.json()).toEqual({
      fullName: 'Ada Lovelace',
      email: 'admin@example.com',
      message: 'The chart is empty.',
      page: '/dashboards?tab=1',
    });
  });

  it('says "Failed to submit your feedback" when the server refuses, keeping the draft', async () => {
    mockFetch({
      ...me,
      'POST /api/feedbacks': () =>
        json(
          { statusCode: 500, code: 'server.unknown', message: 'An unknown error occurred.' },
          500,
        ),
    });
    renderApp('/dashboards', { user: adminUser });
    fireEvent.click(await screen.findByTestId('report-issue', {}, FIRST_RENDER));
    await screen.findByTestId('report-issue-dialog');
    fireEvent.change(field('message'), { target: { value: 'Broken' } });
    fireEvent.click(screen.getByTestId('report-issue-send'));
    expect(await screen.findByText('Failed to submit your feedback')).toBeTruthy();
    expect(field('message').value).toBe('Broken');
  });
});

describe('feedbacks page', { timeout: 20_000 }, () => {
  it('lists reports newest first with their context, and shows new ones live', async () => {
    const socket = fakeRealtime();
    let rows = [report(1, 'Ada Lovelace', 'The chart is empty.')];
    const fetchMock = mockFetch({ ...me, 'GET /api/feedbacks': () => json(page(rows)) });
    renderApp('/apps/feedbacks/list', { user: adminUser });

    const table = await screen.findByTestId('feedbacks-table', {}, FIRST_RENDER);
    expect(await within(table).findByText('The chart is empty.')).toBeTruthy();
    expect(within(table).getByText('ada@example.org')).toBeTruthy();
    expect(within(table).getByText('/apps/articles/list · Chrome 131 · Linux')).toBeTruthy();
    const [first] = requestsTo(fetchMock, 'GET', '/api/feedbacks');
    expect(new URL(first!.url).searchParams.get('sortDir')).toBe('desc');

    await waitFor(() => expect(socket.listening('feedbacks.changed')).toBe(true));
    rows = [report(2, 'Grace Hopper', 'Sync never ends.'), ...rows];
    socket.emit('feedbacks.changed', { action: 'created', id: 2, accountId: 1 });
    expect(await screen.findByText('Sync never ends.')).toBeTruthy();
  });

  it('deletes after confirmation, and says "Failed to delete feedback" on failure', async () => {
    let fail = false;
    mockFetch({
      ...me,
      'GET /api/feedbacks': () => json(page([report(4, 'Ada Lovelace', 'Hello')])),
      'DELETE /api/feedbacks/4': () =>
        fail
          ? json(
              { statusCode: 500, code: 'server.unknown', message: 'An unknown error occurred.' },
              500,
            )
          : json({ message: 'Feedback has been deleted' }),
    });
    renderApp('/apps/feedbacks/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('feedbacks-delete-4', {}, FIRST_RENDER));
    expect(await screen.findByTestId('feedbacks-delete-confirm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Feedback has been deleted')).toBeTruthy();

    fail = true;
    fireEvent.click(screen.getByTestId('feedbacks-delete-4'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete feedback')).toBeTruthy();
  });

  it('offers no delete to someone who only reads feedback', async () => {
    const reader = { ...editorUser, abilityRules: [{ action: 'read', subject: 'feedback' }] };
    mockFetch({
      'GET /api/auth/me': () => json({ userData: reader }),
      'GET /api/feedbacks': () => json(page([report(4, 'Ada Lovelace', 'Hello')])),
    });
    renderApp('/apps/feedbacks/list', { user: reader });
    await screen.findByText('Hello', {}, FIRST_RENDER);
    expect(screen.queryByTestId('feedbacks-delete-4')).toBeNull();
  });

  it('sends someone without read on feedback to not-authorized', async () => {
    mockFetch({ 'GET /api/auth/me': () => json({ userData: editorUser }) });
    renderApp('/apps/feedbacks/list', { user: editorUser });
    await waitFor(() => expect(window.location.pathname).toBe('/not-authorized'), FIRST_RENDER);
  });
});
