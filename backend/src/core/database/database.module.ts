import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/env';
import { dataSourceOptions } from './data-source-options';
import { detectServer } from './preflight';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => ({
        ...dataSourceOptions(config, await detectServer(config.DATABASE_URL)),
        migrationsRun: config.RUN_MIGRATIONS && config.runsApi,
        retryAttempts: 0,
      }),
    }),
  ],
})
export class DatabaseModule {}
