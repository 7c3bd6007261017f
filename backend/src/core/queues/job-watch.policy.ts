import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../access/auth-user';
import { isAdministrator } from '../access/grants';
import { JobRun } from './entities/job-run.entity';

/** Who may follow a job's progress: whoever started it, their account, or an administrator. */
@Injectable()
export class JobWatchPolicy {
  constructor(@InjectRepository(JobRun) private readonly runs: Repository<JobRun>) {}

  async mayWatch(user: AuthUser, jobId: string): Promise<boolean> {
    if (!/^\d+$/.test(jobId)) return false;
    const run = await this.runs.findOneBy({ id: Number(jobId) });
    if (!run) return false;
    if (isAdministrator(user)) return true;
    return run.userId === user.id || (run.accountId !== null && run.accountId === user.accountId);
  }
}
