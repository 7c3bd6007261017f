import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/env';
import { dataSourceOptions } from './data-source-options';
import { detectServer } from './preflight';
import { Replicas } from './replicas';

/** The primary (and its read replicas, when DATABASE_REPLICA_URLS names some). */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => ({
        ...dataSourceOptions(
          { DATABASE_URL: config.DATABASE_URL, replicaUrls: config.replicaUrls },
          await detectServer(config.DATABASE_URL),
        ),
        migrationsRun: config.RUN_MIGRATIONS && config.runsApi,
        retryAttempts: 0,
      }),
    }),
  ],
  providers: [Replicas],
  exports: [Replicas],
})
export class DatabaseModule {}
