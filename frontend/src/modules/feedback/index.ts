/** The public surface of modules/feedback: all that other modules, app/ and layouts/ import of it. */
import { lazy } from 'react';

export { FEEDBACKS_KEY } from './queryKeys';

/** The report dialog, loaded only when opened. */
export const ReportIssueDialog = lazy(() => import('./components/ReportIssueDialog'));
