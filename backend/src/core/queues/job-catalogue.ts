import type { AdvancedSettings, JobOptions } from 'bull';

/**
 * Every queue and job the product runs. Names are stored in Redis and in job history:
 * never rename one, add a new one instead.
 */
export enum QueueName {
  Mail = 'mail',
  Sync = 'sync',
}

export enum JobName {
  SendMail = 'mail.send',
  AuthLinkMail = 'auth.link-mail',
  SyncWebsite = 'sync.website',
  /** Repeatable tick of a website's sync schedule; it enqueues SyncWebsite. */
  ScheduleWebsiteSync = 'sync.website.schedule',
}

export interface JobPayloads {
  [JobName.SendMail]: { mailId: number };
  /** Issues a verification or reset link and queues its mail; null (unknown email) does nothing. */
  [JobName.AuthLinkMail]: { userId: number | null; link: 'verify' | 'reset' };
  /** `requestedBy` is null for scheduled runs (no completion email). */
  [JobName.SyncWebsite]: { websiteId: number; requestedBy: number | null };
  [JobName.ScheduleWebsiteSync]: { websiteId: number };
}

export const JOB_QUEUE: { [J in JobName]: QueueName } = {
  [JobName.SendMail]: QueueName.Mail,
  [JobName.AuthLinkMail]: QueueName.Mail,
  [JobName.SyncWebsite]: QueueName.Sync,
  [JobName.ScheduleWebsiteSync]: QueueName.Sync,
};

/** What a job of each kind is doing while active, unless it reports a stage of its own. */
export const JOB_STAGE: { [J in JobName]: string } = {
  [JobName.SendMail]: 'sending',
  [JobName.AuthLinkMail]: 'sending',
  [JobName.SyncWebsite]: 'synchronizing',
  [JobName.ScheduleWebsiteSync]: 'scheduling',
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
};

/**
 * Per-queue worker settings. Sync jobs run for minutes: a short lock (renewed every 5 s while the
 * worker lives) lets another worker take over a killed worker's job within ~15 s.
 */
export const QUEUE_SETTINGS: Partial<{ [Q in QueueName]: AdvancedSettings }> = {
  [QueueName.Sync]: { lockDuration: 10_000, lockRenewTime: 5_000, stalledInterval: 5_000 },
};

/** Every job carries the id of its history row, so progress reaches `job:<runId>`. */
export type JobData<J extends JobName> = JobPayloads[J] & { runId: number };
