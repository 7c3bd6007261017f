import { fromRestStatus, WordPressError } from '../../wordpress/wordpress.errors';
import type { PostsPage } from '../../wordpress/wordpress.types';
import { fetchAllPages } from './page-fetcher';

const page = (n: number, totalPages: number): PostsPage => ({
  posts: [{ remoteId: n } as PostsPage['posts'][number]],
  total: totalPages,
  totalPages,
});
const pastTheEnd: PostsPage = { posts: [], total: 0, totalPages: 0 };

describe('fetchAllPages', () => {
  it('reads every page the first one promised, each handed over once', async () => {
    const seen: number[] = [];
    const result = await fetchAllPages(
      (n) => Promise.resolve(page(n, 5)),
      (_page, n) => {
        seen.push(n);
        return Promise.resolve();
      },
    );
    expect(result).toEqual({ total: 5, totalPages: 5 });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('never ends "complete" when a promised page is gone: the run fails and is retried', async () => {
    await expect(
      fetchAllPages(
        (n) => Promise.resolve(n === 4 ? pastTheEnd : page(n, 5)),
        () => Promise.resolve(),
      ),
    ).rejects.toMatchObject({
      reason: 'unexpected-response',
      detail: expect.stringContaining('page 4 of 5 is gone') as unknown,
    });
  });

  it('fails on a refused page after the first (a revoked password), never treating it as the end', async () => {
    const revoked = fromRestStatus(400, {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): status',
      data: { params: { status: 'Status is forbidden.' } },
    });
    expect(revoked).toBeInstanceOf(WordPressError);
    expect(revoked.reason).toBe('wrong-credentials');
    await expect(
      fetchAllPages(
        (n) => (n === 3 ? Promise.reject(revoked) : Promise.resolve(page(n, 50))),
        () => Promise.resolve(),
      ),
    ).rejects.toBe(revoked);
  });
});

describe("WordPress's own codes", () => {
  it('keeps the REST code, so only a page past the end is told apart from other refusals', () => {
    expect(fromRestStatus(400, { code: 'rest_post_invalid_page_number' }).restCode).toBe(
      'rest_post_invalid_page_number',
    );
    expect(fromRestStatus(400, { code: 'rest_invalid_param' }).reason).toBe('unexpected-response');
  });
});
