import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  Param,
  ParseIntPipe,
  Post,
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import {
  CreateFeedbackDto,
  FeedbackPageDto,
  FeedbackQueryDto,
  FeedbackSavedDto,
} from './dto/feedback.dto';
import { FeedbackService } from './feedback.service';

/** Reports are sent by anyone signed in (the navbar's report-issue); read on feedback lists them. */
@ApiTags('feedbacks')
@Controller('feedbacks')
export class FeedbackController {
  constructor(private readonly feedbacks: FeedbackService) {}

  @Get()
  @CheckAbility('read', 'feedback')
  @ApiOkResponse({ type: FeedbackPageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: FeedbackQueryDto): Promise<FeedbackPageDto> {
    return this.feedbacks.list(user, query);
  }

  @Post()
  @ApiCreatedResponse({ type: FeedbackSavedDto })
  submit(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateFeedbackDto,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<FeedbackSavedDto> {
    return this.feedbacks.submit(user, dto, userAgent);
  }

  @Delete(':id')
  @CheckAbility('write', 'feedback')
  @ApiOkResponse({ type: MessageDto })
  remove(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<MessageDto> {
    return this.feedbacks.remove(user, id);
  }
}
