import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { AppConfig } from '../core/config/env';
import { DomainException } from '../core/http/domain-error';
import { errorTextIn } from '../core/i18n/error-texts';
import { MailService } from '../core/mail/mail.service';
import { mailStrings } from '../core/mail/templates';
import type { JobRun } from '../core/queues/entities/job-run.entity';
import { JobName } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { UsersService } from '../users/users.service';
import type {
  NotificationPageDto,
  NotificationPreferencesDto,
  SaveNotificationPreferencesDto,
} from './dto/notification.dto';
import type { NotificationPreference } from './entities/notification-preference.entity';
import type { Notification } from './entities/notification.entity';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationParams,
} from './notification-kinds';
import { NOTIFICATION_ERRORS } from './notifications.errors';
import { NotificationsRepository } from './notifications.repository';
import { AccountWebhooksService } from './webhook/account-webhooks.service';
import { UsageLedger } from '../providers/usage/usage-ledger';

/** The kinds an account's webhook hears: the desk's work, not a person's own affairs. */
const WEBHOOK_KINDS: readonly NotificationKind[] = ['run_failed', 'review_waiting', 'quota_near'];

const PER_PAGE = 20;
/** A digest's day, and the most notices one digest lists (the bell has the rest). */
const DIGEST_EVERY_MS = 24 * 3_600_000;
const DIGEST_MAX = 30;

/** The runs whose failure is told to whoever started them, and how each names its subject. */
const TOLD_RUNS: Partial<Record<JobName, 'clone' | 'generation' | 'sync'>> = {
  [JobName.CloneArticle]: 'clone',
  [JobName.GenerateArticle]: 'generation',
  [JobName.SendGeneratedArticle]: 'generation',
  [JobName.SyncWebsite]: 'sync',
  [JobName.ReconcileWebsite]: 'sync',
};

export interface Notice {
  userId: number;
  kind: NotificationKind;
  params: NotificationParams;
  /** Where it leads in the app (a path). */
  link: string | null;
  /**
   * The account whose desk work it is about: its webhook hears the desk's kinds (a failed run, a
   * copy waiting for review), once per notice.
   */
  accountId?: number | null;
}

/**
 * Tells a person what concerns them: on their bell (stored, live over their own socket room) and
 * by mail, as they chose per kind (the defaults until they do). A notice never fails the change
 * that caused it: a failure to tell is logged.
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  private readonly log = new Logger('Notifications');

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly events: RealtimeEvents,
    private readonly jobs: JobsService,
    private readonly config: AppConfig,
    private readonly webhooks: AccountWebhooksService,
    private readonly usage: UsageLedger,
  ) {}

  onModuleInit() {
    // An account past 80% of a monthly AI limit: whose call it was hears (and the webhook).
    this.usage.onQuotaNear((near) => {
      const notice = {
        kind: 'quota_near' as const,
        params: { quota: near.kind, used: String(near.used), limit: String(near.limit) },
        link: '/apps/providers/usage',
        accountId: near.accountId,
      };
      const told =
        near.userId === null
          ? this.toWebhook(notice)
          : this.notify({ ...notice, userId: near.userId });
      void told.catch((error: Error) =>
        this.log.warn(`A quota notice could not be told: ${error.message}`),
      );
    });
    // A clone, an AI article or a sync that failed for good: its starter is told (a cancel is
    // not a failure; a scheduled sync has nobody to tell).
    this.jobs.onFailed((run) => {
      const what = TOLD_RUNS[run.name as JobName];
      if (!what || run.userId === null) return;
      void this.runFailed(run, run.userId)
        .then((notice) => this.tell(notice))
        .catch((error: Error) =>
          this.log.warn(`Run #${run.id}'s failure could not be told: ${error.message}`),
        );
    });
  }

  /** Says it, by the channels the person chose (and to the account's webhook); never throws. */
  async notify(notice: Notice): Promise<void> {
    await this.tell(notice).catch((error: Error) =>
      this.log.warn(`A ${notice.kind} notice could not be told: ${error.message}`),
    );
  }

  /** A desk's notice to its account's webhook, in English (one text for a shared channel). */
  private async toWebhook(notice: Omit<Notice, 'userId'>): Promise<void> {
    if (!notice.accountId || !WEBHOOK_KINDS.includes(notice.kind)) return;
    const { subject, lines } = wordsOf(notice, 'en');
    await this.webhooks.tell(notice.accountId, {
      kind: notice.kind,
      text: [subject, ...lines.filter(Boolean)].join('\n'),
      link: notice.link,
    });
  }

  private async tell(notice: Notice): Promise<void> {
    await this.toWebhook(notice);
    const channels = channelsOf(
      notice.kind,
      await this.repo.preference(notice.userId, notice.kind),
    );
    if (channels.inApp) {
      await this.repo.add(notice);
      await this.changed(notice.userId);
    }
    // With the daily digest, what is on the bell is mailed once a day (a mail-only kind at once).
    if (channels.mail && !(channels.inApp && (await this.repo.digests(notice.userId)))) {
      await this.mailed(notice);
    }
  }

  async page(user: AuthUser, before: number | undefined): Promise<NotificationPageDto> {
    const rows = await this.repo.page(user.id, before ?? null, PER_PAGE + 1);
    const shown = rows.slice(0, PER_PAGE);
    return {
      data: shown.map(toDto),
      unread: await this.repo.unread(user.id),
      nextCursor: rows.length > PER_PAGE ? shown.at(-1)!.id : null,
    };
  }

  /** Marks the person's own notifications read (`ids`; all when absent). */
  async read(user: AuthUser, ids: number[] | undefined): Promise<{ unread: number }> {
    if ((await this.repo.markRead(user.id, ids ?? null)) > 0) await this.changed(user.id);
    return { unread: await this.repo.unread(user.id) };
  }

  async preferences(user: AuthUser): Promise<NotificationPreferencesDto> {
    const chosen = new Map((await this.repo.preferences(user.id)).map((p) => [p.kind, p]));
    return {
      data: NOTIFICATION_KINDS.map((kind) => ({ kind, ...channelsOf(kind, chosen.get(kind)) })),
      digest: await this.repo.digests(user.id),
    };
  }

  async savePreferences(
    user: AuthUser,
    dto: SaveNotificationPreferencesDto,
  ): Promise<NotificationPreferencesDto> {
    const kinds = dto.data.map((p) => p.kind);
    if (new Set(kinds).size !== kinds.length) {
      throw DomainException.onField('data', NOTIFICATION_ERRORS.kindTwice);
    }
    await this.repo.savePreferences(
      dto.data.map((p) => ({ userId: user.id, kind: p.kind, inApp: p.inApp, mail: p.mail })),
    );
    if (dto.digest !== undefined) await this.repo.setDigest(user.id, dto.digest);
    return this.preferences(user);
  }

  /**
   * The daily digests due: each person whose day ended gets one mail, in their language, listing
   * what is unread on their bell since the last one (none when nothing is); their next day starts.
   */
  async sendDigests(now = new Date()): Promise<{ sent: number }> {
    let sent = 0;
    const due = await this.repo.dueDigests(new Date(now.getTime() - DIGEST_EVERY_MS), 200);
    for (const digest of due) {
      const unread = await this.repo.unreadSince(digest.userId, digest.lastSentAt, DIGEST_MAX + 1);
      const contact = unread.length ? await this.users.contactOf(digest.userId) : null;
      if (contact) {
        const words = mailStrings(contact.locale).notifications;
        const shown = unread.slice(0, DIGEST_MAX);
        const lines = [words.digestIntro(shown.length), ''];
        for (const notice of shown) {
          lines.push(`• ${wordsOf(notice, contact.locale).lines[0]}`);
          if (notice.link) lines.push(`  ${this.config.publicUrl}${notice.link}`);
        }
        if (unread.length > DIGEST_MAX) lines.push('', words.digestMore);
        lines.push('', words.settings);
        await this.mail.queue({
          to: contact.email,
          subject: words.digestSubject(shown.length),
          text: lines.join('\n'),
          userId: digest.userId,
          purpose: 'notification:digest',
        });
        sent += 1;
      }
      await this.repo.digestSent(digest.userId, now);
    }
    return { sent };
  }

  private async changed(userId: number) {
    await this.events.publish('notifications.changed', {
      userId,
      unread: await this.repo.unread(userId),
    });
  }

  private async runFailed(run: JobRun, userId: number): Promise<Notice> {
    return {
      userId,
      kind: 'run_failed',
      params: {
        job: run.name,
        ...(await this.repo.namesOf(run.websiteId, run.articleId)),
        ...(run.code ? { code: run.code } : {}),
        ...(run.message ? { reason: run.message } : {}),
      },
      link: `/apps/jobs?${run.websiteId !== null ? `websiteId=${run.websiteId}&` : ''}state=failed`,
      accountId: run.accountId,
    };
  }

  /** The notice by mail, in the person's language, with the link into the app. */
  private async mailed(notice: Notice): Promise<void> {
    const contact = await this.users.contactOf(notice.userId);
    if (!contact) return;
    const words = mailStrings(contact.locale).notifications;
    const { subject, lines } = wordsOf(notice, contact.locale);
    if (notice.link) lines.push('', `${words.open} ${this.config.publicUrl}${notice.link}`);
    lines.push('', words.settings);
    await this.mail.queue({
      to: contact.email,
      subject,
      text: lines.join('\n'),
      userId: notice.userId,
      purpose: `notification:${notice.kind}`,
    });
  }
}

/** A notice's subject and sentences in a language (the mail's, and the webhook's in English). */
function wordsOf(notice: Pick<Notice, 'kind' | 'params'>, locale: string) {
  const words = mailStrings(locale).notifications;
  const { title = '', website = '', by = '', job, code, reason } = notice.params;
  if (notice.kind === 'assigned') {
    return {
      subject: words.assignedSubject(title),
      lines: [words.assigned({ by, title, website })],
    };
  }
  if (notice.kind === 'source_changed') {
    return {
      subject: words.sourceChangedSubject(title),
      lines: [words.sourceChanged({ title, website })],
    };
  }
  if (notice.kind === 'review_waiting') {
    return {
      subject: words.reviewWaitingSubject(title),
      lines: [words.reviewWaiting({ title, website })],
    };
  }
  if (notice.kind === 'quota_near') {
    const { quota = 'tokens', used = '0', limit = '0' } = notice.params;
    const figures = {
      used: Number(used),
      limit: Number(limit),
      characters: quota === 'characters',
    };
    return { subject: words.quotaNearSubject, lines: [words.quotaNear(figures)] };
  }
  const run = TOLD_RUNS[job as JobName] ?? 'generation';
  const what = run === 'sync' ? words.jobs.sync(website || title) : words.jobs[run](title);
  const why = errorTextIn(locale, code) ?? reason;
  return {
    subject: words.runFailedSubject(what),
    lines: [words.runFailed(what), ...(why ? ['', `${words.reason} ${why}`] : [])],
  };
}

/** How a kind reaches a person: their own choice, else the kind's default. */
const channelsOf = (
  kind: NotificationKind,
  own: Pick<NotificationPreference, 'inApp' | 'mail'> | null | undefined,
): Record<NotificationChannel, boolean> =>
  own ? { inApp: own.inApp, mail: own.mail } : DEFAULT_CHANNELS[kind];

const toDto = (row: Notification) => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});
