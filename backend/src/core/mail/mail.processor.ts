import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { JobName, QueueName, type JobData } from '../queues/job-catalogue';
import { classifyMailFailure } from './mail.errors';
import { MailService } from './mail.service';

@Processor(QueueName.Mail)
export class MailProcessor {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(private readonly mail: MailService) {}

  @Process({ name: JobName.SendMail, concurrency: 4 })
  async send(job: Job<JobData<JobName.SendMail>>) {
    try {
      await this.mail.deliver(job.data.mailId);
    } catch (error) {
      // Every failed attempt is written beside the mail as a code: an invitation shows it on the
      // user's row, the job's history keeps the code, and only the log holds the server's words.
      const failure = classifyMailFailure(error);
      this.logger.warn(`mail #${job.data.mailId} not sent (${failure.code}): ${failure.raw}`);
      await this.mail.failed(job.data.mailId, failure).catch(() => undefined);
      throw failure;
    }
  }
}
