import { defineErrors } from '../../core/http/error-codes';

/** The editorial calendar. */
export const CALENDAR_ERRORS = defineErrors({
  rangeInvalid: {
    status: 400,
    code: 'calendar.range.invalid',
    message: 'The range must end after it starts and span at most 62 days.',
  },
  notScheduled: {
    status: 409,
    code: 'calendar.not_scheduled',
    message: 'Only a scheduled post can be moved; this one is not scheduled any more.',
  },
  dateRequired: {
    status: 400,
    code: 'calendar.date.required',
    message: 'date is required: the new publication time.',
  },
  dateInPast: {
    status: 400,
    code: 'calendar.date.past',
    message: 'A scheduled post can only move to a time in the future.',
  },
  wordpressFailed: {
    status: 502,
    code: 'calendar.wordpress_failed',
    message: 'The website’s WordPress did not take the new date. Try again in a moment.',
  },
  noCredentials: {
    status: 409,
    code: 'calendar.no_credentials',
    message: 'The website has no API username or application password: add them and verify it.',
  },
  postGone: {
    status: 409,
    code: 'calendar.post_gone',
    message: 'This post is no longer on its website.',
  },
});
