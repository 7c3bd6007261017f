import type { PostsPage } from '../../wordpress/wordpress.types';

export const PAGE_CONCURRENCY = 4;

/**
 * Page 1 gives X-WP-TotalPages; pages 2..N follow with at most `concurrency` requests in flight.
 * Each worker hands its page to `onPage` and waits for it, so pages never pile up in memory.
 */
export async function fetchAllPages(
  fetchPage: (page: number) => Promise<PostsPage>,
  onPage: (page: PostsPage, pageNumber: number, totalPages: number) => Promise<void>,
  concurrency = PAGE_CONCURRENCY,
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
        const page = await fetchPage(pageNumber);
        if (failed) return;
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
