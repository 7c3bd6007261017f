import { JobName, type JobData } from '../core/queues/job-catalogue';
import { HandlesJob, type JobHandler } from '../core/queues/job-handler';
import { AuthMails } from './auth-mails';

/** Issues a link and queues its mail; the request that asked for it answered without waiting. */
@HandlesJob(JobName.AuthLinkMail, { concurrency: 2 })
export class AuthLinkMailHandler implements JobHandler<JobName.AuthLinkMail> {
  constructor(private readonly mails: AuthMails) {}

  run(data: JobData<JobName.AuthLinkMail>) {
    return this.mails.issueAndSend(data.userId, data.link);
  }
}
