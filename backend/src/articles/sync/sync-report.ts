import { Injectable } from '@nestjs/common';
import { MailService } from '../../core/mail/mail.service';
import { UsersService } from '../../users/users.service';
import { WebsitesService } from '../../websites/websites.service';
import type { SyncSummary } from './sync-website.usecase';

export const SYNC_MESSAGES = {
  started: 'Synchronization started. You will receive an email when it completes.',
  ok: 'Articles synchronized successfully',
  failed: 'Failed to synchronize articles content',
  notVerified: 'Verify the website before synchronizing its articles.',
} as const;

/**
 * The mail that tells the requester how a sync ended. Everyone watching learns it from the job's
 * own room (`job.completed` with the counts, `job.failed` with the code).
 */
@Injectable()
export class SyncReport {
  constructor(
    private readonly users: UsersService,
    private readonly websites: WebsitesService,
    private readonly mail: MailService,
  ) {}

  async succeeded(requestedBy: number | null, s: SyncSummary): Promise<void> {
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

  async failed(websiteId: number, requestedBy: number | null, detail: string): Promise<void> {
    const to = await this.emailOf(requestedBy);
    if (!to) return;
    const website = await this.websites.find(websiteId);
    const name = website?.name ?? `website #${websiteId}`;
    await this.mail.queue({
      to,
      subject: `${SYNC_MESSAGES.failed} — ${name}`,
      text: `${SYNC_MESSAGES.failed}: ${name}.\n\n${detail}`,
    });
  }

  private async emailOf(userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    return this.users.emailOf(userId);
  }
}
