import {
  seedPosts,
  startWordPressSites,
  stopAll,
  wpCli,
  type WpSite,
} from '../../test/wordpress/harness';
import { OutboxMail } from '../src/core/mail/entities/outbox-mail.entity';
import { startInbox, type MailInbox } from './support/mail-inbox';
import {
  connectSocket,
  dropEnv,
  followJob,
  login,
  startApp,
  testEnv,
  type TestApp,
  type TestSocket,
} from './support/test-app';
import { addVerifiedWebsite, articleRows } from './support/wordpress';

jest.setTimeout(180_000);

const MAIL_PROMISED = 'Synchronization started. You will receive an email when it completes.';
const NO_MAIL = 'Synchronization started.';
const POSTS = 30;

/**
 * What a sync tells, and to whom: the start says whether a mail follows, a mail comes only when
 * asked for (or for a run that reads every post), the website's coverage (posts on the site,
 * posts synced) and author renames arriving without a full import.
 */
describe('sync: what it tells, and author renames', () => {
  const env = testEnv();
  let t: TestApp;
  let sites: WpSite[];
  let site: WpSite;
  let inbox: MailInbox;
  let admin: string;
  let socket: TestSocket;
  let websiteId: number;

  beforeAll(async () => {
    inbox = await startInbox();
    [t, sites] = await Promise.all([
      startApp(env, { OUTBOUND_ALLOW_PRIVATE: 'true', SMTP_URL: inbox.smtpUrl }),
      startWordPressSites({ count: 1 }),
    ]);
    site = sites[0]!;
    await seedPosts(site, POSTS, { days: 5 });
    admin = (await login(t)).cookie;
    socket = await connectSocket(t, admin);
    websiteId = await addVerifiedWebsite(t, { Cookie: admin }, site);
  });

  afterAll(async () => {
    socket?.disconnect();
    await stopAll(sites ?? []);
    await t?.close();
    await inbox?.close();
    await dropEnv(env);
  });

  /** Starts a sync with `query`, waits for it to complete; the start answer and mails queued. */
  async function sync(query = '') {
    const before = await t.db.getRepository(OutboxMail).count();
    const res = await t.http
      .post(`/api/websites/${websiteId}/sync${query}`)
      .set('Cookie', admin)
      .expect(202);
    const job = await followJob(t, socket, res.body.jobId as string);
    expect(await job.outcome).toMatchObject({ state: 'completed' });
    const mailsQueued = (await t.db.getRepository(OutboxMail).count()) - before;
    return { body: res.body as { message: string; mails: boolean }, mailsQueued };
  }

  const successMails = () =>
    inbox.mails.filter((m) => m.subject.includes('Articles synchronized successfully'));

  it('the first sync reads every post: it mails unasked, and says so when it starts', async () => {
    const first = await sync();
    expect(first.body).toMatchObject({ message: MAIL_PROMISED, mails: true });
    expect(first.mailsQueued).toBe(1);
    await inbox.waitFor((m) => m.subject.includes('Articles synchronized successfully'), 30_000);

    // It listed every post: the site's count is known, and all of them are synced.
    const coverage = await t.http
      .get(`/api/websites/${websiteId}/sync/coverage`)
      .set('Cookie', admin)
      .expect(200);
    expect(coverage.body).toMatchObject({ syncDays: null, postsOnSite: POSTS, postsSynced: POSTS });
  });

  it('a manual sync mails only when asked; the start promises a mail only then', async () => {
    const mailsBefore = successMails().length;
    const quiet = await sync();
    expect(quiet.body).toEqual(expect.objectContaining({ message: NO_MAIL, mails: false }));
    expect(quiet.mailsQueued).toBe(0);

    const asked = await sync('?notify=true');
    expect(asked.body).toMatchObject({ message: MAIL_PROMISED, mails: true });
    expect(asked.mailsQueued).toBe(1);
    await inbox.waitFor(() => successMails().length === mailsBefore + 1, 30_000);
    // The quiet run sent nothing meanwhile: exactly one more success mail, the asked one.
    await new Promise((r) => setTimeout(r, 1000));
    expect(successMails()).toHaveLength(mailsBefore + 1);

    // A full import reads every post: it mails unasked.
    const full = await sync('?full=true');
    expect(full.body).toMatchObject({ message: MAIL_PROMISED, mails: true });
    expect(full.mailsQueued).toBe(1);
  });

  it('refuses a notify that is not true or false, and starts nothing', async () => {
    const res = await t.http
      .post(`/api/websites/${websiteId}/sync?notify=maybe`)
      .set('Cookie', admin)
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('notify must be true or false.');
  });

  it('an author renamed in WordPress is renamed on every post by the reconcile pass', async () => {
    const login = site.users.editor.login;
    const byEditor = JSON.parse(
      await wpCli(
        site,
        `$u = get_user_by('login', '${login}');
         wp_update_user(['ID' => $u->ID, 'display_name' => 'Renamed Editor & Co']);
         echo json_encode(['id' => $u->ID, 'posts' => count(get_posts(['author' => $u->ID, 'numberposts' => -1, 'post_status' => 'any']))]);`,
      ),
    ) as { id: number; posts: number };
    expect(byEditor.posts).toBeGreaterThan(0);

    const res = await t.http
      .post(`/api/websites/${websiteId}/reconcile`)
      .set('Cookie', admin)
      .expect(202);
    const job = await followJob(t, socket, res.body.jobId as string);
    expect(await job.outcome).toMatchObject({ state: 'completed' });

    const rows = (await articleRows(t, websiteId)).filter(
      (a) => Number(a.authorRemoteId) === byEditor.id,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((a) => a.authorName))).toEqual(new Set(['Renamed Editor & Co']));
    // Other authors keep their names.
    const others = (await articleRows(t, websiteId)).filter(
      (a) => Number(a.authorRemoteId) !== byEditor.id,
    );
    expect(others.every((a) => a.authorName !== 'Renamed Editor & Co')).toBe(true);
  });
});
