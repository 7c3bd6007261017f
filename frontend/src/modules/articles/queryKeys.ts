/** The query keys of articles: what the live table (app/effects/liveQueries) refreshes. */
export const ARTICLES_KEY = ['articles'] as const;
export const ARTICLE_LISTS_KEY = ['articles', 'list'] as const;
/** A sync announces every chunk it writes: refetch the lists at most once a second. */
export const LIVE_THROTTLE_MS = 1000;
