import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailService } from '../../core/mail/mail.service';
import { RealtimePublisher } from '../../core/realtime/publisher';
import { User } from '../../users/entities/user.entity';
import { Website } from '../../websites/entities/website.entity';
import { SyncProgressStore } from '../../websites/sync-progress.store';
import { WebsiteEvents } from '../../websites/website-events';
import type { SyncSummary } from './sync-website.usecase';

export const SYNC_MESSAGES = {
  started: 'Synchronization started. You will receive an email when it completes.',
  ok: 'Articles synchronized successfully',
  failed: 'Failed to synchronize articles content',
  notVerified: 'Verify the website before synchronizing its articles.',
} as const;

/** How a sync ends for people: `sync.finished` to everyone watching, an email to the requester. */
@Injectable()
export class SyncReport {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly events: WebsiteEvents,
    private readonly publisher: RealtimePublisher,
    private readonly progress: SyncProgressStore,
  ) {}

  async succeeded(jobId: string, requestedBy: number | null, s: SyncSummary): Promise<void> {
    await this.progress.finished(s.websiteId);
    this.publisher.to(await this.events.roomsOf(s.websiteId), 'sync.finished', {
      websiteId: s.websiteId,
      jobId,
      ok: true,
      message: SYNC_MESSAGES.ok,
    });
    const to = await this.emailOf(requestedBy);
    if (!to) return;
    const lines = [
      `${SYNC_MESSAGES.ok}: ${s.websiteName}.`,
      '',
      `Posts modified in the synchronized period: ${s.total}`,
      `New articles: ${s.inserted}`,
      `Updated articles: ${s.changed}`,
      `Marked as deleted in WordPress: ${s.deleted}`,
    ];
    await this.mail.queue({
      to,
      subject: `${SYNC_MESSAGES.ok} — ${s.websiteName}`,
      text: lines.join('\n'),
    });
  }

  async failed(
    websiteId: number,
    jobId: string,
    requestedBy: number | null,
    detail: string,
  ): Promise<void> {
    await this.progress.finished(websiteId);
    this.publisher.to(await this.events.roomsOf(websiteId), 'sync.finished', {
      websiteId,
      jobId,
      ok: false,
      message: SYNC_MESSAGES.failed,
      detail,
    });
    const to = await this.emailOf(requestedBy);
    if (!to) return;
    const website = await this.db
      .getRepository(Website)
      .findOne({ where: { id: websiteId }, select: { id: true, name: true } });
    const name = website?.name ?? `website #${websiteId}`;
    await this.mail.queue({
      to,
      subject: `${SYNC_MESSAGES.failed} — ${name}`,
      text: `${SYNC_MESSAGES.failed}: ${name}.\n\n${detail}`,
    });
  }

  private async emailOf(userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    const user = await this.db
      .getRepository(User)
      .findOne({ where: { id: userId }, select: { id: true, email: true } });
    return user?.email ?? null;
  }
}
