import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleAiModule } from '../article-ai/article-ai.module';
import { ArticlesModule } from '../articles/articles.module';
import { PublishingModule } from '../publishing/publishing.module';
import { feature } from '../core/process/feature';
import { WebsitesModule } from '../websites/websites.module';
import { GeneratedArticle } from './entities/generated-article.entity';
import { GenerationController } from './generation.controller';
import { GenerateArticleUseCase } from './generate-article.usecase';
import { GenerateArticleHandler, SendGeneratedArticleHandler } from './generation.handlers';
import { GenerationRepository } from './generation.repository';
import { GenerationService } from './generation.service';
import { ReplacePostUseCase } from './replace-post.usecase';
import { SendGeneratedUseCase } from './send-generated.usecase';

/** Generate with AI: articles written from a topic and up to 3 sources. */
@Module({
  imports: [
    TypeOrmModule.forFeature([GeneratedArticle]),
    ArticlesModule,
    PublishingModule,
    ArticleAiModule,
    WebsitesModule,
  ],
  providers: [
    GenerationRepository,
    GenerationService,
    GenerateArticleUseCase,
    SendGeneratedUseCase,
    ReplacePostUseCase,
    GenerateArticleHandler,
    SendGeneratedArticleHandler,
  ],
  exports: [GenerationService, SendGeneratedUseCase],
})
export class GenerationModule {}

export const generationFeature = feature(GenerationModule, {
  api: { controllers: [GenerationController] },
});
