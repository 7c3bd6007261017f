import type { ReviewListQuery } from '../../api/reviews';

/** The review list and each held copy: what the live table (app/effects/liveQueries) refreshes. */
export const REVIEWS_KEY = ['reviews'] as const;
export const reviewListKey = (query: ReviewListQuery) => [...REVIEWS_KEY, 'list', query] as const;
export const reviewKey = (id: number) => [...REVIEWS_KEY, 'one', id] as const;
