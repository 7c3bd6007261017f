/** The query keys of feedback reports: what the live table (app/effects/liveQueries) refreshes. */
export const FEEDBACKS_KEY = ['feedbacks'] as const;
