import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { JobName, QueueName, type JobData } from '../queues/job-catalogue';
import { MailService } from './mail.service';

@Processor(QueueName.Mail)
export class MailProcessor {
  constructor(private readonly mail: MailService) {}

  @Process({ name: JobName.SendMail, concurrency: 4 })
  async send(job: Job<JobData<JobName.SendMail>>) {
    try {
      await this.mail.deliver(job.data.mailId);
    } catch (error) {
      // Every failed attempt is written beside the mail: an invitation shows it on the user's row.
      await this.mail.failed(job.data.mailId, error as Error).catch(() => undefined);
      throw error;
    }
  }
}
