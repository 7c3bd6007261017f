import { Injectable } from '@nestjs/common';

/** What another domain does when a website's sync interval changes or the website is deleted. */
/** A listener names only the events it follows. */
export interface WebsiteLifecycleListener {
  syncIntervalChanged?(websiteId: number, minutes: number | null): Promise<void>;
  deleted?(websiteId: number): Promise<void>;
  /**
   * The website's address now names another WordPress site, confirmed as a new site: forget
   * what was read from or written to the old one (its posts' ids mean other posts now).
   */
  replaced?(websiteId: number): Promise<void>;
}

/**
 * The websites domain's in-process events, told after the write committed and awaited before the
 * caller is answered. Domains built on websites listen here (the sync keeps its schedule), so
 * websites never imports them.
 */
@Injectable()
export class WebsiteLifecycle {
  private readonly listeners: WebsiteLifecycleListener[] = [];

  listen(listener: WebsiteLifecycleListener) {
    this.listeners.push(listener);
  }

  async syncIntervalChanged(websiteId: number, minutes: number | null): Promise<void> {
    for (const listener of this.listeners) await listener.syncIntervalChanged?.(websiteId, minutes);
  }

  async deleted(websiteId: number): Promise<void> {
    for (const listener of this.listeners) await listener.deleted?.(websiteId);
  }

  async replaced(websiteId: number): Promise<void> {
    for (const listener of this.listeners) await listener.replaced?.(websiteId);
  }
}
