import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { WebsitesModule } from '../websites/websites.module';
import { ArticleStore } from './article-store.repository';
import { ArticlesController } from './articles.controller';
import { ArticlesRepository } from './articles.repository';
import { ArticlesService } from './articles.service';
import { ArticleCount } from './entities/article-count.entity';
import { Article } from './entities/article.entity';
import { WebsiteAuthor } from './entities/website-author.entity';
import { WebsiteTerm } from './entities/website-term.entity';
import { SyncController } from './sync/sync.controller';
import { SyncProcessor } from './sync/sync.processor';
import { SyncReport } from './sync/sync-report';
import { SyncSchedule } from './sync/sync-schedule';
import { SyncScheduleRestorer } from './sync/sync-schedule-restorer';
import { SyncService } from './sync/sync.service';
import { SyncWebsiteUseCase } from './sync/sync-website.usecase';

/** Articles and their sync: routes on api nodes, the sync processor on workers. */
@Module({})
export class ArticlesModule {
  static register(options: { api: boolean; workers: boolean }): DynamicModule {
    return {
      module: ArticlesModule,
      imports: [
        TypeOrmModule.forFeature([Article, ArticleCount, WebsiteAuthor, WebsiteTerm]),
        UsersModule,
        WebsitesModule,
      ],
      controllers: options.api ? [ArticlesController, SyncController] : [],
      providers: [
        ArticlesRepository,
        ArticlesService,
        ArticleStore,
        SyncService,
        SyncReport,
        SyncSchedule,
        SyncScheduleRestorer,
        SyncWebsiteUseCase,
        ...(options.workers ? [SyncProcessor] : []),
      ],
      exports: [ArticlesService, ArticleStore],
    };
  }
}
