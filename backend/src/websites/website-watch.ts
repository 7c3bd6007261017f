import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { WebsiteWatchPolicy } from '../core/realtime/website-watch.policy';
import { WebsiteAccess } from './website-access';
import { WebsiteEvents } from './website-events';

/** The websites domain's side of following a website's work: who may, and who hears of it. */
@Injectable()
export class WebsiteWatch extends WebsiteWatchPolicy {
  constructor(
    private readonly access: WebsiteAccess,
    private readonly events: WebsiteEvents,
  ) {
    super();
  }

  mayWatch(user: AuthUser, websiteId: number): Promise<boolean> {
    return this.access.mayWatch(user, websiteId);
  }

  audienceOf(websiteId: number): Promise<string[]> {
    return this.events.roomsOf(websiteId);
  }
}
