import { Injectable } from '@nestjs/common';
import { SecretBox } from '../core/security/secret-box';
import type { SiteCredentials } from '../wordpress/wordpress.types';
import type { Website } from './entities/website.entity';
import { WebsitesRepository, type SyncTarget } from './websites.repository';
import { siteOrigin } from './website-url';

/**
 * Opens a website's sealed application password for the WordPress client; never logged. It opens
 * for the origin of the website's address alone (SecretBox binding), and the client sends it there
 * alone (`secretOrigin`).
 */
@Injectable()
export class WebsiteCredentials {
  constructor(
    private readonly websites: WebsitesRepository,
    private readonly box: SecretBox,
  ) {}

  /**
   * A sync's website and its opened credentials from one query (null when the website is gone;
   * `credentials` null as in `of`).
   */
  async forSync(
    websiteId: number,
  ): Promise<{ website: SyncTarget; credentials: SiteCredentials | null } | null> {
    const row = await this.websites.syncTarget(websiteId);
    if (!row) return null;
    const { apiKeySealed, ...website } = row;
    return { website, credentials: this.opened(website, apiKeySealed) };
  }

  /** Null when the API username or application password is missing (or cannot be opened). */
  async of(website: Website): Promise<SiteCredentials | null> {
    return this.opened(website, await this.websites.sealedKey(website.id));
  }

  private opened(
    website: Pick<Website, 'url' | 'apiUsername' | 'restUrl'>,
    sealed: string | null,
  ): SiteCredentials | null {
    if (!website.apiUsername || !sealed) return null;
    let applicationPassword: string;
    try {
      applicationPassword = this.box.open(sealed, siteOrigin(website.url));
    } catch {
      return null;
    }
    return {
      url: website.url,
      username: website.apiUsername,
      applicationPassword,
      restUrl: website.restUrl,
    };
  }
}
