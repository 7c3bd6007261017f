import { Injectable } from '@nestjs/common';
import { SecretBox } from '../core/security/secret-box';
import type { SiteCredentials } from '../wordpress/wordpress.types';
import type { Website } from './entities/website.entity';
import { WebsitesRepository } from './websites.repository';

/** Opens a website's sealed application password for the WordPress client; never logged. */
@Injectable()
export class WebsiteCredentials {
  constructor(
    private readonly websites: WebsitesRepository,
    private readonly box: SecretBox,
  ) {}

  /**
   * The sealed key alone, to be read together with the website (one round trip, not two); hand
   * it to `of`.
   */
  sealedKeyOf(websiteId: number): Promise<string | null> {
    return this.websites.sealedKey(websiteId);
  }

  /** Null when the API username or application password is missing (or cannot be opened). */
  async of(website: Website, sealedKey?: Promise<string | null>): Promise<SiteCredentials | null> {
    const sealed = await (sealedKey ?? this.websites.sealedKey(website.id));
    if (!website.apiUsername || !sealed) return null;
    let applicationPassword: string;
    try {
      applicationPassword = this.box.open(sealed);
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
