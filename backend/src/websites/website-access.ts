import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { isAdministrator } from '../core/access/grants';
import { SessionCache } from '../core/access/session-cache';
import { DomainException } from '../core/http/domain-error';
import { WEBSITE_ERRORS } from './websites.errors';
import { WebsitesRepository, type VisibleWebsite, type WebsiteScope } from './websites.repository';

/** Readable websites (null: every one) narrowed to a filter's website: none when it is not one. */
export function narrowTo(
  readable: readonly number[] | null,
  websiteId: number | undefined,
): readonly number[] | null {
  if (websiteId === undefined) return readable;
  return readable && !readable.includes(websiteId) ? [] : [websiteId];
}

/**
 * Object-level rules for websites. Administrators pass every check (they are assigned all
 * websites, including ones created later); everyone else sees only websites assigned to them in
 * their own account (others answer 404), and changes only those assigned can-write.
 */
@Injectable()
export class WebsiteAccess {
  constructor(
    private readonly websites: WebsitesRepository,
    private readonly cache: SessionCache,
  ) {}

  scopeOf(user: AuthUser): WebsiteScope {
    return isAdministrator(user)
      ? { all: true }
      : { all: false, userId: user.id, accountId: user.accountId };
  }

  async readable(user: AuthUser, id: number): Promise<VisibleWebsite> {
    const found = await this.websites.findVisible(id, this.scopeOf(user));
    if (!found) throw new DomainException(WEBSITE_ERRORS.notFound);
    return found;
  }

  /** Readable, and assigned can-write (the route already checked write on website). */
  async writable(user: AuthUser, id: number): Promise<VisibleWebsite> {
    const found = await this.readable(user, id);
    if (!found.canWrite || !user.ability.can('write', 'website')) {
      throw new DomainException(WEBSITE_ERRORS.viewOnly);
    }
    return found;
  }

  /**
   * Readable, and the user may put articles on it: write on articles and a can-write assignment.
   * Cloning and sending need no more: write on websites stays for the connection (address, key).
   */
  async publishable(user: AuthUser, id: number): Promise<VisibleWebsite> {
    const found = await this.readable(user, id);
    if (!found.canWrite || !user.ability.can('write', 'article')) {
      throw new DomainException(WEBSITE_ERRORS.viewOnly);
    }
    return found;
  }

  /** The websites the user may put articles on (as `publishable`); null: every website. */
  async publishableIds(user: AuthUser): Promise<readonly number[] | null> {
    if (!user.ability.can('write', 'article')) return [];
    return this.websites.writableIds(this.scopeOf(user));
  }

  /** Whether the user may write on this website (CASL `write website` and a can-write assignment). */
  async mayWrite(user: AuthUser, id: number): Promise<boolean> {
    if (!user.ability.can('write', 'website')) return false;
    const found = await this.websites.findVisible(id, this.scopeOf(user));
    return found?.canWrite === true;
  }

  /**
   * The websites a list reads: those the user may read, narrowed to `websiteId` when a filter
   * names one (none when it names one they may not read). Null means every website.
   */
  async readableWithin(user: AuthUser, websiteId?: number): Promise<readonly number[] | null> {
    return narrowTo(await this.readableIds(user), websiteId);
  }

  /** Null means every website. Remembered like the session (see SessionCache). */
  async readableIds(user: AuthUser): Promise<readonly number[] | null> {
    const scope = this.scopeOf(user);
    if (scope.all) return null;
    const known = this.cache.websiteScope(scope.userId, scope.accountId);
    if (known) return known;
    const ticket = this.cache.ticket();
    const ids = (await this.websites.visibleIds(scope)) ?? [];
    this.cache.storeWebsiteScope(ticket, scope.userId, scope.accountId, ids);
    return ids;
  }

  async mayWatch(user: AuthUser, websiteId: number): Promise<boolean> {
    if (!user.ability.can('read', 'website') && !user.ability.can('read', 'article')) return false;
    return (await this.websites.findVisible(websiteId, this.scopeOf(user))) !== null;
  }
}
