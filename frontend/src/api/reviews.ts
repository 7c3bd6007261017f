import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type ReviewRow = components['schemas']['ReviewRowDto'];
export type ReviewPage = components['schemas']['ReviewPageDto'];
export type Review = components['schemas']['ReviewDto'];
export type ReviewText = components['schemas']['ReviewTextDto'];
export type ReviewDraft = components['schemas']['ArticleDraftDto'];
export type RevisablePart = components['schemas']['ReviseDto']['part'];
export type Revised = components['schemas']['RevisedDto'];
export type ReviewListQuery = NonNullable<paths['/api/reviews']['get']['parameters']['query']>;

/** Held AI copies on the websites the reader may publish on, newest first (keyset). */
export function fetchReviews(query: ReviewListQuery): Promise<ReviewPage> {
  return unwrap(api.GET('/api/reviews', { params: { query } }));
}

export function fetchReview(id: number): Promise<Review> {
  return unwrap(api.GET('/api/reviews/{id}', { params: { path: { id } } }));
}

/** The edited text kept, still held. */
export function saveReview(id: number, draft: ReviewDraft): Promise<Review> {
  return unwrap(api.PUT('/api/reviews/{id}', { params: { path: { id } }, body: draft }));
}

/** One part written again by the website's AI (the copy as the editor has it). */
export function reviseReview(
  id: number,
  part: RevisablePart,
  draft: ReviewDraft,
  instruction?: string,
): Promise<Revised> {
  return unwrap(
    api.POST('/api/reviews/{id}/revise', {
      params: { path: { id } },
      body: { part, draft, ...(instruction ? { instruction } : {}) },
    }),
  );
}

/** Sends the reviewed text: resolves with the clone job writing it. */
export function sendReview(id: number, draft: ReviewDraft): Promise<{ jobId: string }> {
  return unwrap(api.POST('/api/reviews/{id}/send', { params: { path: { id } }, body: draft }));
}

export function discardReview(id: number): Promise<void> {
  return unwrap(api.DELETE('/api/reviews/{id}', { params: { path: { id } } })).then(
    () => undefined,
  );
}
