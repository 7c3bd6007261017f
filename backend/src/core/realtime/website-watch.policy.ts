import type { AuthUser } from '../access/auth-user';

/**
 * Who may join `website:<id>`. Core only knows this contract; the websites domain provides it
 * (whoever may read the website), so the gateway depends on no domain.
 */
export abstract class WebsiteWatchPolicy {
  abstract mayWatch(user: AuthUser, websiteId: number): Promise<boolean>;
}
