import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import type { JobOptions, Queue } from 'bull';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../access/auth-user';
import { DomainException } from '../http/domain-error';
import { HTTP_ERRORS } from '../http/http.errors';
import { RealtimePublisher } from '../realtime/publisher';
import { isRedisUnavailable, withinRedisTimeout } from '../redis/redis-errors';
import { roomOf } from '../realtime/event-map';
import { JobRun, type JobState } from './entities/job-run.entity';
import {
  DEFAULT_JOB_OPTIONS,
  JOB_OPTIONS,
  JOB_QUEUE,
  type JobName,
  type JobPayloads,
} from './job-catalogue';

export interface EnqueueOptions {
  /** Deterministic id: a second enqueue while the first is waiting or active joins it. */
  jobId?: string;
  by?: Pick<AuthUser, 'id' | 'accountId'> | null;
  accountId?: number | null;
}

/** The only way code puts work on a queue: typed payloads, central defaults, recorded history. */
@Injectable()
export class JobsService {
  constructor(
    private readonly modules: ModuleRef,
    @InjectRepository(JobRun) private readonly runs: Repository<JobRun>,
    private readonly publisher: RealtimePublisher,
  ) {}

  queue(name: string): Queue {
    return this.modules.get<Queue>(getQueueToken(name), { strict: false });
  }

  async enqueue<J extends JobName>(
    name: J,
    payload: JobPayloads[J],
    options: EnqueueOptions = {},
  ): Promise<JobRun> {
    const queueName = JOB_QUEUE[name];
    const queue = this.queue(queueName);
    // Bull queues wait for Redis for ever: refuse at once instead, before anything is written.
    if (queue.client.status !== 'ready') throw new DomainException(HTTP_ERRORS.redisUnavailable);
    if (options.jobId) {
      const existing = await queue.getJob(options.jobId);
      const state = existing ? await existing.getState() : null;
      if (existing && (state === 'waiting' || state === 'active' || state === 'delayed')) {
        const run = await this.runs.findOneBy({ id: (existing.data as { runId: number }).runId });
        if (run) return run;
      }
      if (existing) await existing.remove().catch(() => undefined);
    }
    const run = await this.runs.save(
      this.runs.create({
        queue: queueName,
        name,
        bullJobId: options.jobId ?? 'pending',
        payload: payload as Record<string, unknown>,
        userId: options.by?.id ?? null,
        accountId: options.accountId ?? options.by?.accountId ?? null,
      }),
    );
    const jobOptions: JobOptions = {
      ...DEFAULT_JOB_OPTIONS,
      ...JOB_OPTIONS[name],
      jobId: options.jobId,
    };
    const job = await withinRedisTimeout(
      3000,
      queue.add(name, { ...payload, runId: run.id }, jobOptions),
    ).catch(async (error: unknown) => {
      // Not left "waiting" for a job that never reached the queue.
      await this.runs.update(run.id, {
        state: 'failed',
        message: (error as Error).message,
        code: isRedisUnavailable(error) ? HTTP_ERRORS.redisUnavailable.code : null,
      });
      throw isRedisUnavailable(error) ? new DomainException(HTTP_ERRORS.redisUnavailable) : error;
    });
    if (!options.jobId) await this.runs.update(run.id, { bullJobId: String(job.id) });
    return { ...run, bullJobId: String(job.id) };
  }

  /**
   * Waits (at most `timeoutMs`) for the job with this id to leave the active state: a job whose
   * outcome was announced from inside its processor stays active for a moment after, and an
   * `enqueue` meanwhile would join the run that just ended.
   */
  async settled(name: JobName, jobId: string, timeoutMs = 5000): Promise<void> {
    const job = await this.queue(JOB_QUEUE[name]).getJob(jobId);
    if (!job || (await job.getState()) !== 'active') return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      job.finished().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  }

  /**
   * Records a state change and tells whoever watches `job:<runId>`. The queue and job names come
   * from the Bull job itself, so a progress tick is one UPDATE, not an UPDATE and a read-back.
   * With `onlyIf`, the row changes only while it is in one of those states (a reconciliation
   * never overwrites what a worker wrote meanwhile).
   */
  async record(
    run: { id: number; queue: string; name: string },
    state: JobState,
    progress: number,
    outcome: { message?: string; code?: string; attempts?: number; onlyIf?: JobState[] } = {},
  ) {
    const { message, code, attempts, onlyIf } = outcome;
    const finished = state === 'completed' || state === 'failed';
    const { affected } = await this.runs.update(
      onlyIf ? { id: run.id, state: In(onlyIf) } : run.id,
      {
        state,
        progress,
        message: message?.slice(0, 500) ?? null,
        code: code ?? null,
        ...(attempts !== undefined ? { attempts } : {}),
        ...(finished ? { finishedAt: new Date() } : {}),
      },
    );
    if (!affected) return;
    this.publisher.to(roomOf.job(run.id), 'job.progress', {
      jobId: String(run.id),
      queue: run.queue,
      name: run.name,
      state,
      progress,
      message,
      code,
    });
  }
}
