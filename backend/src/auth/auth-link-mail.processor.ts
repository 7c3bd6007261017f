import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { JobName, QueueName, type JobData } from '../core/queues/job-catalogue';
import { AuthMails } from './auth-mails';

/** Runs on workers: the request that asked for the link answered without waiting for it. */
@Processor(QueueName.Mail)
export class AuthLinkMailProcessor {
  constructor(private readonly mails: AuthMails) {}

  @Process({ name: JobName.AuthLinkMail, concurrency: 2 })
  async send(job: Job<JobData<JobName.AuthLinkMail>>) {
    await this.mails.issueAndSend(job.data.userId, job.data.link);
  }
}
