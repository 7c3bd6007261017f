import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository, type FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { JobRun, type JobState } from './entities/job-run.entity';

/** A change of a run's row: its columns, or a SQL expression for one (`startedAt`). */
export type JobRunChange = QueryDeepPartialEntity<JobRun>;

/** Who a run concerns: set when it is queued, never changed after. */
export type RunSubject = Pick<JobRun, 'id' | 'websiteId' | 'userId' | 'accountId'>;

/** Subjects kept in memory at most (a cache of rows that never change: any node may read them). */
const MAX_SUBJECTS = 2000;

/** The one door to job history for the pipeline (enqueue, record, reconcile, watch). */
@Injectable()
export class JobRunRepository {
  /** Subjects of recent runs: every change of a run's state announces it, and each watch reads it. */
  private readonly subjects = new LRUCache<number, RunSubject>({ max: MAX_SUBJECTS });

  constructor(@InjectRepository(JobRun) private readonly runs: Repository<JobRun>) {}

  findById(id: number): Promise<JobRun | null> {
    return this.runs.findOneBy({ id });
  }

  async insert(values: Partial<JobRun>): Promise<JobRun> {
    const run = await this.runs.save(this.runs.create(values));
    this.remember(run);
    return run;
  }

  /** Changes a run; with `onlyIf`, only while it is in one of those states. Answers whether it did. */
  async change(id: number, change: JobRunChange, onlyIf?: readonly JobState[]): Promise<boolean> {
    const where: FindOptionsWhere<JobRun> = onlyIf ? { id, state: In([...onlyIf]) } : { id };
    const { affected } = await this.runs.update(where, change);
    return !!affected;
  }

  /** Who a run concerns (its website, starter and account); read once per run and node. */
  async subjectOf(id: number): Promise<RunSubject | null> {
    const known = this.subjects.get(id);
    if (known) return known;
    const run = await this.runs.findOne({
      where: { id },
      select: { id: true, websiteId: true, userId: true, accountId: true },
    });
    if (run) this.remember(run);
    return run;
  }

  private remember({ id, websiteId, userId, accountId }: RunSubject) {
    this.subjects.set(id, { id, websiteId, userId, accountId });
  }

  /** Runs of a website still waiting or running. */
  async unfinishedIds(websiteId: number): Promise<number[]> {
    const runs = await this.runs.find({
      select: { id: true },
      where: { websiteId, state: In(['waiting', 'active']) },
    });
    return runs.map((run) => run.id);
  }

  /** Unfinished runs nobody touched since `before`, oldest first. */
  staleUnfinished(before: Date, take: number) {
    return this.runs.find({
      select: ['id', 'queue', 'name', 'bullJobId', 'state', 'progress'],
      where: { state: In(['waiting', 'active']), updatedAt: LessThan(before) },
      order: { id: 'ASC' },
      take,
    });
  }
}
