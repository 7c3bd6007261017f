/** The public surface of modules/audit: all that other modules, app/ and layouts/ import of it. */
export { AUDIT_KEY } from './queryKeys';
export { HistoryPanel } from './components/HistoryPanel';
