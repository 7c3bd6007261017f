import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { DomainException } from '../core/http/domain-error';
import { WordPressClient } from '../wordpress/wordpress.client';
import { WordPressError } from '../wordpress/wordpress.errors';
import type { VerifyResultDto } from './dto/website.dto';
import { WebsiteAccess } from './website-access';
import { WebsiteCredentials } from './website-credentials';
import { WebsiteEvents } from './website-events';
import { WebsiteLifecycle } from './website-lifecycle';
import { WEBSITE_ERRORS, WEBSITE_VERIFY_ERRORS, type VerifyFailure } from './websites.errors';
import { WebsitesRepository } from './websites.repository';

export const VERIFY_MESSAGES = {
  ok: 'Website verified successfully.',
  missingCredentials:
    'Add the API username and the application password of a WordPress user, then verify again.',
} as const;

@Injectable()
export class WebsiteVerifyService {
  constructor(
    private readonly websites: WebsitesRepository,
    private readonly access: WebsiteAccess,
    private readonly credentials: WebsiteCredentials,
    private readonly wordpress: WordPressClient,
    private readonly events: WebsiteEvents,
    private readonly lifecycle: WebsiteLifecycle,
  ) {}

  /**
   * 200 with what was learnt about the site, or 422 `{ code, message, reason, detail }` with the
   * reason a person can act on; either way the outcome is stored on the website.
   */
  async verify(user: AuthUser, id: number, newSite = false): Promise<VerifyResultDto> {
    const { website } = await this.access.writable(user, id);
    const credentials = await this.credentials.of(website);
    if (!credentials) {
      throw this.failure('missing-credentials', VERIFY_MESSAGES.missingCredentials);
    }
    try {
      const site = await this.wordpress.verify({ ...credentials, restUrl: null });
      // Articles synced from one WordPress are never remapped, by post id, onto another's posts:
      // refused, unless confirmed as a new site, whose articles then start afresh.
      const replaced =
        !!website.wpHome && !!website.lastSyncedAt && !sameSite(website.wpHome, site.home);
      if (replaced && newSite) await this.lifecycle.replaced(id);
      else if (replaced) {
        const was = website.wpHome!;
        await this.websites.update(id, {
          verified: false,
          lastVerifyError: `identity-changed: ${was} → ${site.home}`.slice(0, 500),
        });
        await this.events.changed('updated', id);
        throw new DomainException(WEBSITE_ERRORS.identityChanged, {
          params: { was, now: site.home },
        });
      }
      await this.websites.update(id, {
        wpHome: site.home,
        verified: true,
        verifiedAt: new Date(),
        restUrl: site.restUrl,
        wpVersion: site.wpVersion,
        timezone: site.timezone,
        yoastActive: site.yoastActive,
        connectorActive: site.connectorActive,
        lastVerifyError: null,
        ...(replaced ? { lastSyncedAt: null } : {}),
      });
      await this.events.changed('updated', id);
      return {
        verified: true,
        message: VERIFY_MESSAGES.ok,
        wpVersion: site.wpVersion,
        timezone: site.timezone,
        yoastActive: site.yoastActive,
        connectorActive: site.connectorActive,
      };
    } catch (error) {
      if (!(error instanceof WordPressError)) throw error;
      await this.websites.update(id, {
        verified: false,
        lastVerifyError: `${error.reason}: ${error.detail}`.slice(0, 500),
      });
      await this.events.changed('updated', id);
      throw this.failure(error.reason, error.detail);
    }
  }

  private failure(reason: VerifyFailure, detail: string) {
    return new DomainException(WEBSITE_VERIFY_ERRORS[reason], { reason, detail });
  }
}

/**
 * Whether two home addresses name the same WordPress site: the same host (less `www.`) and path,
 * whatever the scheme (a site moved to https stays the site it was).
 */
export function sameSite(a: string, b: string): boolean {
  const key = (address: string) => {
    try {
      const url = new URL(address);
      return `${url.host.replace(/^www\./, '').toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
    } catch {
      return address;
    }
  };
  return key(a) === key(b);
}
