import { Logger } from '@nestjs/common';
import { JobName, type JobData } from '../queues/job-catalogue';
import { HandlesJob, type JobHandler } from '../queues/job-handler';
import { classifyMailFailure } from './mail.errors';
import { MailService } from './mail.service';

/** Delivers one mail of the outbox; Bull retries a failed delivery with backoff. */
@HandlesJob(JobName.SendMail, { concurrency: 4 })
export class SendMailHandler implements JobHandler<JobName.SendMail> {
  private readonly logger = new Logger('Mail');

  constructor(private readonly mail: MailService) {}

  async run(data: JobData<JobName.SendMail>) {
    try {
      await this.mail.deliver(data.mailId);
    } catch (error) {
      // Every failed attempt is written beside the mail as a code: an invitation shows it on the
      // user's row, the job's history keeps the code, and only the log holds the server's words.
      const failure = classifyMailFailure(error);
      this.logger.warn(`mail #${data.mailId} not sent (${failure.code}): ${failure.raw}`);
      await this.mail.failed(data.mailId, failure).catch(() => undefined);
      throw failure;
    }
  }
}
