import { Injectable } from '@nestjs/common';
import { errorTextIn } from '../../core/i18n/error-texts';
import { MailService } from '../../core/mail/mail.service';
import { mailStrings } from '../../core/mail/templates';
import { UsersService } from '../../users/users.service';
import { WebsitesService } from '../../websites/websites.service';
import type { SyncSummary } from './sync-website.usecase';

export const SYNC_MESSAGES = {
  started: 'Synchronization started. You will receive an email when it completes.',
  startedQuietly: 'Synchronization started.',
  ok: 'Articles synchronized successfully',
  failed: 'Failed to synchronize articles content',
  notVerified: 'Verify the website before synchronizing its articles.',
  reconcileStarted:
    'Reconciliation started: posts deleted, republished or renamed in WordPress are being checked.',
} as const;

/** A run this long has outlived the page its requester waited on: it mails even unasked. */
export const LONG_SYNC_MS = 2 * 60_000;

/**
 * Whether a run's ending is mailed to its requester: asked for (or a run that reads every post,
 * decided at start), or long. Scheduled runs have no requester; runs queued before the choice
 * existed carry no `notify` and mail as they did.
 */
export function mailsOnEnd(
  data: { requestedBy: number | null; notify?: boolean },
  elapsedMs: number,
): boolean {
  return data.requestedBy !== null && (data.notify !== false || elapsedMs >= LONG_SYNC_MS);
}

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
    const contact = await this.contactOf(requestedBy);
    if (!contact) return;
    const words = mailStrings(contact.locale);
    const number = (n: number) => new Intl.NumberFormat(words.lang).format(n);
    const lines = [
      words.sync.succeeded(s.websiteName),
      '',
      ...words.sync.counts({
        total: number(s.total),
        inserted: number(s.inserted),
        changed: number(s.changed),
        deleted: number(s.deleted),
      }),
    ];
    await this.mail.queue({
      to: contact.email,
      subject: words.sync.succeededSubject(s.websiteName),
      text: lines.join('\n'),
    });
  }

  /**
   * The reason in the requester's language by its code (the words the Jobs page shows), else
   * WordPress's own words as the sync recorded them.
   */
  async failed(
    websiteId: number,
    requestedBy: number | null,
    failure: { code?: string; params?: Record<string, string | number>; detail: string },
  ): Promise<void> {
    const contact = await this.contactOf(requestedBy);
    if (!contact) return;
    const words = mailStrings(contact.locale);
    const website = await this.websites.find(websiteId);
    const name = website?.name ?? `#${websiteId}`;
    const reason = errorTextIn(contact.locale, failure.code, failure.params) ?? failure.detail;
    await this.mail.queue({
      to: contact.email,
      subject: words.sync.failedSubject(name),
      text: `${words.sync.failed(name)}\n\n${words.sync.reason} ${reason}`,
    });
  }

  private contactOf(userId: number | null) {
    return userId === null ? Promise.resolve(null) : this.users.contactOf(userId);
  }
}
