import { defineErrors } from '../core/http/error-codes';

/** Generating articles with AI. */
export const GENERATION_ERRORS = defineErrors({
  notFound: { status: 404, code: 'generation.not_found', message: 'Generated article not found' },
  tooManySources: {
    status: 400,
    code: 'generation.too_many_sources',
    message: 'Choose at most 3 source articles.',
  },
  sourceNotFound: {
    status: 400,
    code: 'generation.source_not_found',
    message: 'A source article was not found.',
  },
  targetRequired: {
    status: 400,
    code: 'generation.target_required',
    message: 'Choose the existing article to update or rework.',
  },
  targetOtherWebsite: {
    status: 400,
    code: 'generation.target_other_website',
    message: 'The article to update or rework must be on the destination website.',
  },
  notReady: {
    status: 409,
    code: 'generation.not_ready',
    message: 'The article is not ready: wait for the generation to end.',
  },
  noCredentials: {
    status: 409,
    code: 'generation.no_credentials',
    message: 'The destination website has no API user and application password to send with.',
  },
  busy: {
    status: 409,
    code: 'generation.busy',
    message: 'The article is still being generated.',
  },
});
