import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import type { SyncProgress } from '../core/realtime/event-map';
import { WebsiteWatchPolicy } from '../core/realtime/website-watch.policy';
import { SyncProgressStore } from './sync-progress.store';
import { WebsiteAccess } from './website-access';

/** The websites domain's side of `website.watch`: who may watch, and a sync under way. */
@Injectable()
export class WebsiteWatch extends WebsiteWatchPolicy {
  constructor(
    private readonly access: WebsiteAccess,
    private readonly progress: SyncProgressStore,
  ) {
    super();
  }

  mayWatch(user: AuthUser, websiteId: number): Promise<boolean> {
    return this.access.mayWatch(user, websiteId);
  }

  syncUnderWay(websiteId: number): Promise<SyncProgress | null> {
    return this.progress.current(websiteId);
  }
}
