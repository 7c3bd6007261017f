import { defineErrors } from '../core/http/error-codes';

/** Traffic analytics: the beacon, the reports and the goals. */
export const ANALYTICS_ERRORS = defineErrors({
  invalidBeacon: {
    status: 400,
    code: 'analytics.invalid_beacon',
    message: 'The page view is not valid.',
  },
  /** Past the beacons an address (or a website) may send in 10 s: counted, not stored. */
  beaconLimit: {
    status: 429,
    code: 'analytics.beacon_limit',
    message: 'Too many page views from this address: slow down.',
  },
  invalidRange: {
    status: 400,
    code: 'analytics.invalid_range',
    message: 'Choose a valid date range.',
  },
  /** The article is not one the reader may see (or there is none). */
  storyNotFound: {
    status: 404,
    code: 'analytics.story.not_found',
    message: 'Article not found',
  },
  goalNotFound: {
    status: 404,
    code: 'analytics.goal.not_found',
    message: 'Goal not found',
  },
  goalTaken: {
    status: 409,
    code: 'analytics.goal.taken',
    message: 'This website already has that goal.',
  },
});
