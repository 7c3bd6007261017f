import { Injectable } from '@nestjs/common';
import { SessionCache } from '../core/access/session-cache';
import { ADMINS_ROOM, roomOf, type ChangeAction } from '../core/realtime/event-map';
import { JobsService } from '../core/queues/jobs.service';
import { RealtimePublisher } from '../core/realtime/publisher';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { WebsiteOrigins } from './website-origins';
import { WebsitesRepository } from './websites.repository';

/** Who hears about a website: the users assigned to it and the administrators. */
@Injectable()
export class WebsiteEvents {
  constructor(
    private readonly websites: WebsitesRepository,
    private readonly publisher: RealtimePublisher,
    private readonly sessions: SessionCache,
    private readonly jobs: JobsService,
    private readonly events: RealtimeEvents,
    private readonly origins: WebsiteOrigins,
  ) {}

  async roomsOf(websiteId: number): Promise<string[]> {
    const users = await this.websites.assignedUserIds(websiteId);
    return [ADMINS_ROOM, ...users.map((id) => roomOf.user(id))];
  }

  /** Users no longer assigned stop following the website's jobs under way at once. */
  async unassigned(websiteId: number, userIds: number[]) {
    if (userIds.length === 0) return;
    const runs = await this.jobs.unfinishedRunIds(websiteId);
    if (runs.length === 0) return;
    this.publisher.leave(
      userIds.map((id) => roomOf.user(id)),
      runs.map((id) => roomOf.job(id)),
    );
  }

  /**
   * Call after the write committed. `before`: the rooms read before the write (a deleted
   * website's, unassigned users'). Who may read which website is read again everywhere
   * (creations, deletions and assignments all pass here).
   */
  async changed(action: ChangeAction, id: number, before: string[] = []) {
    this.sessions.forgetWebsiteScopes();
    void this.origins.refresh();
    await this.events.publish('websites.changed', { action, id }, before);
  }
}
