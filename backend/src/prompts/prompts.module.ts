import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { ProvidersModule } from '../providers/providers.module';
import { WebsitesModule } from '../websites/websites.module';
import { GeneratePromptHandler } from './generate-prompt.handler';
import { GeneratePromptUseCase } from './generate-prompt.usecase';
import { Prompt } from './entities/prompt.entity';
import { PromptsController } from './prompts.controller';
import { PromptsRepository } from './prompts.repository';
import { PromptsService } from './prompts.service';

/** Prompts: the system defaults and websites' own, and writing a prompt from instructions. */
@Module({
  imports: [TypeOrmModule.forFeature([Prompt]), ProvidersModule, WebsitesModule],
  providers: [PromptsRepository, PromptsService, GeneratePromptUseCase, GeneratePromptHandler],
  exports: [PromptsService],
})
export class PromptsModule {}

export const promptsFeature = feature(PromptsModule, {
  api: { controllers: [PromptsController] },
});
