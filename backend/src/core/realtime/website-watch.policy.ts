import type { AuthUser } from '../access/auth-user';
import type { SyncProgress } from './event-map';

/**
 * Who may join `website:<id>`, and what a new watcher is told at once. Core only knows this
 * contract; the websites domain provides it (whoever may read the website), so the gateway depends
 * on no domain.
 */
export abstract class WebsiteWatchPolicy {
  abstract mayWatch(user: AuthUser, websiteId: number): Promise<boolean>;
  /** The last progress of a sync waiting or running for the website, if any. */
  abstract syncUnderWay(websiteId: number): Promise<SyncProgress | null>;
}
