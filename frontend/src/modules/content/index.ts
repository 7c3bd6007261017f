/**
 * The public surface of modules/content: what several content features read of articles and
 * websites (article reads and keys, status labels and tag, the HTML sanitizer, website options),
 * kept below them all so that a page hosting another feature's component never makes a loop.
 */
export { RECENCY_LABEL, STATUS_LABEL } from './articleLabels';
export { ArticleStatusTag } from './components/ArticleStatusTag';
export { AuthorFilter } from './components/AuthorFilter';
export {
  useArticleAssignees,
  useArticleAuthors,
  useArticleQuery,
  useArticlesQuery,
  useAssignArticle,
} from './hooks/useArticles';
export { useWebsiteChoices, useWebsiteOptions } from './hooks/useWebsiteOptions';
export { ARTICLE_LISTS_KEY, articleKey, ARTICLES_KEY, LIVE_THROTTLE_MS } from './queryKeys';
export { sanitizeArticleHtml } from './sanitize';
