import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seedPosts, wpCli, type WpSite } from '../../test/wordpress/harness';
import { syncSuite } from './support/sync-tools';
import { followJob } from './support/test-app';
import { addMuPlugin } from './support/wordpress';

jest.setTimeout(120_000);

/**
 * A site's whole history, not only last week's: 5,000 posts modified over two years, synced by a
 * worker process beside the API (a file of its own, so it runs beside sync.e2e-spec.ts).
 */
describe('article sync of a site of 5,000 posts over two years', () => {
  const { suite, addConnection, reconcile, sync, rows, expectCopy, expectWordPressTerms } =
    syncSuite({
      sites: 1,
      yoast: [false],
      seed: ([wp]) => seedPosts(wp!, 5000, { days: 730 }),
    });
  let huge: WpSite;
  let hugeId: number;
  const log = () => join(huge.root, 'wp-content', 'posts-requests.log');
  /** Post bodies WordPress sent per request to wp/v2/posts since the log was emptied. */
  const bodiesSent = async () =>
    (await readFile(log(), 'utf8').catch(() => '')).split('\n').filter(Boolean).map(Number);

  beforeAll(async () => {
    huge = suite.sites[0]!;
    // Counts, per request to the posts route, how many posts it answered with a body.
    await addMuPlugin(
      huge,
      'count-post-bodies',
      `add_filter('rest_post_dispatch', function ($response, $server, $request) {
        if ($request->get_route() === '/wp/v2/posts' && $request->get_method() === 'GET') {
          $bodies = 0;
          foreach ((array) $response->get_data() as $item) {
            if (is_array($item) && isset($item['content'])) $bodies++;
          }
          file_put_contents(WP_CONTENT_DIR . '/posts-requests.log', "$bodies\n", FILE_APPEND | LOCK_EX);
        }
        return $response;
      }, 1000, 3);`,
    );
    hugeId = await addConnection(huge);
  });

  /** Every live row has its post's status and title; every post has its live row. */
  async function expectStatusesAndTitles() {
    const posts = JSON.parse(
      await wpCli(
        huge,
        `global $wpdb;
         echo json_encode($wpdb->get_results("SELECT ID, post_status, post_title FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status NOT IN ('auto-draft', 'inherit')"));`,
      ),
    ) as { ID: string; post_status: string; post_title: string }[];
    const live = (await rows(hugeId)).filter((a) => !a.deletedInWp);
    const ours = Object.fromEntries(live.map((a) => [a.remoteId, [a.status, a.title]]));
    const theirs = Object.fromEntries(posts.map((p) => [p.ID, [p.post_status, p.post_title]]));
    expect(ours).toEqual(theirs);
  }

  it('the first sync copies every post; a re-sync with no change downloads no post body', async () => {
    const { event } = await sync(hugeId, 120_000);
    expect(event.detail).toMatchObject({ total: 5000, inserted: 5000, deleted: 0, full: 1 });
    await expectCopy(hugeId, huge);
    const modified = (await rows(hugeId)).map((a) => a.modifiedAt.getTime());
    // Posts modified up to two years ago are there, not only the last week's.
    expect(Date.now() - Math.min(...modified)).toBeGreaterThan(600 * 86_400_000);
    await expectStatusesAndTitles();

    await writeFile(log(), '');
    const again = await sync(hugeId);
    expect(again.event.detail).toMatchObject({ full: 0, inserted: 0, changed: 0, deleted: 0 });
    // One request for what changed since the last sync, answered with nothing.
    expect(await bodiesSent()).toEqual([0]);
    await expectCopy(hugeId, huge);
  });

  it('a full import reads every post again and changes nothing', async () => {
    await writeFile(log(), '');
    const { t, admin, socket } = suite;
    const res = await t.http
      .post(`/api/websites/${hugeId}/sync?full=true`)
      .set('Cookie', admin)
      .expect(202);
    const event = await (await followJob(t, socket, res.body.jobId as string, 120_000)).outcome;
    expect(event).toMatchObject({ state: 'completed' });
    expect(event.detail).toMatchObject({
      full: 1,
      total: 5000,
      inserted: 0,
      changed: 0,
      deleted: 0,
    });
    expect((await bodiesSent()).reduce((a, b) => a + b, 0)).toBe(5000);
    await suite.t.http
      .post(`/api/websites/${hugeId}/sync?full=maybe`)
      .set('Cookie', suite.admin)
      .expect(400);
  });

  it('every change in WordPress is exact after one sync and the reconcile pass', async () => {
    const before = await rows(hugeId);
    const oldest = (status: string, skip = 0) =>
      [...before]
        .filter((a) => a.status === status && !a.deletedInWp)
        .sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime())[skip]!;
    const edited = oldest('publish');
    const toPending = oldest('publish', 1);
    const stuck = oldest('publish', 2);
    const scheduled = oldest('future');
    const toTrash = oldest('private');
    const erased = oldest('draft');
    await wpCli(
      huge,
      `wp_update_post(['ID' => ${edited.remoteId}, 'post_title' => 'Edited after two years']);
       wp_update_post(['ID' => ${toPending.remoteId}, 'post_status' => 'pending']);
       // What WordPress cron does when a scheduled post's time comes: \`modified\` stays.
       wp_publish_post(${scheduled.remoteId});
       wp_trash_post(${toTrash.remoteId});
       stick_post(${stuck.remoteId});
       wp_delete_post(${erased.remoteId}, true);
       $sport = get_term_by('name', 'Sport', 'category');
       wp_update_term($sport->term_id, 'category', ['name' => 'Sport & Games']);
       $video = get_term_by('name', 'video', 'post_tag');
       wp_update_term($video->term_id, 'post_tag', ['name' => 'Videos']);`,
    );
    const synced = await sync(hugeId);
    expect(synced.event.detail).toMatchObject({ full: 0, inserted: 0, changed: 3, deleted: 0 });
    const reconciled = await reconcile(hugeId);
    // Cron publishing and sticking leave `modified` alone: the reconcile pass reads both again.
    expect(reconciled.detail).toMatchObject({ inserted: 0, changed: 2, deleted: 1 });
    expect(reconciled.detail!.renamed).toBeGreaterThan(100);

    await expectCopy(hugeId, huge);
    await expectStatusesAndTitles();
    await expectWordPressTerms(hugeId, huge);
    const after = new Map((await rows(hugeId)).map((a) => [a.remoteId, a]));
    expect(after.get(edited.remoteId)).toMatchObject({ title: 'Edited after two years' });
    expect(after.get(toPending.remoteId)).toMatchObject({ status: 'pending' });
    expect(after.get(scheduled.remoteId)).toMatchObject({ status: 'publish' });
    expect(after.get(stuck.remoteId)).toMatchObject({ sticky: true });
    expect(after.get(toTrash.remoteId)).toMatchObject({ status: 'trash', deletedInWp: false });
    expect(after.get(erased.remoteId)).toMatchObject({ deletedInWp: true });
    const pending = await suite.t.http
      .get(`/api/articles?websiteId=${hugeId}&status=pending&perPage=5`)
      .set('Cookie', suite.admin)
      .expect(200);
    expect(pending.body.total).toBe(1);
  });
});
