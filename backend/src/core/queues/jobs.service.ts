import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Job, JobOptions, Queue } from 'bull';
import type { AuthUser } from '../access/auth-user';
import { DomainException } from '../http/domain-error';
import { HTTP_ERRORS } from '../http/http.errors';
import { RealtimeEvents } from '../realtime/realtime-events';
import { isRedisUnavailable, withinRedisTimeout } from '../redis/redis-errors';
import type { JobRun, JobState } from './entities/job-run.entity';
import { JobCancellation } from './job-cancellation';
import { jobState } from './job-state';
import { JobRunRepository } from './job-run.repository';
import { JobReporter } from './job-reporter';
import { JOB_ERRORS } from './jobs.errors';
import {
  DEFAULT_JOB_OPTIONS,
  JOB_OPTIONS,
  JOB_QUEUE,
  JOB_STAGE,
  type JobName,
  type JobPayloads,
} from './job-catalogue';

export interface EnqueueOptions {
  /** Deterministic id: a second enqueue while the first is waiting or active joins it. */
  jobId?: string;
  by?: Pick<AuthUser, 'id' | 'accountId'> | null;
  accountId?: number | null;
}

/** How long one enqueue may hold a job id's lock (a look, a row and an add take milliseconds). */
const ENQUEUE_LOCK_MS = 10_000;
/** Deletes the lock only if it is still the caller's. */
const RELEASE_LOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** The only way code puts work on a queue: typed payloads, central defaults, recorded history. */
@Injectable()
export class JobsService {
  constructor(
    private readonly modules: ModuleRef,
    private readonly runs: JobRunRepository,
    private readonly events: RealtimeEvents,
    private readonly cancellation: JobCancellation,
  ) {}

  private readonly failureListeners: ((run: JobRun) => void)[] = [];

  /** Hears each run that failed for good (a cancel is not a failure), once, as history stored it. */
  onFailed(listener: (run: JobRun) => void): void {
    this.failureListeners.push(listener);
  }

  queue(name: string): Queue {
    return this.modules.get<Queue>(getQueueToken(name), { strict: false });
  }

  async enqueue<J extends JobName>(
    name: J,
    payload: JobPayloads[J],
    options: EnqueueOptions = {},
  ): Promise<JobRun> {
    const queue = this.queue(JOB_QUEUE[name]);
    // Bull queues wait for Redis for ever: refuse at once instead, before anything is written.
    if (queue.client.status !== 'ready') throw new DomainException(HTTP_ERRORS.redisUnavailable);
    const { jobId } = options;
    if (!jobId) return this.add(queue, name, payload, options);
    // Look and add as one step on every node: two clicks at once (two editors, two api nodes)
    // would both find the id free, and a finished job freed by one could be the other's new one.
    return this.exclusively(
      queue,
      jobId,
      async () => (await this.liveRun(queue, jobId)) ?? this.add(queue, name, payload, options),
    );
  }

  private async add<J extends JobName>(
    queue: Queue,
    name: J,
    payload: JobPayloads[J],
    options: EnqueueOptions,
  ): Promise<JobRun> {
    const jobOptions: JobOptions = {
      ...DEFAULT_JOB_OPTIONS,
      ...JOB_OPTIONS[name],
      jobId: options.jobId,
    };
    const run = await this.runs.insert({
      queue: queue.name,
      name,
      maxAttempts: jobOptions.attempts ?? 1,
      bullJobId: options.jobId ?? 'pending',
      payload: payload as Record<string, unknown>,
      userId: options.by?.id ?? null,
      accountId: options.accountId ?? options.by?.accountId ?? null,
      websiteId: idIn(payload, 'websiteId'),
      articleId: idIn(payload, 'articleId'),
    });
    this.announce(run);
    const job = await withinRedisTimeout(
      3000,
      queue.add(name, { ...payload, runId: run.id }, jobOptions),
    ).catch(async (error: unknown) => {
      // Not left "waiting" for a job that never reached the queue.
      await this.runs.change(run.id, {
        state: 'failed',
        message: (error as Error).message,
        code: isRedisUnavailable(error) ? HTTP_ERRORS.redisUnavailable.code : null,
        finishedAt: new Date(),
      });
      this.announce({ ...run, state: 'failed' });
      throw isRedisUnavailable(error) ? new DomainException(HTTP_ERRORS.redisUnavailable) : error;
    });
    if (!options.jobId) await this.runs.change(run.id, { bullJobId: String(job.id) });
    return { ...run, bullJobId: String(job.id) };
  }

  /**
   * Runs `work` while no other caller on any node works under the same job id (a lock in Redis,
   * released by its holder only; one whose holder died expires after ENQUEUE_LOCK_MS).
   */
  private async exclusively<T>(queue: Queue, jobId: string, work: () => Promise<T>): Promise<T> {
    const key = queue.toKey(`enqueue-lock:${jobId}`);
    const token = randomUUID();
    const deadline = Date.now() + ENQUEUE_LOCK_MS;
    const take = () =>
      withinRedisTimeout(3000, queue.client.set(key, token, 'PX', ENQUEUE_LOCK_MS, 'NX')).catch(
        (error: unknown) => {
          throw isRedisUnavailable(error)
            ? new DomainException(HTTP_ERRORS.redisUnavailable)
            : error;
        },
      );
    while (!(await take()) && Date.now() < deadline) await sleep(25);
    try {
      return await work();
    } finally {
      await queue.client.eval(RELEASE_LOCK, 1, key, token).catch(() => undefined);
    }
  }

  /**
   * The run a deterministic id still holds (waiting, paused, delayed or running), or null when the
   * id is free again: a finished job under it is removed.
   */
  private async liveRun(queue: Queue, jobId: string): Promise<JobRun | null> {
    for (let read = 0; read < 5; read++) {
      const existing = await queue.getJob(jobId);
      if (!existing) return null;
      const state = await jobState(existing);
      if (state !== 'completed' && state !== 'failed' && state !== 'stuck') {
        const run = await this.runs.findById((existing.data as { runId: number }).runId);
        if (run) return run;
      }
      // Finished (or its run row is gone): free the id. A worker still holding it refuses; read again.
      const freed = await existing.remove().then(
        () => true,
        () => false,
      );
      if (freed) return null;
    }
    return null;
  }

  /**
   * Records a state change and tells whoever watches `job:<runId>` (`job.progress`, then
   * `job.completed` or `job.failed`); a change of state also tells whoever lists the runs
   * (`jobs.changed`). The queue and job names come from the Bull job itself, so a progress tick
   * is one UPDATE, not an UPDATE and a read-back. With `onlyIf`, the row changes only while it is
   * in one of those states (a reconciliation never overwrites what a worker wrote meanwhile).
   */
  async record(
    run: { id: number; queue: string; name: string },
    state: JobState,
    progress: number,
    outcome: {
      message?: string;
      code?: string;
      /** The values the failure's message names, for its translation by code. */
      params?: Record<string, string | number>;
      stage?: string;
      /** Counts of the outcome (a sync's new, updated and deleted articles). */
      detail?: Record<string, number>;
      attempts?: number;
      /** Waiting after a failed attempt: when the next one is due (cleared by any other state). */
      nextAttemptAt?: Date;
      onlyIf?: JobState[];
      /** Whether the state changed (not a progress tick): lists of runs are told. */
      changed?: boolean;
    } = {},
  ) {
    const { message, code, params, attempts, onlyIf } = outcome;
    const finished = state === 'completed' || state === 'failed' || state === 'cancelled';
    const stage = outcome.stage ?? (finished ? undefined : JOB_STAGE[run.name as JobName]);
    const affected = await this.runs.change(
      run.id,
      {
        state,
        progress,
        message: message?.slice(0, 500) ?? null,
        code: code ?? null,
        params: code && params ? params : null,
        ...(stage !== undefined ? { stage } : {}),
        ...(attempts !== undefined ? { attempts } : {}),
        nextAttemptAt: outcome.nextAttemptAt ?? null,
        ...(state === 'completed' && outcome.detail ? { detail: outcome.detail } : {}),
        ...(state === 'active'
          ? { startedAt: () => 'COALESCE(`startedAt`, CURRENT_TIMESTAMP(3))' }
          : {}),
        ...(finished ? { finishedAt: new Date() } : {}),
      },
      onlyIf,
    );
    if (!affected) return;
    // A cancelled run ended without success: `job.failed`, its state saying why.
    const event =
      state === 'completed' ? 'job.completed' : finished ? 'job.failed' : 'job.progress';
    void this.events.publish(event, {
      jobId: String(run.id),
      queue: run.queue,
      name: run.name,
      state,
      stage,
      progress,
      message,
      code,
      ...(code && params ? { params } : {}),
      detail: outcome.detail,
      ...(outcome.nextAttemptAt && attempts !== undefined
        ? { retry: { attempts, nextAttemptAt: outcome.nextAttemptAt.toISOString() } }
        : {}),
    });
    if (finished || outcome.changed) {
      const subject = await this.runs.subjectOf(run.id);
      if (subject) this.announce({ ...subject, state });
    }
    if (state === 'failed' && this.failureListeners.length > 0) {
      const failed = await this.runs.findById(run.id);
      if (failed) for (const listener of this.failureListeners) listener(failed);
    }
  }

  /** Job history's percent and stage of an unfinished run (never over a run that ended). */
  async persistProgress(
    run: { id: number; name: string },
    report: { percent: number; stage?: string },
  ) {
    const stage = report.stage ?? JOB_STAGE[run.name as JobName];
    await this.runs.change(run.id, { progress: report.percent, stage }, ['waiting', 'active']);
  }

  /**
   * Tells `job:<runId>` where an unfinished run stands, with its counts (history is written by
   * `persistProgress`; JobReporter paces both).
   */
  async progress(
    run: { id: number; queue: string; name: string },
    report: { percent: number; stage?: string; detail?: Record<string, number> },
  ) {
    const stage = report.stage ?? JOB_STAGE[run.name as JobName];
    await this.events.publish('job.progress', {
      jobId: String(run.id),
      queue: run.queue,
      name: run.name,
      state: 'active',
      stage,
      progress: report.percent,
      detail: report.detail,
    });
  }

  /** Runs of a website still waiting or running (whose rooms someone may be following). */
  unfinishedRunIds(websiteId: number): Promise<number[]> {
    return this.runs.unfinishedIds(websiteId);
  }

  /** The reporter a processor uses to say where its job stands. */
  reporter(job: Job<{ runId?: number }>): JobReporter {
    const runId = Number(job.data.runId);
    if (!runId) return new JobReporter(this, job);
    const { signal, checked } = this.cancellation.signalFor(runId);
    return new JobReporter(this, job, signal, checked);
  }

  /**
   * Cancels a waiting or running run: a waiting one leaves the queue, a running one is told to
   * stop (its worker aborts it at its next report), and the run is marked so that no retry of it
   * runs again. History says `cancelled` at once, whatever the worker does, so nobody waits on a
   * job that will not stop.
   */
  async cancel(run: Pick<JobRun, 'id' | 'queue' | 'name' | 'bullJobId' | 'state' | 'progress'>) {
    if (run.state !== 'waiting' && run.state !== 'active') {
      throw new DomainException(JOB_ERRORS.notCancellable);
    }
    await this.cancellation.request(run.id);
    const job = await this.queue(run.queue).getJob(run.bullJobId);
    const state = job ? await job.getState() : null;
    if (job && (state === 'waiting' || state === 'delayed' || state === 'paused')) {
      await job.remove().catch(() => undefined);
    }
    const { message, code } = JOB_ERRORS.cancelled;
    await this.record(run, 'cancelled', run.progress, {
      message,
      code,
      onlyIf: ['waiting', 'active'],
    });
  }

  /** Cancels the run when it is still waiting or running (a workflow stopping its own job). */
  async cancelIfRunning(runId: number): Promise<void> {
    const run = await this.runs.findById(runId);
    if (run && (run.state === 'waiting' || run.state === 'active')) await this.cancel(run);
  }

  /** A run this worker ran has ended: its cancellation signal goes. */
  released(runId: number) {
    this.cancellation.release(runId);
  }

  /** Tells the lists of runs that one appeared or changed state (the event map picks who). */
  private announce(run: Pick<JobRun, 'id' | 'websiteId' | 'userId' | 'state'>) {
    void this.events
      .publish('jobs.changed', {
        id: run.id,
        state: run.state,
        websiteId: run.websiteId,
        userId: run.userId,
      })
      .catch(() => undefined);
  }
}

/** A whole positive id a payload names (`websiteId`, `articleId`), or null. */
function idIn(payload: object, key: string): number | null {
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}
