import { useSessionRefresh } from '../modules/auth';
import { useDocumentAppearance } from './effects/useDocumentAppearance';
import { useLanguageSync } from './effects/useLanguageSync';
import { useRealtimeEvents } from './effects/useRealtimeEvents';

/** App-wide side effects with no UI of their own. */
export function AppEffects() {
  useDocumentAppearance();
  useLanguageSync();
  useSessionRefresh();
  useRealtimeEvents();
  return null;
}
