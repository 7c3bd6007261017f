import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/env';
import { dataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config),
        migrationsRun: config.RUN_MIGRATIONS && config.runsApi,
        retryAttempts: 0,
      }),
    }),
  ],
})
export class DatabaseModule {}
