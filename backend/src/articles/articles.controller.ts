import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { ArticlesService } from './articles.service';
import {
  ArticleAuthorsDto,
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
}
