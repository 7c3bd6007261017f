import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { WebsitesModule } from '../websites/websites.module';
import { ArticlePresence } from './article-presence';
import { ArticleStore } from './article-store.repository';
import { ArticlesLifecycle } from './articles-lifecycle';
import { ArticlesController } from './articles.controller';
import { ArticlesRepository } from './articles.repository';
import { CalendarController } from './calendar/calendar.controller';
import { CalendarService } from './calendar/calendar.service';
import { ArticlesService } from './articles.service';
import { ArticleCount } from './entities/article-count.entity';
import { Article } from './entities/article.entity';
import { WebsiteAuthor } from './entities/website-author.entity';
import { WebsiteSyncState } from './entities/website-sync-state.entity';
import { WebsiteTerm } from './entities/website-term.entity';
import { SyncController } from './sync/sync.controller';
import {
  ReconcileWebsiteHandler,
  ScheduleWebsiteSyncHandler,
  SyncWebsiteHandler,
} from './sync/sync.handlers';
import { SyncReport } from './sync/sync-report';
import { SyncOutcomes } from './sync/sync-outcomes';
import { SyncSchedule } from './sync/sync-schedule';
import { SyncScheduleRestorer } from './sync/sync-schedule-restorer';
import { SyncService } from './sync/sync.service';
import { SyncWebsiteUseCase } from './sync/sync-website.usecase';
import { ReconcileWebsiteUseCase } from './sync/reconcile-website.usecase';

/** Articles and their sync, for api nodes and workers alike. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Article, ArticleCount, WebsiteAuthor, WebsiteTerm, WebsiteSyncState]),
    UsersModule,
    WebsitesModule,
    NotificationsModule,
  ],
  providers: [
    ArticlesLifecycle,
    ArticlesRepository,
    ArticlesService,
    ArticleStore,
    CalendarService,
    SyncService,
    SyncReport,
    SyncOutcomes,
    SyncSchedule,
    SyncScheduleRestorer,
    SyncWebsiteUseCase,
    ReconcileWebsiteUseCase,
    SyncWebsiteHandler,
    ReconcileWebsiteHandler,
    ScheduleWebsiteSyncHandler,
  ],
  exports: [
    ArticlesService,
    CalendarService,
    ArticleStore,
    SyncOutcomes,
    SyncService,
    SyncReport,
    SyncWebsiteUseCase,
    ReconcileWebsiteUseCase,
  ],
})
export class ArticlesModule {}

/** Routes on api nodes; the sync's job handlers run wherever the job pipeline runs them. */
export const articlesFeature = feature(ArticlesModule, {
  api: {
    controllers: [ArticlesController, SyncController, CalendarController],
    providers: [ArticlePresence],
  },
});
