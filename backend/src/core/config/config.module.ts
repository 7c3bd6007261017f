import { Global, Module, type DynamicModule } from '@nestjs/common';
import { AppConfig } from './env';

/** Provides the configuration validated once at boot (see loadConfig). */
@Global()
@Module({})
export class ConfigModule {
  static with(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    };
  }
}
