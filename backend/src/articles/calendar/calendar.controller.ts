import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../../core/access/decorators';
import { CalendarDto, CalendarPostDto, CalendarQueryDto, ReschedulePostDto } from './calendar.dto';
import { CalendarService } from './calendar.service';

@ApiTags('articles')
@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /** Published and scheduled posts in a range (at most 62 days), of the websites the reader sees. */
  @Get('calendar')
  @CheckAbility('read', 'article')
  @ApiOkResponse({ type: CalendarDto })
  list(@CurrentUser() user: AuthUser, @Query() query: CalendarQueryDto): Promise<CalendarDto> {
    return this.calendar.list(user, query);
  }

  /** Moves a scheduled post to another (future) time, written to its WordPress at once. */
  @Patch('articles/:id/schedule')
  @CheckAbility('write', 'article')
  @ApiOkResponse({ type: CalendarPostDto })
  reschedule(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ReschedulePostDto,
  ): Promise<CalendarPostDto> {
    return this.calendar.reschedule(user, id, dto.date);
  }
}
