import { JobName, type JobData } from '../../core/queues/job-catalogue';
import { HandlesJob, type JobHandler } from '../../core/queues/job-handler';
import { AccountWebhooksService } from './account-webhooks.service';

/** Posts one notice to its account's webhook; retried with backoff, a refusal ends at once. */
@HandlesJob(JobName.DeliverWebhook, { concurrency: 4 })
export class DeliverWebhookHandler implements JobHandler<JobName.DeliverWebhook> {
  constructor(private readonly webhooks: AccountWebhooksService) {}

  async run(data: JobData<JobName.DeliverWebhook>) {
    await this.webhooks.deliver(data);
  }
}
