/** The public surface of modules/websites: all that other modules, app/ and layouts/ import of it. */
export { VerifiedTag } from './components/VerifiedTag';
export { type UserWebsite, useUserWebsitesQuery } from './hooks/useUserWebsites';
export { SYNC_COVERAGE_KEY, WEBSITES_KEY } from './queryKeys';
