import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../api/audit';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import {
  adminUser,
  editorUser,
  FIRST_RENDER,
  json,
  mockFetch,
  renderApp,
} from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';

withTableViewport();

const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id: String(id),
  at: '2026-12-05T10:00:00.000Z',
  actorId: 7,
  actorName: 'Ada Admin',
  actorEmail: 'admin@example.com',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 Chrome/131.0',
  subject: 'role',
  subjectId: 3,
  label: 'Night desk',
  action: 'updated',
  changes: [
    { field: 'name', before: 'Night', after: 'Night desk' },
    { field: 'permissions', before: ['read:article'], after: ['read:article', 'write:article'] },
  ],
  ...extra,
});
const page = (data: AuditEntry[], nextCursor: string | null = null): AuditPage => ({
  data,
  total: data.length,
  totalExact: true,
  perPage: 25,
  nextCursor,
});

describe('audit trail page', { timeout: 20_000 }, () => {
  it('lists who changed what with before → after, filters on the server, and follows changes live', async () => {
    const socket = fakeRealtime();
    let rows = [entry(2)];
    const fetchMock = mockFetch({ ...me, 'GET /api/audit': () => json(page(rows)) });
    renderApp('/apps/audit/list', { user: adminUser });

    const table = await screen.findByTestId('audit-table', {}, FIRST_RENDER);
    const changes = await within(table).findByTestId('audit-changes');
    expect(changes.textContent).toBe(
      'Name Night → Night desk; Permissions read:article → read:article, write:article',
    );
    expect(changes.querySelector('del')!.textContent).toBe('Night');
    expect(within(table).getByText('Ada Admin (admin@example.com)')).toBeTruthy();

    fireEvent.change(screen.getByTestId('audit-filter-subject'), { target: { value: 'user' } });
    await waitFor(() => {
      const last = requestsTo(fetchMock, 'GET', '/api/audit').at(-1)!;
      expect(new URL(last.url).searchParams.get('subject')).toBe('user');
    });
    expect(screen.getByTestId('audit-export').getAttribute('href')).toBe(
      '/api/audit/export.csv?sortDir=desc&subject=user',
    );

    // An entry committed elsewhere (a role saved in another browser, someone signing in) is in
    // the list at once.
    await waitFor(() => expect(socket.listening('audit.changed')).toBe(true));
    rows = [entry(3, { label: 'Sports desk', action: 'created', changes: [] }), ...rows];
    socket.emit('audit.changed', { accountId: null, subject: 'role', subjectId: 4 });
    expect(await within(table).findByText('Sports desk')).toBeTruthy();
    rows = [entry(4, { label: 'Iryna Audit', action: 'signed-in', changes: [] }), ...rows];
    socket.emit('audit.changed', { accountId: 1, subject: 'user', subjectId: 9 });
    expect(await within(table).findByText('Iryna Audit')).toBeTruthy();
  });

  it('shows a change announced while the first read of a new filter is on its way, answered before it', async () => {
    const socket = fakeRealtime();
    let rows = [entry(2)];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldOnce = false;
    mockFetch({
      ...me,
      'GET /api/audit': async (request) => {
        // The server's answer is made when asked, before the change below commits.
        const answer = json(page(rows));
        if (new URL(request.url).searchParams.get('subject') === 'user' && !heldOnce) {
          heldOnce = true;
          await held;
        }
        return answer;
      },
    });
    renderApp('/apps/audit/list', { user: adminUser });
    const table = await screen.findByTestId('audit-table', {}, FIRST_RENDER);
    await within(table).findByTestId('audit-changes');
    await waitFor(() => expect(socket.listening('audit.changed')).toBe(true));

    fireEvent.change(screen.getByTestId('audit-filter-subject'), { target: { value: 'user' } });
    await waitFor(() => expect(heldOnce).toBe(true));
    rows = [entry(3, { subject: 'user', label: 'Sports desk', action: 'created', changes: [] })];
    socket.emit('audit.changed', { accountId: null, subject: 'user', subjectId: 4 });
    release();
    expect(await within(table).findByText('Sports desk')).toBeTruthy();
  });

  it("narrows to whole days: from the first day's start to the last day's end, export included", async () => {
    const fetchMock = mockFetch({ ...me, 'GET /api/audit': () => json(page([entry(2)])) });
    renderApp('/apps/audit/list', { user: adminUser });
    await screen.findByTestId('audit-table', {}, FIRST_RENDER);
    fireEvent.change(screen.getByTestId('audit-filter-from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByTestId('audit-filter-to'), { target: { value: '2026-12-05' } });
    const from = new Date('2026-12-01T00:00:00').toISOString();
    const to = new Date('2026-12-06T00:00:00').toISOString();
    await waitFor(() => {
      const last = new URL(requestsTo(fetchMock, 'GET', '/api/audit').at(-1)!.url);
      expect([last.searchParams.get('from'), last.searchParams.get('to')]).toEqual([from, to]);
    });
    const exported = new URL(screen.getByTestId('audit-export').getAttribute('href')!, 'http://x');
    expect([exported.searchParams.get('from'), exported.searchParams.get('to')]).toEqual([
      from,
      to,
    ]);
  });

  it("names the person whose changes are shown (from their History tab's link)", async () => {
    mockFetch({ ...me, 'GET /api/audit': () => json(page([entry(2)])) });
    renderApp('/apps/audit/list?actorId=7', { user: adminUser });
    const chip = await screen.findByTestId('audit-filter-actor', {}, FIRST_RENDER);
    await waitFor(() => expect(chip.textContent).toBe('Changes by Ada Admin (admin@example.com)'));
  });

  it('opens an entry whole: from where, and a secret only as changed', async () => {
    mockFetch({
      ...me,
      'GET /api/audit': () =>
        json(
          page([
            entry(5, {
              subject: 'website',
              label: 'Daily',
              changes: [{ field: 'apiKey', secret: true }],
            }),
          ]),
        ),
    });
    renderApp('/apps/audit/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('audit-open-5', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('audit-entry-dialog');
    expect(screen.getByText('Website: Daily')).toBeTruthy();
    expect(within(dialog).getByText('203.0.113.9')).toBeTruthy();
    expect(within(dialog).getByText('Mozilla/5.0 Chrome/131.0')).toBeTruthy();
    expect(within(dialog).getByTestId('audit-changes').textContent).toBe(
      'Key changed (never shown)',
    );
  });

  it('pages forward by the cursor the server gave', async () => {
    const fetchMock = mockFetch({
      ...me,
      'GET /api/audit': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'abc'
          ? json(page([entry(1, { label: 'Older desk' })]))
          : json({ ...page([entry(2)], 'abc'), total: 26 }),
    });
    renderApp('/apps/audit/list', { user: adminUser });
    await screen.findByTestId('audit-changes', {}, FIRST_RENDER);
    fireEvent.click(screen.getByTestId('audit-table-pagination-next'));
    expect(await screen.findByText('Older desk')).toBeTruthy();
    const last = requestsTo(fetchMock, 'GET', '/api/audit').at(-1)!;
    expect(new URL(last.url).searchParams.get('cursor')).toBe('abc');
  });

  it('is not offered to a role without read on audit', async () => {
    mockFetch({ 'GET /api/auth/me': () => json({ userData: editorUser }) });
    renderApp('/apps/audit/list', { user: editorUser });
    await waitFor(() => expect(window.location.pathname).toBe('/not-authorized'), FIRST_RENDER);
  });
});
