import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { CloningService } from './cloning.service';
import { CloneTrash } from './clone-trash';
import {
  CloneArticlesDto,
  CloneCopiesDto,
  CloneCopiesQueryDto,
  CloneJobsDto,
  CloneRowsDto,
  CloneRunsDto,
  TrashArticleDto,
  TrashResultDto,
} from './dto/clone.dto';

/**
 * Cloning reads the source article and writes on each destination website: the route checks read
 * on articles and write on websites; the service checks each article and each destination.
 */
@ApiTags('articles')
@Controller('articles')
export class CloningController {
  constructor(
    private readonly cloning: CloningService,
    private readonly trashing: CloneTrash,
  ) {}

  @Post('clone')
  @HttpCode(202)
  @CheckAbility('write', 'article')
  @ApiAcceptedResponse({ type: CloneJobsDto })
  clone(@CurrentUser() user: AuthUser, @Body() dto: CloneArticlesDto): Promise<CloneJobsDto> {
    return this.cloning.start(user, dto);
  }

  @Get('clones/copies')
  @CheckAbility('read', 'article')
  @ApiOkResponse({ type: CloneCopiesDto })
  copies(
    @CurrentUser() user: AuthUser,
    @Query() query: CloneCopiesQueryDto,
  ): Promise<CloneCopiesDto> {
    return this.cloning.copies(user, query.articleIds ?? []);
  }

  @Get(':id/clones/runs')
  @CheckAbility('read', 'article')
  @ApiOkResponse({ type: CloneRunsDto })
  runs(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<CloneRunsDto> {
    return this.cloning.runs(user, id);
  }

  @Get(':id/clones')
  @CheckAbility('read', 'article')
  @ApiOkResponse({ type: CloneRowsDto })
  clones(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<CloneRowsDto> {
    return this.cloning.list(user, id);
  }

  @Post(':id/trash')
  @HttpCode(200)
  @CheckAbility('write', 'article')
  @ApiOkResponse({ type: TrashResultDto })
  trash(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: TrashArticleDto,
  ): Promise<TrashResultDto> {
    return this.trashing.trash(user, id, dto.withClones ?? false);
  }

  @Post(':id/clones/push')
  @HttpCode(202)
  @CheckAbility('write', 'article')
  @ApiAcceptedResponse({ type: CloneJobsDto })
  push(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<CloneJobsDto> {
    return this.cloning.push(user, id);
  }
}
