import { JobName } from '../queues/job-catalogue';
import { HandlesJob, type JobHandler } from '../queues/job-handler';
import { PresenceService } from './presence.service';

/** Viewers whose api node died leave their records (periodic maintenance, every 10 s). */
@HandlesJob(JobName.PresenceSweep)
export class PresenceSweepHandler implements JobHandler<JobName.PresenceSweep> {
  constructor(private readonly presence: PresenceService) {}

  async run() {
    return { changed: await this.presence.sweep() };
  }
}
