import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { AccountsModule } from './accounts/accounts.module';
import { ArticlesModule } from './articles/articles.module';
import { AuthJobsModule, AuthModule } from './auth/auth.module';
import { AccessModule } from './core/access/access.module';
import { ConfigModule } from './core/config/config.module';
import type { AppConfig } from './core/config/env';
import { DatabaseModule } from './core/database/database.module';
import { ThrottlingModule } from './core/http/throttling.module';
import { LoggingModule } from './core/logging/logging.module';
import { MailModule } from './core/mail/mail.module';
import { QueuesModule } from './core/queues/queues.module';
import { RealtimeGateway } from './core/realtime/realtime.gateway';
import { RealtimeModule } from './core/realtime/realtime.module';
import { RedisModule } from './core/redis/redis.module';
import { SecurityModule } from './core/security/security.module';
import { CountriesModule } from './countries/countries.module';
import { HealthModule } from './health/health.module';
import { JobsHttpModule } from './jobs/jobs.module';
import { ProductModulesModule } from './modules/modules.module';
import { ProvidersHttpModule } from './providers/providers.module';
import { SettingsModule } from './settings/settings.module';
import { RolesModule } from './roles/roles.module';
import { UsersHttpModule, UsersModule } from './users/users.module';
import { WebsitesHttpModule, WebsitesModule } from './websites/websites.module';

/** The process is assembled by ROLE: api nodes serve HTTP and sockets, workers run processors. */
@Module({})
export class AppModule {
  static forRole(config: AppConfig): DynamicModule {
    const api = config.runsApi;
    const imports: (Type | DynamicModule)[] = [
      ConfigModule.with(config),
      LoggingModule,
      DatabaseModule,
      RedisModule,
      SecurityModule,
      AccessModule,
      RealtimeModule,
      QueuesModule,
      MailModule.register(config.runsWorkers),
      SettingsModule.register(api),
      UsersModule,
      HealthModule,
      WebsitesModule,
      ArticlesModule.register({ api, workers: config.runsWorkers }),
    ];
    if (config.runsWorkers) imports.push(AuthJobsModule);
    if (api) {
      imports.push(ThrottlingModule, AuthModule);
      imports.push(CountriesModule, AccountsModule, ProductModulesModule);
      imports.push(UsersHttpModule, RolesModule);
      imports.push(WebsitesHttpModule, ProvidersHttpModule, JobsHttpModule);
      if (existsSync(config.SPA_DIR)) {
        imports.push(
          ServeStaticModule.forRoot({
            rootPath: config.SPA_DIR,
            // A missing script or style is a 404, not the SPA's HTML with 200.
            exclude: [
              '/api/{*path}',
              '/socket.io/{*path}',
              '/assets/{*path}',
              '/admin/queues{*path}',
            ],
            serveStaticOptions: { index: false, maxAge: '1y', immutable: true },
          }),
        );
      }
    }
    return {
      module: AppModule,
      imports,
      providers: api ? [RealtimeGateway] : [],
    };
  }
}
