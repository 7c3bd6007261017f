import { startWordPressSites, stopAll, type WpSite } from '../../test/wordpress/harness';
import { Article } from '../src/articles/entities/article.entity';
import { WebsiteUser } from '../src/websites/entities/website-user.entity';
import { createUser } from './support/factories';
import {
  connectSocket,
  dropEnv,
  followJob,
  login,
  nextEvent,
  startApp,
  testEnv,
  type TestApp,
  type TestSocket,
} from './support/test-app';
import { addVerifiedWebsite, basicAuth } from './support/wordpress';

jest.setTimeout(120_000);

interface CalendarPost {
  id: number;
  websiteId: number;
  websiteName: string;
  title: string;
  status: string;
  date: string;
  authorName: string | null;
  clonedFromArticleId: number | null;
  canMove: boolean;
}

const DAY = 86_400_000;
/** A whole second, as WordPress keeps dates. */
const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/**
 * The editorial calendar against a real WordPress: scheduled and published posts of the websites
 * the reader sees, and a scheduled post moved to another day on its WordPress.
 */
describe('the editorial calendar', () => {
  const env = testEnv();
  let t: TestApp;
  let sites: WpSite[];
  let site: WpSite;
  let admin: string;
  let socket: TestSocket;
  let websiteId: number;
  const ids: Record<'scheduled' | 'published', { remote: number; article: number }> = {
    scheduled: { remote: 0, article: 0 },
    published: { remote: 0, article: 0 },
  };
  const scheduledFor = at(Date.now() + 3 * DAY);

  const wp = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${site.url}/wp-json/${path}`, {
      method,
      headers: {
        authorization: basicAuth(site.users.admin),
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    [t, sites] = await Promise.all([
      startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true' }),
      startWordPressSites({ count: 1 }),
    ]);
    site = sites[0]!;
    admin = (await login(t)).cookie;
    socket = await connectSocket(t, admin);
    websiteId = await addVerifiedWebsite(t, { Cookie: admin }, site);
    const scheduled = await wp<{ id: number }>('POST', 'wp/v2/posts', {
      title: 'Budget preview',
      status: 'future',
      date_gmt: scheduledFor.toISOString().slice(0, 19),
      content: '<p>Tomorrow’s budget.</p>',
    });
    const published = await wp<{ id: number }>('POST', 'wp/v2/posts', {
      title: 'Harbour reopens',
      status: 'publish',
      date_gmt: new Date(Date.now() - DAY).toISOString().slice(0, 19),
      content: '<p>Boats are back.</p>',
    });
    const sync = await t.http.post(`/api/websites/${websiteId}/sync`).set('Cookie', admin);
    const job = await followJob(t, socket, sync.body.jobId as string, 60_000);
    expect((await job.outcome).state).toBe('completed');
    const articleOf = async (remoteId: number) =>
      (await t.db.getRepository(Article).findOneByOrFail({ websiteId, remoteId })).id;
    ids.scheduled = { remote: scheduled.id, article: await articleOf(scheduled.id) };
    ids.published = { remote: published.id, article: await articleOf(published.id) };
  });

  afterAll(async () => {
    socket?.disconnect();
    await stopAll(sites ?? []);
    await t?.close();
    await dropEnv(env);
  });

  const range = (from: number, to: number, extra = '') =>
    `/api/calendar?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}${extra}`;
  const calendar = async (query: string, cookie = admin) =>
    (await t.http.get(query).set('Cookie', cookie).expect(200)).body as {
      data: CalendarPost[];
      truncated: boolean;
    };
  const move = (id: number, date: Date | string, cookie = admin) =>
    t.http
      .patch(`/api/articles/${id}/schedule`)
      .set('Cookie', cookie)
      .send({ date: typeof date === 'string' ? date : date.toISOString() });

  it('shows the published and scheduled posts of the range, each with its date and whether it can move', async () => {
    const { data, truncated } = await calendar(range(Date.now() - 7 * DAY, Date.now() + 7 * DAY));
    expect(truncated).toBe(false);
    const ours = data.filter((p) => [ids.scheduled.article, ids.published.article].includes(p.id));
    expect(ours).toEqual([
      expect.objectContaining({
        id: ids.published.article,
        title: 'Harbour reopens',
        status: 'publish',
        canMove: false,
        websiteId,
      }),
      expect.objectContaining({
        id: ids.scheduled.article,
        title: 'Budget preview',
        status: 'future',
        date: scheduledFor.toISOString(),
        canMove: true,
        websiteId,
      }),
    ]);
    // Filters: status, website, author; a range that holds neither.
    const future = await calendar(
      range(Date.now() - 7 * DAY, Date.now() + 7 * DAY, '&status=future'),
    );
    expect(future.data.map((p) => p.id)).toEqual([ids.scheduled.article]);
    const elsewhere = await calendar(range(Date.now() + 10 * DAY, Date.now() + 20 * DAY));
    expect(elsewhere.data).toEqual([]);
    // Without a range: today and the next 31 days.
    const ahead = await calendar('/api/calendar');
    expect(ahead.data.map((p) => p.id)).toEqual([ids.scheduled.article]);
  });

  it('moves a scheduled post to another day on its WordPress, in the trail and live', async () => {
    const to = at(scheduledFor.getTime() + 2 * DAY + 3_600_000);
    const heard = nextEvent(socket, 'articles.changed');
    const moved = await move(ids.scheduled.article, to).expect(200);
    expect(moved.body).toMatchObject({
      id: ids.scheduled.article,
      status: 'future',
      date: to.toISOString(),
    });
    expect(await heard).toMatchObject({ websiteId, articleIds: [ids.scheduled.article] });
    // WordPress has it: still scheduled, at the new time.
    const post = await wp<{ status: string; date_gmt: string }>(
      'GET',
      `wp/v2/posts/${ids.scheduled.remote}?context=edit`,
    );
    expect(post).toMatchObject({ status: 'future', date_gmt: to.toISOString().slice(0, 19) });
    // The calendar shows it on its new day.
    const { data } = await calendar(
      range(to.getTime() - DAY, to.getTime() + DAY, '&status=future'),
    );
    expect(data.map((p) => [p.id, p.date])).toEqual([[ids.scheduled.article, to.toISOString()]]);
    const trail = await t.http
      .get(`/api/audit?subject=article&subjectId=${ids.scheduled.article}`)
      .set('Cookie', admin)
      .expect(200);
    expect(trail.body.data[0]).toMatchObject({
      action: 'updated',
      changes: [
        { field: 'scheduledFor', before: scheduledFor.toISOString(), after: to.toISOString() },
      ],
    });
  });

  it('refuses what cannot move, with its reason, and leaves WordPress as it was', async () => {
    const before = await wp<{ date_gmt: string }>('GET', `wp/v2/posts/${ids.scheduled.remote}`);
    const refusal = async (res: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await res;
      return { status, code: (body as { code: string }).code };
    };
    expect(await refusal(move(ids.published.article, at(Date.now() + DAY)))).toEqual({
      status: 409,
      code: 'calendar.not_scheduled',
    });
    expect(await refusal(move(ids.scheduled.article, at(Date.now() - DAY)))).toEqual({
      status: 400,
      code: 'calendar.date.past',
    });
    expect(await refusal(move(ids.scheduled.article, 'next tuesday'))).toEqual({
      status: 400,
      code: 'request.invalid',
    });
    expect(
      await refusal(
        t.http
          .patch(`/api/articles/${ids.scheduled.article}/schedule`)
          .set('Cookie', admin)
          .send({}),
      ),
    ).toEqual({ status: 400, code: 'calendar.date.required' });
    expect(await refusal(move(999_999, at(Date.now() + DAY)))).toEqual({
      status: 404,
      code: 'article.not_found',
    });
    expect(
      await refusal(t.http.get(range(Date.now(), Date.now() + 90 * DAY)).set('Cookie', admin)),
    ).toEqual({ status: 400, code: 'calendar.range.invalid' });

    // Assigned view-only: sees the post, may not move it.
    const account = (
      await t.db.query<{ accountId: number }[]>('SELECT accountId FROM websites WHERE id = ?', [
        websiteId,
      ])
    )[0]!.accountId;
    const viewer = await createUser(t.db, { roleName: 'Editor', accountId: account });
    await t.db.getRepository(WebsiteUser).insert({ websiteId, userId: viewer.id, canWrite: false });
    const cookie = (await login(t, viewer.email, viewer.password)).cookie;
    const later = await calendar(range(Date.now(), Date.now() + 14 * DAY), cookie);
    expect(later.data.find((p) => p.id === ids.scheduled.article)).toMatchObject({
      canMove: false,
    });
    expect(await refusal(move(ids.scheduled.article, at(Date.now() + 4 * DAY), cookie))).toEqual({
      status: 403,
      code: 'website.view_only',
    });
    const after = await wp<{ date_gmt: string }>('GET', `wp/v2/posts/${ids.scheduled.remote}`);
    expect(after.date_gmt).toBe(before.date_gmt);
  });
});
