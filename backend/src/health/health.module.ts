import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** Every process answers /api/health, workers too: its route belongs to no single part. */
@Module({ controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
