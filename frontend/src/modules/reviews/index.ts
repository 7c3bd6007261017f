/** The public surface of modules/reviews: all that other modules, app/ and layouts/ import of it. */
export { REVIEWS_KEY } from './queryKeys';
