import { seedPosts, wpCli, type WpSite } from '../../test/wordpress/harness';
import { syncSuite } from './support/sync-tools';

jest.setTimeout(120_000);

/**
 * The reconcile pass checks a quiet site from WordPress's counts, without listing every id; each
 * change WordPress makes without touching `modified` moves a count, on its own, and the pass then
 * lists the ids and puts it right.
 */
describe('the reconcile pass against real WordPress', () => {
  const { suite, addConnection, reconcile, sync, rows, expectCopy, expectWordPressTerms } =
    syncSuite({
      sites: 1,
      yoast: [false],
      seed: ([wp]) => seedPosts(wp!, 250, { days: 60 }),
    });
  let site: WpSite;
  let websiteId: number;

  beforeAll(async () => {
    site = suite.sites[0]!;
    websiteId = await addConnection(site);
    await sync(websiteId);
  });

  /** The pass on a site nothing happened to since: no id page, nothing changed. */
  const expectQuiet = async () => {
    const quiet = await reconcile(websiteId);
    expect(quiet.detail).toMatchObject({
      pages: 0,
      inserted: 0,
      changed: 0,
      renamed: 0,
      deleted: 0,
    });
  };

  const oldest = async (status: string) =>
    (await rows(websiteId))
      .filter((a) => a.status === status && !a.deletedInWp)
      .sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime())[0]!;

  it('a quiet site is checked from its counts: no id page is listed, and the copy stays exact', async () => {
    await expectQuiet();
    await expectCopy(websiteId, site);
  });

  it('cron publishing a scheduled post is found on its own, then the site is quiet again', async () => {
    const scheduled = await oldest('future');
    // What WordPress cron does when a scheduled post's time comes: `modified` stays.
    await wpCli(site, `wp_publish_post(${scheduled.remoteId});`);
    const found = await reconcile(websiteId);
    expect(found.detail).toMatchObject({ changed: 1, deleted: 0 });
    expect((found.detail as { pages: number }).pages).toBeGreaterThan(0);
    const after = (await rows(websiteId)).find((a) => a.remoteId === scheduled.remoteId);
    expect(after).toMatchObject({ status: 'publish' });
    await expectQuiet();
  });

  it('sticking a post is found on its own', async () => {
    const post = await oldest('publish');
    await wpCli(site, `stick_post(${post.remoteId});`);
    expect((await reconcile(websiteId)).detail).toMatchObject({ changed: 1 });
    expect((await rows(websiteId)).find((a) => a.remoteId === post.remoteId)).toMatchObject({
      sticky: true,
    });
    await expectQuiet();
  });

  it("a status changed behind WordPress's back (a plugin writing the table) is found on its own", async () => {
    const post = await oldest('draft');
    await wpCli(
      site,
      `global $wpdb;
       $wpdb->update($wpdb->posts, ['post_status' => 'pending'], ['ID' => ${post.remoteId}]);
       clean_post_cache(${post.remoteId});`,
    );
    expect((await reconcile(websiteId)).detail).toMatchObject({ changed: 1 });
    expect((await rows(websiteId)).find((a) => a.remoteId === post.remoteId)).toMatchObject({
      status: 'pending',
    });
    await expectQuiet();
  });

  it('a tag deleted in WordPress leaves its posts and the stored terms, then the site is quiet again', async () => {
    await wpCli(
      site,
      `$video = get_term_by('name', 'video', 'post_tag');
       wp_delete_term($video->term_id, 'post_tag');`,
    );
    const found = await reconcile(websiteId);
    expect((found.detail as { renamed: number }).renamed).toBeGreaterThan(0);
    expect((await rows(websiteId)).some((a) => a.tags?.includes('video'))).toBe(false);
    await expectWordPressTerms(websiteId, site);
    const [kept] = await suite.t.db.query<{ n: string }[]>(
      "SELECT COUNT(*) AS n FROM website_terms WHERE websiteId = ? AND taxonomy = 'tag' AND name = 'video'",
      [websiteId],
    );
    expect(Number(kept!.n)).toBe(0);
    await expectQuiet();
  });

  it('a post deleted for good and an old one imported since the last sync: equal counts hide neither', async () => {
    const erased = await oldest('publish');
    // An import dates a post in the past, `modified` included: only its id says it is new.
    const imported = Number(
      await wpCli(
        site,
        `wp_delete_post(${erased.remoteId}, true);
         echo wp_insert_post(['post_title' => 'From the 2019 archive', 'post_status' => 'publish',
           'post_date' => '2019-03-01 09:00:00']);`,
      ),
    );
    expect(await wpCli(site, `echo get_post(${imported})->post_modified;`)).toBe(
      '2019-03-01 09:00:00',
    );
    const found = await reconcile(websiteId);
    expect(found.detail).toMatchObject({ inserted: 1, deleted: 1 });
    expect((await rows(websiteId)).find((a) => a.remoteId === imported)).toMatchObject({
      title: 'From the 2019 archive',
      status: 'publish',
    });
    expect((await rows(websiteId)).find((a) => a.remoteId === erased.remoteId)).toMatchObject({
      deletedInWp: true,
    });
    await sync(websiteId);
    await expectQuiet();
    await expectCopy(websiteId, site);
  });
});
