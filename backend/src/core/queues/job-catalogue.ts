import type { AdvancedSettings, JobOptions } from 'bull';

/**
 * Every queue and job the product runs. Names are stored in Redis and in job history:
 * never rename one, add a new one instead.
 */
export enum QueueName {
  Mail = 'mail',
  Sync = 'sync',
  Clone = 'clone',
  /** AI writing streamed to a page: prompts written from instructions. */
  Ai = 'ai',
  /** Periodic upkeep (MAINTENANCE): repeatable jobs, one worker per tick. */
  Maintenance = 'maintenance',
}

export enum JobName {
  SendMail = 'mail.send',
  AuthLinkMail = 'auth.link-mail',
  /** Posts a notice to an account's webhook (Slack/Teams-compatible JSON, signed). */
  DeliverWebhook = 'notify.webhook',
  SyncWebsite = 'sync.website',
  /** Repeatable tick of a website's sync schedule; it enqueues SyncWebsite. */
  ScheduleWebsiteSync = 'sync.website.schedule',
  /** Compares a website's stored posts with WordPress's id set and fixes the drift. */
  ReconcileWebsite = 'sync.website.reconcile',
  /** Copies one article into one destination website (analyzing → cloning → sending → saving). */
  CloneArticle = 'clone.article',
  /** Writes a prompt from its generation instructions, streaming the text (`job.text`). */
  GeneratePrompt = 'prompt.generate',
  /** Writes an article from a topic and sources, streaming the text (`job.text`). */
  GenerateArticle = 'article.generate',
  /** Sends a generated article to its destination ("Use"): sending → saving. */
  SendGeneratedArticle = 'article.generated.send',
  /** Periodic: settles job history whose queue job is gone or ended unheard. */
  ReconcileJobs = 'maintenance.jobs.reconcile',
  /** Periodic: analytics partitions added and dropped, roll-ups pruned, range caches warmed. */
  AnalyticsRetention = 'maintenance.analytics.retention',
  /** Periodic: each website's live visitors counted, and pushed when the count moved. */
  AnalyticsLive = 'maintenance.analytics.live',
  /** Periodic: viewers whose api node stopped refreshing them (it died) leave their records. */
  PresenceSweep = 'maintenance.presence.sweep',
  /** Periodic: audit entries older than the settings keep them are deleted. */
  AuditRetention = 'maintenance.audit.retention',
  /** Periodic: the daily notification digests that are due are mailed. */
  NotificationDigest = 'maintenance.notifications.digest',
}

/**
 * Periodic maintenance: each is a repeatable job of the Maintenance queue, every `every` ms (one
 * worker takes each tick), shown with its last outcome on the Jobs page and run there on demand.
 * No timer loop runs maintenance outside this list; the beacon stream is the one exception
 * (ARCHITECTURE.md). Their ticks keep no job history rows: the last outcome of each is kept.
 */
export const MAINTENANCE = {
  [JobName.ReconcileJobs]: { every: 10_000 },
  [JobName.AnalyticsRetention]: { every: 3_600_000 },
  [JobName.AnalyticsLive]: { every: 2_000 },
  [JobName.PresenceSweep]: { every: 10_000 },
  [JobName.AuditRetention]: { every: 3_600_000 },
  [JobName.NotificationDigest]: { every: 600_000 },
} as const satisfies Partial<Record<JobName, { every: number }>>;

export type MaintenanceName = keyof typeof MAINTENANCE;

export const isMaintenance = (name: string): name is MaintenanceName => name in MAINTENANCE;

export interface JobPayloads {
  [JobName.SendMail]: { mailId: number };
  /**
   * Issues a verification, reset or unlock link and queues its mail; null (unknown email, or a
   * wrong password on a locked account) does nothing.
   */
  [JobName.AuthLinkMail]: { userId: number | null; link: 'verify' | 'reset' | 'unlock' };
  /** `text` is the notice in English; `link` a path in the app. */
  [JobName.DeliverWebhook]: { accountId: number; kind: string; text: string; link: string | null };
  /**
   * `requestedBy` is null for scheduled runs (no completion email). `notify`: the requester is
   * mailed when it ends (asked for, or a run that reads every post); absent on runs queued before
   * the choice existed, which mail as they always did.
   */
  [JobName.SyncWebsite]: {
    websiteId: number;
    requestedBy: number | null;
    full?: boolean;
    notify?: boolean;
  };
  [JobName.ScheduleWebsiteSync]: { websiteId: number };
  /** `requestedBy` is null when a sync queued it. */
  [JobName.ReconcileWebsite]: { websiteId: number; requestedBy: number | null };
  /** `articleId` is the source, `websiteId` the destination, `cloneId` the ledger row. */
  [JobName.CloneArticle]: {
    articleId: number;
    websiteId: number;
    cloneId: number;
    requestedBy: number | null;
  };
  /** `websiteId` null: a system prompt. The instructions are what the person typed. */
  [JobName.GeneratePrompt]: {
    websiteId: number | null;
    type: 'translation' | 'persona' | 'generation' | 'rework' | 'seo';
    serviceId: number;
    instructions: string;
    /** Who asked, and the account billed (usage ledger). */
    userId: number | null;
    accountId: number | null;
  };
  /** `generatedId` is the generated article's row; `websiteId` its destination. */
  [JobName.GenerateArticle]: {
    generatedId: number;
    websiteId: number;
    userId: number | null;
    accountId: number | null;
  };
  /** `generatedId` is the generated article's row; `websiteId` its destination. */
  [JobName.SendGeneratedArticle]: {
    generatedId: number;
    websiteId: number;
    userId: number | null;
    accountId: number | null;
  };
  [JobName.ReconcileJobs]: Record<string, never>;
  [JobName.AnalyticsRetention]: Record<string, never>;
  [JobName.AnalyticsLive]: Record<string, never>;
  [JobName.PresenceSweep]: Record<string, never>;
  [JobName.AuditRetention]: Record<string, never>;
  [JobName.NotificationDigest]: Record<string, never>;
}

export const JOB_QUEUE: { [J in JobName]: QueueName } = {
  [JobName.SendMail]: QueueName.Mail,
  [JobName.AuthLinkMail]: QueueName.Mail,
  // Beside the mail: another way a notice goes out.
  [JobName.DeliverWebhook]: QueueName.Mail,
  [JobName.SyncWebsite]: QueueName.Sync,
  [JobName.ScheduleWebsiteSync]: QueueName.Sync,
  [JobName.ReconcileWebsite]: QueueName.Sync,
  [JobName.CloneArticle]: QueueName.Clone,
  [JobName.GeneratePrompt]: QueueName.Ai,
  [JobName.GenerateArticle]: QueueName.Ai,
  // Beside the clones: the same sending to WordPress, the same short lock after a killed worker.
  [JobName.SendGeneratedArticle]: QueueName.Clone,
  [JobName.ReconcileJobs]: QueueName.Maintenance,
  [JobName.AnalyticsRetention]: QueueName.Maintenance,
  [JobName.AnalyticsLive]: QueueName.Maintenance,
  [JobName.PresenceSweep]: QueueName.Maintenance,
  [JobName.AuditRetention]: QueueName.Maintenance,
  [JobName.NotificationDigest]: QueueName.Maintenance,
};

/** What a job of each kind is doing while active, unless it reports a stage of its own. */
export const JOB_STAGE: { [J in JobName]: string } = {
  [JobName.SendMail]: 'sending',
  [JobName.AuthLinkMail]: 'sending',
  [JobName.DeliverWebhook]: 'sending',
  [JobName.SyncWebsite]: 'synchronizing',
  [JobName.ScheduleWebsiteSync]: 'scheduling',
  [JobName.ReconcileWebsite]: 'reconciling',
  [JobName.CloneArticle]: 'analyzing',
  [JobName.GeneratePrompt]: 'generating',
  [JobName.GenerateArticle]: 'generating',
  [JobName.SendGeneratedArticle]: 'sending',
  [JobName.ReconcileJobs]: 'reconciling',
  [JobName.AnalyticsRetention]: 'pruning',
  [JobName.AnalyticsLive]: 'counting',
  [JobName.PresenceSweep]: 'sweeping',
  [JobName.AuditRetention]: 'pruning',
  [JobName.NotificationDigest]: 'sending',
};

/** Defaults for every job: retried with backoff, history kept for ops, failures never dropped. */
export const DEFAULT_JOB_OPTIONS: JobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: 1000,
  removeOnFail: false,
};

export const JOB_OPTIONS: Partial<{ [J in JobName]: JobOptions }> = {
  [JobName.SendMail]: { attempts: 8 },
  // WordPress 401/429/5xx, timeouts and malformed JSON: the whole (idempotent) sync runs again.
  [JobName.SyncWebsite]: { attempts: 4, backoff: { type: 'exponential', delay: 5000 } },
  [JobName.ScheduleWebsiteSync]: { attempts: 1, removeOnComplete: true, removeOnFail: 100 },
  [JobName.ReconcileWebsite]: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
  // The ledger holds the remote post id: a retry updates the post it created, never a second one.
  [JobName.CloneArticle]: { attempts: 3, backoff: { type: 'exponential', delay: 3000 } },
  // Streamed text a reader has seen is not written twice: the person asks again instead.
  [JobName.GeneratePrompt]: { attempts: 1 },
  [JobName.GenerateArticle]: { attempts: 1 },
  // The row holds the post id (and marks a creation under way): a retry never makes a second post.
  [JobName.SendGeneratedArticle]: { attempts: 3, backoff: { type: 'exponential', delay: 3000 } },
  // The next tick is the retry; Redis keeps no trail of ticks (their last outcome is kept apart).
  ...Object.fromEntries(
    Object.keys(MAINTENANCE).map((name) => [
      name,
      { attempts: 1, removeOnComplete: true, removeOnFail: 20 },
    ]),
  ),
};

/**
 * Per-queue worker settings. Sync jobs run for minutes: a short lock (renewed every 5 s while the
 * worker lives) lets another worker take over a killed worker's job within ~15 s.
 */
export const QUEUE_SETTINGS: Partial<{ [Q in QueueName]: AdvancedSettings }> = {
  [QueueName.Sync]: { lockDuration: 10_000, lockRenewTime: 5_000, stalledInterval: 5_000 },
  [QueueName.Clone]: { lockDuration: 10_000, lockRenewTime: 5_000, stalledInterval: 5_000 },
};

/** Every job carries the id of its history row, so progress reaches `job:<runId>`. */
export type JobData<J extends JobName> = JobPayloads[J] & { runId: number };
