import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobRun } from '../core/queues/entities/job-run.entity';
import { feature } from '../core/process/feature';
import { WebsitesModule } from '../websites/websites.module';
import { JobHistoryService } from './job-history.service';
import { JobRunsRepository } from './job-runs.repository';
import { JobsController } from './jobs.controller';

/** The Jobs API: history, details and retry of every job the product runs. */
@Module({
  imports: [TypeOrmModule.forFeature([JobRun]), WebsitesModule],
  providers: [JobRunsRepository, JobHistoryService],
  exports: [JobHistoryService],
})
export class JobsModule {}

export const jobsFeature = feature(JobsModule, {
  loadedBy: ['api'],
  api: { controllers: [JobsController] },
});
