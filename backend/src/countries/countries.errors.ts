import { defineErrors } from '../core/http/error-codes';

/** Countries and their ISO codes. */
export const COUNTRY_ERRORS = defineErrors({
  notFound: {
    status: 404,
    code: 'country.not_found',
    message: 'Country not found',
  },
  inUse: {
    status: 409,
    code: 'country.in_use',
    message: 'This country is still in use and cannot be deleted.',
  },
  /** Sent naming the code and its holder when known (`ISO code 2 IT is already used by Italy.`). */
  iso2Taken: {
    status: 409,
    code: 'country.alpha_two_taken',
    message: 'This ISO code 2 is already used by another country.',
  },
  iso3Taken: {
    status: 409,
    code: 'country.alpha_three_taken',
    message: 'This ISO code 3 is already used by another country.',
  },
});
