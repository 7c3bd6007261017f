import type { FeedbackListQuery } from '../../api/feedback';

/** The query keys of feedback reports: what the live table (app/effects/liveQueries) refreshes. */
export const FEEDBACKS_KEY = ['feedbacks'] as const;
export const feedbacksListKey = (query: FeedbackListQuery) =>
  [...FEEDBACKS_KEY, 'list', query] as const;
