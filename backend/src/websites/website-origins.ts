import { Injectable, Logger } from '@nestjs/common';
import { WebsitesRepository } from './websites.repository';

/** How long the list is fresh on a node that did not make the change itself. */
const FRESH_MS = 30_000;

/**
 * The origins of every connected website, for the page's Content-Security-Policy: article
 * drawers show WordPress's images (featured and in the body) straight from the sites they live
 * on, and no other host's. Read once, then again in the background when 30 s old or when a
 * website changes on this node (another node's change is seen within 30 s); a request never
 * waits for it.
 */
@Injectable()
export class WebsiteOrigins {
  private readonly logger = new Logger('WebsiteOrigins');
  private origins = '';
  private readAt = 0;
  private reading: Promise<void> | null = null;

  constructor(private readonly websites: WebsitesRepository) {}

  /** The origins, space-separated, as a CSP source list ('' before the first read). */
  current(): string {
    if (Date.now() - this.readAt > FRESH_MS) void this.refresh();
    return this.origins;
  }

  /** Reads the list again (one read at a time). */
  refresh(): Promise<void> {
    this.reading ??= this.websites
      .urls()
      .then((urls) => {
        this.origins = [...new Set(urls.map(originOf).filter(Boolean))].sort().join(' ');
        this.readAt = Date.now();
      })
      .catch((error: Error) => this.logger.warn(`Could not read the websites: ${error.message}`))
      .finally(() => (this.reading = null));
    return this.reading;
  }
}

/** `https://news.example.com` of an address; '' when it is not http(s). */
function originOf(url: string): string {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : '';
  } catch {
    return '';
  }
}
