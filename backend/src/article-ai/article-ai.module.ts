import { Module } from '@nestjs/common';
import { PromptsModule } from '../prompts/prompts.module';
import { ProvidersModule } from '../providers/providers.module';
import { WebsitesModule } from '../websites/websites.module';
import { ArticleAiService } from './article-ai.service';

/**
 * AI work on articles, shared by the workflows that need it (a clone's rework, Generate with AI):
 * prompts, the one SEO schema, and the answers' checks.
 */
@Module({
  imports: [PromptsModule, ProvidersModule, WebsitesModule],
  providers: [ArticleAiService],
  exports: [ArticleAiService],
})
export class ArticleAiModule {}
