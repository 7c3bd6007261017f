import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobRun } from './entities/job-run.entity';

/** What decides who may follow a job: the website it works on, or else who started it. */
export interface JobSubject {
  userId: number | null;
  websiteId: number | null;
}

/** Reads a job run's subject for the gateway, which checks it as it checks a website watch. */
@Injectable()
export class JobWatchPolicy {
  constructor(@InjectRepository(JobRun) private readonly runs: Repository<JobRun>) {}

  async subjectOf(jobId: string): Promise<JobSubject | null> {
    if (!/^\d+$/.test(jobId)) return null;
    const run = await this.runs.findOneBy({ id: Number(jobId) });
    if (!run) return null;
    return { userId: run.userId, websiteId: run.websiteId };
  }
}
