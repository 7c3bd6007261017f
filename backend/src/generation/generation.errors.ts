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
  /** Use of an update or a rework replaces a live post: asked for in so many words. */
  replaceUnconfirmed: {
    status: 409,
    code: 'generation.replace.unconfirmed',
    message:
      'Using it replaces the post on the website: look at what changes and confirm the replacement.',
  },
  /** Undo of a use that replaced nothing (a follow-up), or that was undone already. */
  nothingToUndo: {
    status: 409,
    code: 'generation.undo.nothing',
    message: 'There is no earlier version of the post to put back.',
  },
  /** The post Use would replace is gone from WordPress (or was never there). */
  nothingToReplace: {
    status: 404,
    code: 'generation.replace.missing',
    message: 'The post to replace is no longer on the website.',
  },
  /** WordPress refused or failed a call made while someone waits (its words as the message). */
  wordpressFailed: {
    status: 502,
    code: 'generation.wordpress_failed',
    message: 'WordPress did not take the change.',
  },
  busy: {
    status: 409,
    code: 'generation.busy',
    message: 'The article is still being generated.',
  },
});
