import { WordPressError } from '../../wordpress/wordpress.errors';
import type { PostsPage } from '../../wordpress/wordpress.types';

export const PAGE_CONCURRENCY = 4;

/**
 * Page 1 gives X-WP-TotalPages; pages 2..N follow with at most `concurrency` requests in flight.
 * It returns only when every page page 1 promised was read: anything else throws.
 * Each worker hands its page to `onPage` and waits for it, so pages never pile up in memory.
 */
export async function fetchAllPages<P extends Pick<PostsPage, 'total' | 'totalPages'>>(
  /** `totalPages` is what page 1 promised; undefined while page 1 itself is read. */
  fetchPage: (page: number, totalPages?: number) => Promise<P>,
  onPage: (page: P, pageNumber: number, totalPages: number) => Promise<void>,
  concurrency = PAGE_CONCURRENCY,
  isEmpty: (page: P) => boolean = (page) => (page as unknown as PostsPage).posts.length === 0,
): Promise<{ total: number; totalPages: number }> {
  const first = await fetchPage(1);
  const totalPages = Math.max(first.totalPages, 1);
  let next = 2;
  let failed = false;
  const guard = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  const worker = () =>
    guard(async () => {
      while (!failed && next <= totalPages) {
        const pageNumber = next++;
        const page = await fetchPage(pageNumber, totalPages);
        if (failed) return;
        // A page the first one promised came back past the end: the list shrank while it was
        // read, and later posts moved to pages already read. Not a complete copy: the run fails
        // and its retry reads the list again.
        if (page.totalPages === 0 && isEmpty(page)) {
          throw new WordPressError(
            'unexpected-response',
            `The list of posts changed while it was read (page ${pageNumber} of ${totalPages} is gone). The synchronization will run again.`,
          );
        }
        await onPage(page, pageNumber, totalPages);
      }
    });
  // Every worker has stopped before this returns or throws: nothing writes after a failure.
  const settled = await Promise.allSettled([
    guard(() => onPage(first, 1, totalPages)),
    ...Array.from({ length: Math.min(concurrency, totalPages - 1) }, worker),
  ]);
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  return { total: first.total, totalPages };
}
