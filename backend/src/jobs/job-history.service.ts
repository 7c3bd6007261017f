import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { DomainException } from '../core/http/domain-error';
import { HTTP_ERRORS } from '../core/http/http.errors';
import { JobHandlers } from '../core/queues/job-handlers';
import { JOB_ERRORS } from '../core/queues/jobs.errors';
import { JobsService } from '../core/queues/jobs.service';
import { WebsiteAccess } from '../websites/website-access';
import type { JobPageDto, JobQueryDto, JobRetriedDto, JobRunDto } from './dto/job.dto';
import { JobRunsRepository, type JobRunRow, type JobScope } from './job-runs.repository';

/**
 * Job history for people: a user sees the runs of websites they may read and the runs they
 * started themselves; administrators see every run. A failed run is retried through its own
 * domain's start, which checks the caller's rights again.
 */
@Injectable()
export class JobHistoryService {
  constructor(
    private readonly runs: JobRunsRepository,
    private readonly access: WebsiteAccess,
    private readonly jobs: JobsService,
    private readonly handlers: JobHandlers,
  ) {}

  async list(user: AuthUser, query: JobQueryDto): Promise<JobPageDto> {
    const { rows, total } = await this.runs.page(await this.scopeOf(user), query);
    const writable = await this.writableAmong(user, rows);
    return {
      data: rows.map((row) => this.toDto(row, writable(row))),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  async get(user: AuthUser, id: number): Promise<JobRunDto> {
    const run = await this.visible(user, id);
    return this.toDto(run, (await this.writableAmong(user, [run]))(run));
  }

  /** Stops a waiting or running run: its starter, or someone who writes on its website, may. */
  async cancel(user: AuthUser, id: number): Promise<JobRunDto> {
    const run = await this.visible(user, id);
    if (!(await this.writableAmong(user, [run]))(run)) {
      throw new DomainException(HTTP_ERRORS.forbidden);
    }
    await this.jobs.cancel(run);
    return this.get(user, id);
  }

  /** Which of these runs the user may act on (cancel): started them, or writes on the website. */
  private async writableAmong(user: AuthUser, runs: JobRunRow[]) {
    const websiteIds = [...new Set(runs.map((run) => run.websiteId).filter((id) => id !== null))];
    const writable = new Set<number>();
    for (const websiteId of websiteIds) {
      if (await this.access.mayWrite(user, websiteId)) writable.add(websiteId);
    }
    return (run: JobRunRow) =>
      run.userId === user.id || (run.websiteId !== null && writable.has(run.websiteId));
  }

  async retry(user: AuthUser, id: number): Promise<JobRetriedDto> {
    const run = await this.visible(user, id);
    const handler = this.handlers.of(run.name)?.handler;
    if (!endedUnfinished(run.state) || !handler?.retry) {
      throw new DomainException(JOB_ERRORS.notRetryable);
    }
    return handler.retry(run, user);
  }

  private async visible(user: AuthUser, id: number): Promise<JobRunRow> {
    const run = await this.runs.findVisible(await this.scopeOf(user), id);
    if (!run) throw new DomainException(JOB_ERRORS.notFound);
    return run;
  }

  private async scopeOf(user: AuthUser): Promise<JobScope> {
    const websiteIds = await this.access.readableIds(user);
    return websiteIds === null ? null : { websiteIds, userId: user.id };
  }

  private toDto(run: JobRunRow, mayAct: boolean): JobRunDto {
    const started = run.startedAt?.getTime() ?? null;
    const ended = run.finishedAt?.getTime() ?? (run.state === 'active' ? Date.now() : null);
    return {
      id: run.id,
      name: run.name,
      queue: run.queue,
      state: run.state,
      stage: run.stage,
      progress: run.progress,
      message: endedUnfinished(run.state) || run.state === 'waiting' ? run.message : null,
      code: run.code,
      params: run.code ? run.params : null,
      detail: run.state === 'completed' ? run.detail : null,
      attempts: run.attempts,
      maxAttempts: run.maxAttempts,
      nextAttemptAt: run.state === 'waiting' ? (run.nextAttemptAt?.toISOString() ?? null) : null,
      websiteId: run.websiteId,
      websiteName: run.websiteName,
      articleId: run.articleId,
      userId: run.userId,
      userName: run.userName,
      createdAt: run.createdAt.toISOString(),
      startedAt: run.startedAt?.toISOString() ?? null,
      finishedAt: run.finishedAt?.toISOString() ?? null,
      durationMs: started !== null && ended !== null ? Math.max(0, ended - started) : null,
      retryable:
        endedUnfinished(run.state) && this.handlers.of(run.name)?.handler.retry !== undefined,
      cancellable: mayAct && (run.state === 'waiting' || run.state === 'active'),
    };
  }
}

/** A run that ended without doing its work (failed, or cancelled): someone may start it again. */
const endedUnfinished = (state: JobRunRow['state']) => state === 'failed' || state === 'cancelled';
