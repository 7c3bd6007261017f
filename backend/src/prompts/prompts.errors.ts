import { defineErrors } from '../core/http/error-codes';

/** Prompts, and the AI work that follows them (article rework, prompt generation). */
export const PROMPT_ERRORS = defineErrors({
  notFound: { status: 404, code: 'prompt.not_found', message: 'Prompt not found' },
  saveFailed: { status: 400, code: 'prompt.save_failed', message: 'Failed to save prompt data' },
  deleteFailed: { status: 409, code: 'prompt.delete_failed', message: 'Failed to delete prompt' },
  noInstructions: {
    status: 400,
    code: 'prompt.no_instructions',
    message: 'Write the generation instructions first.',
  },
  noAiService: {
    status: 409,
    code: 'prompt.no_ai_service',
    message: 'The website has no AI service: choose one in its settings.',
  },
  invalidAnswer: {
    status: 502,
    code: 'prompt.invalid_answer',
    message: 'The AI answer did not follow the expected format, even when asked again.',
  },
  /** Sent naming the address (`The AI answer lost or changed https://…/a.jpg.`). */
  mediaChanged: {
    status: 502,
    code: 'prompt.media_changed',
    message: 'The AI answer lost or changed an image or a link of the article.',
  },
});
