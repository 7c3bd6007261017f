import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import {
  GenerateArticleDto,
  GeneratedArticleDto,
  ReplacementDto,
  UseGeneratedDto,
} from './dto/generation.dto';
import { GenerationService } from './generation.service';
import { ArticleDraftDto, ReviseDto, RevisedDto } from '../article-ai/dto/article-draft.dto';

/** Generate with AI (create on article; write on the destination website, checked in the service). */
@ApiTags('articles')
@Controller('articles')
export class GenerationController {
  constructor(private readonly generation: GenerationService) {}

  @Post('generate')
  @HttpCode(202)
  @CheckAbility('create', 'article')
  @ApiAcceptedResponse({ type: GeneratedArticleDto })
  start(
    @CurrentUser() user: AuthUser,
    @Body() dto: GenerateArticleDto,
  ): Promise<GeneratedArticleDto> {
    return this.generation.start(user, dto);
  }

  @Get('generated/:generatedId')
  @CheckAbility('create', 'article')
  @ApiOkResponse({ type: GeneratedArticleDto })
  get(
    @CurrentUser() user: AuthUser,
    @Param('generatedId', ParseIntPipe) id: number,
  ): Promise<GeneratedArticleDto> {
    return this.generation.get(user, id);
  }

  /** The person's edit before it is used: title, body, excerpt and SEO data. */
  @Put('generated/:generatedId')
  @CheckAbility('create', 'article')
  @ApiOkResponse({ type: GeneratedArticleDto })
  edit(
    @CurrentUser() user: AuthUser,
    @Param('generatedId', ParseIntPipe) id: number,
    @Body() dto: ArticleDraftDto,
  ): Promise<GeneratedArticleDto> {
    return this.generation.edit(user, id, dto);
  }

  /** One part written again by the destination's AI. */
  @Post('generated/:generatedId/revise')
  @HttpCode(200)
  @CheckAbility('create', 'article')
  @ApiOkResponse({ type: RevisedDto })
  revise(
    @CurrentUser() user: AuthUser,
    @Param('generatedId', ParseIntPipe) id: number,
    @Body() dto: ReviseDto,
  ): Promise<RevisedDto> {
    return this.generation.revise(user, id, dto);
  }

  @Post('generated/:generatedId/regenerate')
  @HttpCode(202)
  @CheckAbility('create', 'article')
  @ApiAcceptedResponse({ type: GeneratedArticleDto })
  regenerate(
    @CurrentUser() user: AuthUser,
    @Param('generatedId', ParseIntPipe) id: number,
  ): Promise<GeneratedArticleDto> {
    return this.generation.regenerate(user, id);
  }

  /** Starts sending it to the destination (job `article.generated.send`, followed by `jobId`). */
  @Post('generated/:generatedId/use')
  @HttpCode(202)
  @CheckAbility('create', 'article')
  @ApiAcceptedResponse({ type: GeneratedArticleDto })
  use(
    @CurrentUser() user: AuthUser,
    @Param('generatedId', ParseIntPipe) id: number,
    @Body() dto: UseGeneratedDto,
  ): Promise<GeneratedArticleDto> {
    return this.generation.use(user, id, dto);
  }

  /** What Use would replace (an update or a rework): the post as WordPress has it now. */
  @Get('generated/:generatedId/replacement')
  @CheckAbility('create', 'article')
  @ApiOkResponse({ type: ReplacementDto })
  replacement(
    @CurrentUser() user: AuthUser,
    @Param('generatedId', ParseIntPipe) id: number,
  ): Promise<ReplacementDto> {
    return this.generation.replacement(user, id);
  }

  /** Puts back the post as it was before Use replaced it. */
  @Post('generated/:generatedId/undo')
  @HttpCode(200)
  @CheckAbility('create', 'article')
  @ApiOkResponse({ type: GeneratedArticleDto })
  undo(
    @CurrentUser() user: AuthUser,
    @Param('generatedId', ParseIntPipe) id: number,
  ): Promise<GeneratedArticleDto> {
    return this.generation.undo(user, id);
  }

  @Delete('generated/:generatedId')
  @CheckAbility('create', 'article')
  @ApiOkResponse({ type: MessageDto })
  discard(
    @CurrentUser() user: AuthUser,
    @Param('generatedId', ParseIntPipe) id: number,
  ): Promise<MessageDto> {
    return this.generation.discard(user, id);
  }
}
