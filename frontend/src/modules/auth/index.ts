/** The public surface of modules/auth: all that other modules, app/ and layouts/ import of it. */
import { lazy } from 'react';

export { useSession } from './hooks/useSession';
export { useSessionRefresh } from './hooks/useSessionRefresh';
export { endSession, replaceRules } from './session';

/** Two-step sign-in settings, loaded only when opened. */
export const SecurityDialog = lazy(() => import('./components/SecurityDialog'));
