import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppSettings } from './entities/app-settings.entity';
import { ProductInfoController } from './product-info.controller';
import { SettingsController } from './settings.controller';
import { SettingsGateway } from './settings.gateway';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

@Module({})
export class SettingsModule {
  static register(serveApi: boolean): DynamicModule {
    return {
      module: SettingsModule,
      imports: [TypeOrmModule.forFeature([AppSettings])],
      controllers: serveApi ? [SettingsController, ProductInfoController] : [],
      providers: [SettingsRepository, SettingsService, ...(serveApi ? [SettingsGateway] : [])],
      exports: [SettingsService],
    };
  }
}
