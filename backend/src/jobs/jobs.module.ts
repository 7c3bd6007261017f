import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobRun } from '../core/queues/entities/job-run.entity';
import { WebsitesModule } from '../websites/websites.module';
import { JobHistoryService } from './job-history.service';
import { JobRunsRepository } from './job-runs.repository';
import { JobsController } from './jobs.controller';

/** The Jobs API (api nodes): history, details and retry of every job the product runs. */
@Module({
  imports: [TypeOrmModule.forFeature([JobRun]), WebsitesModule],
  controllers: [JobsController],
  providers: [JobRunsRepository, JobHistoryService],
})
export class JobsHttpModule {}
