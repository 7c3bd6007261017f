/** The public surface of modules/analytics: all that other modules, app/ and layouts/ import of it. */
export { ArticleReach } from './components/ArticleReach';
export { TrackingPanel } from './components/TrackingPanel';
export { ANALYTICS_LIVE_KEY, ANALYTICS_REPORT_KEY } from './queryKeys';
