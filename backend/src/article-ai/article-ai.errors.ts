import { defineErrors } from '../core/http/error-codes';

/**
 * An article written by AI that cannot be used. The codes keep the names they were first given
 * (job history and clients hold them).
 */
export const ARTICLE_AI_ERRORS = defineErrors({
  /** The AI answer held no title line (or a whole paragraph where the title should be). */
  answerNoTitle: {
    status: 422,
    code: 'generation.answer.no_title',
    message: 'The AI answer did not start with a title line. Nothing was sent: generate it again.',
  },
  /** The AI answer held a title and no body. */
  answerNoBody: {
    status: 422,
    code: 'generation.answer.no_body',
    message: 'The AI answer had no article body. Nothing was sent: generate it again.',
  },
});
