import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobRun } from '../../api/jobs';
import { applyLocale } from '../../i18n';
import { fakeRealtime } from '../../test/fakeRealtime';
import { jobRun } from '../../test/fixtures';
import {
  adminUser,
  editorUser,
  json,
  mockFetch,
  renderApp,
  FIRST_RENDER,
} from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';

withTableViewport();

/** The first render of a test file loads the lazy page and Blueprint's table: allow for it. */

const failedRun = (id: number, extra: Partial<JobRun>): JobRun =>
  jobRun(id, {
    state: 'failed',
    message: 'Cannot connect to news.example.org (ECONNREFUSED). Check the address.',
    code: 'sync.unreachable',
    attempts: 4,
    maxAttempts: 4,
    finishedAt: '2026-11-20T10:00:40.000Z',
    durationMs: 39_000,
    retryable: true,
    cancellable: false,
    ...extra,
  });

describe('Jobs page', () => {
  afterEach(() => applyLocale('en'));

  it('says why a run failed in the reader’s language, with the values its failure names', async () => {
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
      'GET /api/jobs': () =>
        json({
          data: [
            failedRun(41, { params: { host: 'news.example.org' } }),
            // A run recorded before failures kept their values: the plain sentence.
            failedRun(40, {}),
          ],
          total: 2,
          page: 1,
          perPage: 25,
        }),
    });
    renderApp('/apps/jobs', { user: adminUser });
    const named = await screen.findByTestId('job-reason-41', {}, FIRST_RENDER);
    expect(named.textContent).toBe(
      'Cannot connect to news.example.org. Check the address and that the site is online.',
    );
    expect(screen.getByTestId('job-reason-40').textContent).toBe(
      'Cannot connect to the website. Check the address and that the site is online.',
    );
    // Every kind of job can be picked in the filter, the generations' too.
    const kinds = [...screen.getByTestId('jobs-filter-kind').querySelectorAll('option')].map(
      (option) => option.value,
    );
    for (const kind of ['article.generate', 'article.generated.send', 'prompt.generate']) {
      expect(kinds).toContain(kind);
    }
    await act(() => applyLocale('pl'));
    expect(
      within(screen.getByTestId('job-reason-41')).getByText(
        'Nie można połączyć się z news.example.org. Sprawdź adres i czy witryna działa.',
      ),
    ).toBeTruthy();
  });

  it('shows what a completed sync did, from history, in the reader’s plurals', async () => {
    const done = failedRun(60, {
      state: 'completed',
      progress: 100,
      message: null,
      code: null,
      retryable: false,
      stage: 'synchronizing',
      detail: { total: 301, inserted: 2, changed: 1, deleted: 5, full: 0 },
    });
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
      'GET /api/jobs': () => json({ data: [done], total: 1, page: 1, perPage: 25 }),
      'GET /api/jobs/60': () => json(done),
    });
    renderApp('/apps/jobs', { user: adminUser });
    fireEvent.click(await screen.findByTestId('job-open-60', {}, FIRST_RENDER));
    const outcome = await screen.findByTestId('job-detail-outcome');
    expect(outcome.textContent).toContain('+2 new, 1 updated, 5 deleted');
    // A completed run is past its stages.
    expect(screen.getByTestId('job-detail-stage').textContent).toContain('—');
    await act(() => applyLocale('ua'));
    expect(screen.getByTestId('job-detail-outcome').textContent).toContain(
      '+2 нові, 1 оновлена, 5 видалених',
    );
  });

  it('stops a running run after a confirmation, and offers it only where the server allows', async () => {
    let running = true;
    const active = (id: number, cancellable: boolean) =>
      failedRun(id, {
        state: running ? 'active' : 'cancelled',
        code: running ? null : 'job.cancelled',
        message: running ? null : 'The job was cancelled.',
        finishedAt: null,
        retryable: false,
        cancellable: running && cancellable,
      });
    const cancelled: number[] = [];
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
      'GET /api/jobs': () =>
        json({ data: [active(51, true), active(50, false)], total: 2, page: 1, perPage: 25 }),
      'POST /api/jobs/51/cancel': () => {
        cancelled.push(51);
        running = false;
        return json(active(51, true));
      },
    });
    renderApp('/apps/jobs', { user: adminUser });
    fireEvent.click(await screen.findByTestId('job-cancel-51', {}, FIRST_RENDER));
    // Someone who may not stop run 50 is not offered to.
    expect(screen.queryByTestId('job-cancel-50')).toBeNull();
    expect((await screen.findByTestId('job-cancel-confirm')).textContent).toMatch(
      /^Stop run #51\?/,
    );
    expect(cancelled).toEqual([]);
    // The buttons say what they do: no "Cancel" that could mean either.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep running' })).toBeTruthy();
    const dialog = screen.getByTestId('job-cancel-confirm').closest('.bp6-alert')!;
    fireEvent.click(within(dialog as HTMLElement).getByRole('button', { name: 'Stop sync' }));
    await waitFor(() => expect(cancelled).toEqual([51]));
    expect(await screen.findByText('Run #51 cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('job-cancel-51')).toBeNull());
    expect((await screen.findAllByText('Cancelled')).length).toBeGreaterThan(0);
  });

  it('takes Stop away as soon as a run ends live, before the list is read again', async () => {
    const socket = fakeRealtime();
    // The list as it was read while the run went on (its next read is at most 500 ms away).
    const running = failedRun(61, {
      state: 'active',
      code: null,
      message: null,
      finishedAt: null,
      retryable: false,
      cancellable: true,
    });
    let ended = false;
    const done = { ...running, state: 'completed' as const, cancellable: false };
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
      // Once the run ended, the list's next answer is slow to come (a busy server).
      'GET /api/jobs': () =>
        ended
          ? new Promise<never>(() => undefined)
          : json({ data: [running], total: 1, page: 1, perPage: 25 }),
      'GET /api/jobs/61': () => json(ended ? done : running),
    });
    renderApp('/apps/jobs', { user: adminUser });
    await screen.findByTestId('job-cancel-61', {}, FIRST_RENDER);
    await waitFor(() =>
      expect(socket.sent.some((s) => s.event === 'job.watch' && s.args[0] === '61')).toBe(true),
    );

    ended = true;
    socket.emit('job.completed', {
      jobId: '61',
      queue: 'sync',
      name: 'sync.website',
      state: 'completed',
      progress: 100,
    });

    await waitFor(() =>
      expect(screen.getByTestId('job-state-61').getAttribute('data-state')).toBe('completed'),
    );
    expect(screen.queryByTestId('job-cancel-61')).toBeNull();
  });

  it('says why a waiting run failed its last attempt and when it tries again', async () => {
    const waiting = failedRun(70, {
      state: 'waiting',
      attempts: 1,
      maxAttempts: 4,
      nextAttemptAt: new Date(Date.now() + 20_000).toISOString(),
      finishedAt: null,
      retryable: false,
    });
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
      'GET /api/jobs': () => json({ data: [waiting], total: 1, page: 1, perPage: 25 }),
      'GET /api/jobs/70': () => json(waiting),
    });
    renderApp('/apps/jobs', { user: adminUser });
    const note = await screen.findByTestId('job-retry-70', {}, FIRST_RENDER);
    expect(note.textContent).toMatch(
      /^Attempt 1 of 4 failed: Cannot connect to the website\. .* · next try in (19|20) s$/,
    );
  });

  it('shows administrators the periodic maintenance, how its last run went, and runs one now', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    let ran: string | null = null;
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/websites': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
      'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 25 }),
      'GET /api/jobs/maintenance': () =>
        json({
          data: [
            {
              name: 'maintenance.analytics.retention',
              everyMs: 3_600_000,
              nextRunAt: new Date(Date.now() + 30 * 60_000).toISOString(),
              last: {
                state: 'failed',
                startedAt: minutesAgo(30),
                durationMs: 1_200,
                code: 'http.redis_unavailable',
                message: 'Redis is unreachable',
              },
            },
            {
              name: 'maintenance.analytics.live',
              everyMs: 2_000,
              nextRunAt: null,
              last: { state: 'completed', startedAt: minutesAgo(0), durationMs: 12 },
            },
          ],
        }),
      'POST /api/jobs/maintenance/maintenance.analytics.retention/run': () => {
        ran = 'maintenance.analytics.retention';
        return json({ message: 'Operation completed.' }, 202);
      },
    });
    renderApp('/apps/jobs', { user: adminUser });
    const panel = await screen.findByTestId('jobs-maintenance', {}, FIRST_RENDER);
    // Folded until opened: nothing is read before.
    fireEvent.click(within(panel).getByRole('button', { name: 'Show' }));
    const retention = await within(panel).findByTestId(
      'maintenance-maintenance.analytics.retention',
    );
    expect(retention.textContent).toContain('Analytics retention and range caches');
    expect(retention.textContent).toContain('Failed');
    expect(retention.textContent).toContain('30 minutes ago');
    const live = within(panel).getByTestId('maintenance-maintenance.analytics.live');
    expect(live.textContent).toContain('Completed');
    expect(live.textContent).toContain('Not scheduled');
    fireEvent.click(within(retention).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(ran).toBe('maintenance.analytics.retention'));
    expect(await screen.findByText('“Analytics retention and range caches” started.')).toBeTruthy();
  });

  it('keeps maintenance from those who are not administrators', async () => {
    mockFetch({
      'GET /api/auth/me': () => json({ userData: editorUser }),
      'GET /api/websites': () => json({ data: [], total: 0, page: 1, perPage: 100 }),
      'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 25 }),
    });
    renderApp('/apps/jobs', { user: editorUser });
    await screen.findByText('No jobs yet', {}, FIRST_RENDER);
    expect(screen.queryByTestId('jobs-maintenance')).toBeNull();
  });
});
