import { BullModule } from '@nestjs/bull';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/env';
import { redisOptions } from '../redis/redis-connection';
import { reconnectDelay } from '../redis/redis.module';
import { JobRun } from './entities/job-run.entity';
import { JobCancellation } from './job-cancellation';
import { DEFAULT_JOB_OPTIONS, QUEUE_SETTINGS, QueueName } from './job-catalogue';
import { JobHandlers } from './job-handlers';
import { JobReconciler, ReconcileJobsHandler } from './job-reconciler';
import { JobRunRepository } from './job-run.repository';
import { JobRunner } from './job-runner';
import { JobTracker } from './job-tracker';
import { JobWatchPolicy } from './job-watch.policy';
import { Maintenance } from './maintenance';
import { JobsService } from './jobs.service';

const queues = BullModule.registerQueue(
  ...Object.values(QueueName).map((name) => ({ name, settings: QUEUE_SETTINGS[name] })),
);

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Bull's own delay grows to 20 s between attempts: queues would come back long after Redis.
        redis: { ...redisOptions(config), retryStrategy: reconnectDelay },
        prefix: `${config.REDIS_PREFIX}:bull`,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    queues,
    DiscoveryModule,
    TypeOrmModule.forFeature([JobRun]),
  ],
  providers: [
    JobRunRepository,
    JobCancellation,
    JobsService,
    JobWatchPolicy,
    JobTracker,
    JobReconciler,
    JobHandlers,
    JobRunner,
    Maintenance,
    ReconcileJobsHandler,
  ],
  exports: [JobsService, JobWatchPolicy, JobHandlers, Maintenance, queues],
})
export class QueuesModule {}
