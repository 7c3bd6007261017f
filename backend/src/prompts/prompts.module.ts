import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { ProvidersModule } from '../providers/providers.module';
import { WebsitesModule } from '../websites/websites.module';
import { ArticleAiService } from './article-ai.service';
import { GeneratePromptHandler } from './generate-prompt.handler';
import { GeneratePromptUseCase } from './generate-prompt.usecase';
import { Prompt } from './entities/prompt.entity';
import { PromptsController } from './prompts.controller';
import { PromptsRepository } from './prompts.repository';
import { PromptsService } from './prompts.service';

/** Prompts (system defaults and websites' own) and the AI work on articles that follows them. */
@Module({
  imports: [TypeOrmModule.forFeature([Prompt]), ProvidersModule, WebsitesModule],
  providers: [
    PromptsRepository,
    PromptsService,
    ArticleAiService,
    GeneratePromptUseCase,
    GeneratePromptHandler,
  ],
  exports: [PromptsService, ArticleAiService],
})
export class PromptsModule {}

export const promptsFeature = feature(PromptsModule, {
  api: { controllers: [PromptsController] },
});
