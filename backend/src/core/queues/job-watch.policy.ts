import { Injectable } from '@nestjs/common';
import { JobRunRepository } from './job-run.repository';

/** What decides who may follow a job: the website it works on, or else who started it. */
export interface JobSubject {
  userId: number | null;
  websiteId: number | null;
}

/** Reads a job run's subject for the gateway, which checks it as it checks a website watch. */
@Injectable()
export class JobWatchPolicy {
  constructor(private readonly runs: JobRunRepository) {}

  async subjectOf(jobId: string): Promise<JobSubject | null> {
    if (!/^\d+$/.test(jobId)) return null;
    const run = await this.runs.subjectOf(Number(jobId));
    if (!run) return null;
    return { userId: run.userId, websiteId: run.websiteId };
  }
}
