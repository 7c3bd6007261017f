import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleAiModule } from '../article-ai/article-ai.module';
import { ArticlesModule } from '../articles/articles.module';
import { PublishingModule } from '../publishing/publishing.module';
import { feature } from '../core/process/feature';
import { NotificationsModule } from '../notifications/notifications.module';
import { WebsitesModule } from '../websites/websites.module';
import { CloneArticleUseCase } from './clone-article.usecase';
import { CloneTrash } from './clone-trash';
import { CloneArticleHandler } from './clone-article.handler';
import { CloningController } from './cloning.controller';
import { CloningRepository } from './cloning.repository';
import { CloningService } from './cloning.service';
import { ArticleClone } from './entities/article-clone.entity';
import { CloneMedia } from './entities/clone-media.entity';
import { ReviewController } from './review/review.controller';
import { ReviewService } from './review/review.service';
import { CloneRun } from './entities/clone-run.entity';

/** Cloning articles into other websites: the ledger, the start and the job, for api and workers. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ArticleClone, CloneMedia, CloneRun]),
    ArticlesModule,
    PublishingModule,
    ArticleAiModule,
    WebsitesModule,
    NotificationsModule,
  ],
  providers: [
    CloningRepository,
    CloningService,
    CloneArticleUseCase,
    CloneTrash,
    CloneArticleHandler,
    ReviewService,
  ],
  exports: [CloningService, CloneArticleUseCase, CloningRepository, CloneTrash, ReviewService],
})
export class CloningModule {}

/** Routes on api nodes; the clone's job handler runs wherever the job pipeline runs it. */
export const cloningFeature = feature(CloningModule, {
  api: { controllers: [CloningController, ReviewController] },
});
