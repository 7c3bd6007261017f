import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import { likeContains, pageOffset } from '../core/http/pagination';
import { JobRun } from '../core/queues/entities/job-run.entity';
import { User } from '../users/entities/user.entity';
import { Website } from '../websites/entities/website.entity';
import type { JobQueryDto } from './dto/job.dto';

/** Who sees which runs: every run (null), or those of these websites plus the viewer's own. */
export type JobScope = { websiteIds: readonly number[]; userId: number } | null;

export interface JobRunRow extends JobRun {
  websiteName: string | null;
  userName: string | null;
}

const SORT_COLUMN = {
  createdAt: 'run.id',
  finishedAt: 'run.finishedAt',
  state: 'run.state',
  name: 'run.name',
} as const;

/** Job history as people search it: one query with the website and user names beside each run. */
@Injectable()
export class JobRunsRepository {
  constructor(@InjectRepository(JobRun) private readonly runs: Repository<JobRun>) {}

  async page(scope: JobScope, query: JobQueryDto): Promise<{ rows: JobRunRow[]; total: number }> {
    const qb = this.scoped(scope);
    if (query.name) qb.andWhere('run.name = :name', { name: query.name });
    if (query.state) qb.andWhere('run.state = :state', { state: query.state });
    if (query.websiteId) qb.andWhere('run.websiteId = :websiteId', { websiteId: query.websiteId });
    if (query.articleId) qb.andWhere('run.articleId = :articleId', { articleId: query.articleId });
    if (query.userId) qb.andWhere('run.userId = :userId', { userId: query.userId });
    if (query.from) qb.andWhere('run.createdAt >= :from', { from: query.from });
    if (query.to) qb.andWhere('run.createdAt < :to', { to: query.to });
    if (query.q) {
      const text = likeContains(query.q);
      qb.andWhere(
        new Brackets((w) =>
          w.where('run.message LIKE :text', { text }).orWhere('run.code LIKE :text', { text }),
        ),
      );
    }
    const total = await qb.getCount();
    const direction = query.sortDir === 'asc' ? 'ASC' : 'DESC';
    qb.orderBy(SORT_COLUMN[query.sortBy], direction);
    if (query.sortBy !== 'createdAt') qb.addOrderBy('run.id', 'DESC');
    const rows = await this.withNames(qb)
      .offset(pageOffset(query))
      .limit(query.perPage)
      .getRawAndEntities();
    return { rows: this.merge(rows), total };
  }

  async findVisible(scope: JobScope, id: number): Promise<JobRunRow | null> {
    const qb = this.withNames(this.scoped(scope).andWhere('run.id = :id', { id }));
    const [row] = this.merge(await qb.getRawAndEntities());
    return row ?? null;
  }

  private scoped(scope: JobScope): SelectQueryBuilder<JobRun> {
    const qb = this.runs.createQueryBuilder('run');
    if (scope === null) return qb;
    return qb.where(
      new Brackets((w) => {
        if (scope.websiteIds.length > 0) {
          w.where('run.websiteId IN (:...websiteIds)', { websiteIds: scope.websiteIds });
        } else {
          w.where('1 = 0');
        }
        w.orWhere('(run.websiteId IS NULL AND run.userId = :viewer)', { viewer: scope.userId });
      }),
    );
  }

  private withNames(qb: SelectQueryBuilder<JobRun>) {
    return qb
      .leftJoin(Website, 'website', 'website.id = run.websiteId')
      .leftJoin(User, 'user', 'user.id = run.userId')
      .addSelect('website.name', 'websiteName')
      .addSelect("TRIM(CONCAT(user.firstName, ' ', user.lastName))", 'userName')
      .addSelect('user.email', 'userEmail');
  }

  private merge({ entities, raw }: { entities: JobRun[]; raw: Record<string, unknown>[] }) {
    return entities.map((run, i) => ({
      ...run,
      websiteName: (raw[i]?.websiteName as string | null) ?? null,
      userName: ((raw[i]?.userName as string) || (raw[i]?.userEmail as string | null)) ?? null,
    }));
  }
}
