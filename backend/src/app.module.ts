import { Module, type DynamicModule } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { accountsFeature } from './accounts/accounts.module';
import { analyticsFeature } from './analytics/analytics.module';
import { auditFeature } from './audit/audit.module';
import { notificationsFeature } from './notifications/notifications.module';
import { articlesFeature } from './articles/articles.module';
import { cloningFeature } from './cloning/cloning.module';
import { authFeature } from './auth/auth.module';
import { AccessModule } from './core/access/access.module';
import { ConfigModule } from './core/config/config.module';
import type { AppConfig } from './core/config/env';
import { DatabaseModule } from './core/database/database.module';
import { ThrottlingModule } from './core/http/throttling.module';
import { LoggingModule } from './core/logging/logging.module';
import { MetricsController } from './core/metrics/metrics.controller';
import { MetricsModule } from './core/metrics/metrics.module';
import { mailFeature } from './core/mail/mail.module';
import { feature, modulesFor, type Feature } from './core/process/feature';
import { QueuesModule } from './core/queues/queues.module';
import { PresenceSweepHandler } from './core/realtime/presence-sweep.handler';
import { PresenceService } from './core/realtime/presence.service';
import { RealtimeGateway } from './core/realtime/realtime.gateway';
import { RealtimeModule } from './core/realtime/realtime.module';
import { RedisModule } from './core/redis/redis.module';
import { SecurityModule } from './core/security/security.module';
import { countriesFeature } from './countries/countries.module';
import { generationFeature } from './generation/generation.module';
import { dashboardFeature } from './dashboard/dashboard.module';
import { feedbackFeature } from './feedback/feedback.module';
import { HealthModule } from './health/health.module';
import { jobsFeature } from './jobs/jobs.module';
import { productModulesFeature } from './modules/modules.module';
import { promptsFeature } from './prompts/prompts.module';
import { providersFeature } from './providers/providers.module';
import { rolesFeature } from './roles/roles.module';
import { settingsFeature } from './settings/settings.module';
import { usersFeature } from './users/users.module';
import { WebsitesModule, websitesFeature } from './websites/websites.module';

/**
 * Everything a process may load, each switched on per ROLE by `feature` (core/process/feature.ts):
 * api nodes serve HTTP and sockets, workers run processors, ROLE=all both. Listed in the order
 * their routes appear in the OpenAPI document.
 */
function features(config: AppConfig): Feature[] {
  return [
    feature(ConfigModule.with(config)),
    feature(LoggingModule),
    feature(DatabaseModule),
    feature(RedisModule),
    feature(SecurityModule),
    feature(AccessModule),
    feature(MetricsModule, { api: { controllers: [MetricsController] } }),
    // The gateway checks who may follow a website through the websites domain's watch policy.
    feature(RealtimeModule, {
      api: { imports: [WebsitesModule], providers: [RealtimeGateway, PresenceService] },
      // Workers sweep the presence of api nodes that died (periodic maintenance).
      workers: { providers: [PresenceService, PresenceSweepHandler] },
    }),
    feature(QueuesModule),
    mailFeature,
    settingsFeature,
    feature(HealthModule),
    notificationsFeature,
    articlesFeature,
    cloningFeature,
    feature(ThrottlingModule, { loadedBy: ['api'] }),
    authFeature,
    countriesFeature,
    accountsFeature,
    productModulesFeature,
    usersFeature,
    rolesFeature,
    websitesFeature,
    providersFeature,
    promptsFeature,
    generationFeature,
    jobsFeature,
    feedbackFeature,
    dashboardFeature,
    analyticsFeature,
    auditFeature,
    ...(existsSync(config.SPA_DIR) ? [feature(spa(config), { loadedBy: ['api'] })] : []),
  ];
}

function spa(config: AppConfig): DynamicModule {
  return ServeStaticModule.forRoot({
    rootPath: config.SPA_DIR,
    // A missing script or style is a 404, not the SPA's HTML with 200.
    exclude: ['/api/{*path}', '/socket.io/{*path}', '/assets/{*path}', '/admin/queues{*path}'],
    serveStaticOptions: { index: false, maxAge: '1y', immutable: true },
  });
}

/** The process is assembled by ROLE. */
@Module({})
export class AppModule {
  static forRole(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: modulesFor(features(config), {
        api: config.runsApi,
        workers: config.runsWorkers,
      }),
    };
  }
}
