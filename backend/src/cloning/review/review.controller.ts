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
  Query,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../../core/access/decorators';
import { ReviewDto, ReviewPageDto, ReviewQueryDto, ReviewSentDto } from './dto/review.dto';
import { ArticleDraftDto, ReviseDto, RevisedDto } from '../../article-ai/dto/article-draft.dto';
import { ReviewService } from './review.service';

/**
 * Review before publish: held AI copies, for those who may put articles on their destination (every
 * route checks write on articles, reading included; the service checks each destination).
 */
@ApiTags('reviews')
@Controller('reviews')
export class ReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @Get()
  @CheckAbility('write', 'article')
  @ApiOkResponse({ type: ReviewPageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: ReviewQueryDto): Promise<ReviewPageDto> {
    return this.reviews.list(user, query);
  }

  @Get(':id')
  @CheckAbility('write', 'article')
  @ApiOkResponse({ type: ReviewDto })
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ReviewDto> {
    return this.reviews.get(user, id);
  }

  /** The edited text kept, still held. */
  @Put(':id')
  @CheckAbility('write', 'article')
  @ApiOkResponse({ type: ReviewDto })
  save(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ArticleDraftDto,
  ): Promise<ReviewDto> {
    return this.reviews.save(user, id, dto);
  }

  /** One part (title, excerpt, body, SEO) written again by the destination's AI. */
  @Post(':id/revise')
  @HttpCode(200)
  @CheckAbility('write', 'article')
  @ApiOkResponse({ type: RevisedDto })
  revise(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ReviseDto,
  ): Promise<RevisedDto> {
    return this.reviews.revise(user, id, dto);
  }

  /** The reviewed text sent: the clone job writes it to the destination. */
  @Post(':id/send')
  @HttpCode(202)
  @CheckAbility('write', 'article')
  @ApiAcceptedResponse({ type: ReviewSentDto })
  send(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ArticleDraftDto,
  ): Promise<ReviewSentDto> {
    return this.reviews.send(user, id, dto);
  }

  /** The AI's copy dropped, never written. */
  @Delete(':id')
  @HttpCode(204)
  @CheckAbility('write', 'article')
  @ApiNoContentResponse()
  discard(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.reviews.discard(user, id);
  }
}
