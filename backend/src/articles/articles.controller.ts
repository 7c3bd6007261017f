import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { ArticlesService } from './articles.service';
import {
  ArticleAssignedDto,
  ArticleAssigneesDto,
  ArticleAuthorsDto,
  AssignArticleDto,
  ArticleAuthorsQueryDto,
  ArticleDetailDto,
  ArticlePageDto,
  ArticleQueryDto,
} from './dto/article.dto';

/** Only articles of websites the caller may read (checked in the service). */
@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  @CheckAbility('read', 'article')
  @ApiOkResponse({ type: ArticlePageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: ArticleQueryDto): Promise<ArticlePageDto> {
    return this.articles.list(user, query);
  }

  @Get('authors')
  @CheckAbility('read', 'article')
  @ApiOkResponse({ type: ArticleAuthorsDto })
  authors(
    @CurrentUser() user: AuthUser,
    @Query() query: ArticleAuthorsQueryDto,
  ): Promise<ArticleAuthorsDto> {
    return this.articles.authors(user, query);
  }

  @Get(':id')
  @CheckAbility('read', 'article')
  @ApiOkResponse({ type: ArticleDetailDto })
  get(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<ArticleDetailDto> {
    return this.articles.get(user, id);
  }

  @Get(':id/assignees')
  @CheckAbility('read', 'article')
  @ApiOkResponse({ type: ArticleAssigneesDto })
  assignees(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<ArticleAssigneesDto> {
    return this.articles.assignees(user, id);
  }

  @Patch(':id/assignee')
  @CheckAbility('write', 'article')
  @ApiOkResponse({ type: ArticleAssignedDto })
  assign(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: AssignArticleDto,
  ): Promise<ArticleAssignedDto> {
    return this.articles.assign(user, id, dto);
  }
}
