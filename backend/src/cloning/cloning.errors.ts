import { defineErrors } from '../core/http/error-codes';

/** Cloning refused at once (nothing is queued) — codes the frontend translates (`errors.<code>`). */
export const CLONE_ERRORS = defineErrors({
  sameWebsite: {
    status: 400,
    code: 'clone.same_website',
    message: 'An article cannot be cloned into its own website.',
  },
  dateRequired: {
    status: 400,
    code: 'clone.date_required',
    message: 'Choose the date and time of the scheduled post.',
  },
  datePast: {
    status: 400,
    code: 'clone.date_past',
    message: 'The scheduled date must be in the future.',
  },
  dateWithoutFuture: {
    status: 400,
    code: 'clone.date_without_future',
    message: 'A date is set only for a scheduled (future) post.',
  },
  destinationNotVerified: {
    status: 422,
    code: 'clone.destination_not_verified',
    message: 'The destination website is not verified: verify it before cloning into it.',
  },
  noAiService: {
    status: 422,
    code: 'clone.no_ai_service',
    message:
      'The destination website has no AI service: choose one in its settings, or clone the content unchanged.',
  },
  followNeedsVerbatim: {
    status: 400,
    code: 'clone.follow_needs_verbatim',
    message: 'Only a verbatim copy can follow its source.',
  },
  noClones: {
    status: 400,
    code: 'clone.none',
    message: 'This article has no clones to update.',
  },
});

/** Why a clone job failed, stored in job history and on the ledger row. */
export const CLONE_FAILURES = defineErrors({
  failed: {
    status: 500,
    code: 'clone.failed',
    message: 'Failed to clone article.',
  },
  sourceMissing: {
    status: 404,
    code: 'clone.source_missing',
    message: 'The source post no longer exists on its website.',
  },
  refused: {
    status: 502,
    code: 'clone.wordpress.refused',
    message:
      'WordPress refused the API user: check its application password and that it may publish posts.',
  },
  unreachable: {
    status: 502,
    code: 'clone.wordpress.unreachable',
    message: 'The website could not be reached. Check the address and that the site is online.',
  },
  wordpressError: {
    status: 502,
    code: 'clone.wordpress.error',
    message: 'WordPress answered with an error. The site may be overloaded or broken.',
  },
  imageFailed: {
    status: 502,
    code: 'clone.image_failed',
    message: 'An image of the article could not be copied to the destination website.',
  },
  missingCredentials: {
    status: 422,
    code: 'clone.missing_credentials',
    message: 'The website has no API username or application password: add them and verify it.',
  },
});
