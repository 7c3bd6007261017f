import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { WebsiteWatchPolicy } from '../core/realtime/website-watch.policy';
import { ProvidersModule } from '../providers/providers.module';
import { WordPressModule } from '../wordpress/wordpress.module';
import { WebsiteUser } from './entities/website-user.entity';
import { Website } from './entities/website.entity';
import { WebsiteAccess } from './website-access';
import { WebsiteCredentials } from './website-credentials';
import { WebsiteEvents } from './website-events';
import { WebsiteLifecycle } from './website-lifecycle';
import { WebsiteOrigins } from './website-origins';
import { WebsiteVerifyService } from './website-verify.service';
import { WebsitePresence } from './website-presence';
import { WebsiteWatch } from './website-watch';
import { WebsiteGlossaryController } from './website-glossary.controller';
import { ConnectorPluginController } from './connector-plugin.controller';
import { WebsitesController } from './websites.controller';
import { WebsitesRepository } from './websites.repository';
import { WebsitesService } from './websites.service';

const services = [
  WebsitesRepository,
  WebsiteAccess,
  WebsiteCredentials,
  WebsiteEvents,
  WebsiteLifecycle,
  WebsiteOrigins,
  WebsitesService,
  WebsiteVerifyService,
];

/** Websites' services for api nodes and workers (the sync reads websites and their secrets). */
@Module({
  imports: [TypeOrmModule.forFeature([Website, WebsiteUser]), WordPressModule, ProvidersModule],
  providers: [...services, { provide: WebsiteWatchPolicy, useClass: WebsiteWatch }],
  exports: [...services, WebsiteWatchPolicy, WordPressModule, ProvidersModule],
})
export class WebsitesModule {}

export const websitesFeature = feature(WebsitesModule, {
  api: {
    controllers: [WebsitesController, WebsiteGlossaryController, ConnectorPluginController],
    providers: [WebsitePresence],
  },
});
