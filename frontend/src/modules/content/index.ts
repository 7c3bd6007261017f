/** The public surface of modules/content: all that other modules, app/ and layouts/ import of it. */
export { RECENCY_LABEL, STATUS_LABEL } from './articleLabels';
export { ArticleStatusTag } from './components/ArticleStatusTag';
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
