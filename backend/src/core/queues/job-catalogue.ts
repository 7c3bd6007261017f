import type { JobOptions } from 'bull';

/**
 * Every queue and job the product runs. Names are stored in Redis and in job history:
 * never rename one, add a new one instead.
 */
export enum QueueName {
  Mail = 'mail',
}

export enum JobName {
  SendMail = 'mail.send',
}

export interface JobPayloads {
  [JobName.SendMail]: { mailId: number };
}

export const JOB_QUEUE: { [J in JobName]: QueueName } = {
  [JobName.SendMail]: QueueName.Mail,
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
};

/** Every job carries the id of its history row, so progress reaches `job:<runId>`. */
export type JobData<J extends JobName> = JobPayloads[J] & { runId: number };
