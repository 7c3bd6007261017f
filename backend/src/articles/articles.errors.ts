import { defineErrors } from '../core/http/error-codes';

/** Reading articles. */
export const ARTICLE_ERRORS = defineErrors({
  notFound: {
    status: 404,
    code: 'article.not_found',
    message: 'Article not found',
  },
  cursorInvalid: {
    status: 400,
    code: 'article.cursor.invalid',
    message: 'The cursor is not valid for this list: start again from the first page.',
  },
  /** Sent with the limit (`Pages beyond 10000 rows…`). */
  pageTooDeep: {
    status: 400,
    code: 'article.page.too_deep',
    message: 'Pages this deep are reached with the cursor (nextCursor).',
  },
  assigneeInvalid: {
    status: 400,
    code: 'article.assignee.invalid',
    message:
      "This user cannot be assigned: they must belong to the website's account and be able to write on it.",
  },
});
