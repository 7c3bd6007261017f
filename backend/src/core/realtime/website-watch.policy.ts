import type { AuthUser } from '../access/auth-user';

/**
 * Who follows a website's work (its jobs' rooms, its lists' events). Core only knows this
 * contract; the websites domain provides it (whoever may read the website), so the gateway and the
 * job pipeline depend on no domain.
 */
export abstract class WebsiteWatchPolicy {
  abstract mayWatch(user: AuthUser, websiteId: number): Promise<boolean>;
  /** The rooms of everyone who may read the website (its room, its users, the administrators). */
  abstract audienceOf(websiteId: number): Promise<string[]>;
}
