import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import type { AuthUser } from '../access/auth-user';
import type { JobRun } from './entities/job-run.entity';
import type { JobData, JobName } from './job-catalogue';
import type { FailureCodes, JobFailure } from './job-failure';
import type { JobReporter } from './job-reporter';

/** What an attempt knows of itself beyond its payload. */
export interface JobAttempt {
  /** 1 for the first attempt. */
  number: number;
  /** When the job was queued (ms since the epoch): a run that waited long says so. */
  queuedAt: number;
}

/**
 * The one contract of a job's code: the generic processor of its queue (JobRunner) calls `run`
 * with the payload and a reporter, maps what it throws through the one failure chain (the
 * handler adds its own codes with `failureCodes`), lets the job tracker decide retry or discard,
 * and calls `onFinalFailure` once when no attempt is left (a cancel included: `failure.cancelled`).
 * `retry` starts a failed run again from the Jobs page through its domain's own start (rights and
 * the subject's state checked again); a job without it is not offered a retry.
 */
export interface JobHandler<J extends JobName = JobName> {
  /** The job's body: a use case's run. Its result's numbers are shown with the completion. */
  run(data: JobData<J>, reporter: JobReporter, attempt: JobAttempt): Promise<unknown>;
  failureCodes?: FailureCodes;
  onFinalFailure?(
    data: JobData<J>,
    failure: JobFailure,
    error: unknown,
    attempt: JobAttempt,
  ): Promise<void>;
  retry?(run: JobRun, user: AuthUser): Promise<{ jobId: string }>;
}

export interface JobHandlerOptions {
  /** Attempts of this job run side by side on one worker. */
  concurrency?: number;
}

export const JOB_HANDLER = Symbol('job-handler');

export interface JobHandlerMeta extends JobHandlerOptions {
  name: JobName;
}

/** Marks a provider as the handler of one job of the catalogue (found at start by JobHandlers). */
export const HandlesJob = (name: JobName, options: JobHandlerOptions = {}) =>
  applyDecorators(
    Injectable(),
    SetMetadata<symbol, JobHandlerMeta>(JOB_HANDLER, { name, ...options }),
  );
