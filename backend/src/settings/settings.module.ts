import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { AppSettings } from './entities/app-settings.entity';
import { ProductInfoController } from './product-info.controller';
import { SettingsController } from './settings.controller';
import { SettingsGateway } from './settings.gateway';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

@Module({
  imports: [TypeOrmModule.forFeature([AppSettings])],
  providers: [SettingsRepository, SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}

/** Settings are read everywhere; their routes and the version greeting on sockets are api's. */
export const settingsFeature = feature(SettingsModule, {
  api: { controllers: [SettingsController, ProductInfoController], providers: [SettingsGateway] },
});
