import { JobName } from '../core/queues/job-catalogue';
import { HandlesJob, type JobHandler } from '../core/queues/job-handler';
import { NotificationsService } from './notifications.service';

/** Every ten minutes: the daily digests whose day ended are mailed (visible on the Jobs page). */
@HandlesJob(JobName.NotificationDigest)
export class NotificationDigestHandler implements JobHandler<JobName.NotificationDigest> {
  constructor(private readonly notifications: NotificationsService) {}

  run() {
    return this.notifications.sendDigests();
  }
}
