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
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { AnalyticsGoals } from './goals/analytics-goals.service';
import { AnalyticsQuery } from './reports/analytics-query.service';
import { StoryReach } from './reports/story-reach.service';
import {
  AnalyticsLiveDto,
  AnalyticsQueryDto,
  AnalyticsReportDto,
  GoalDto,
  GoalListDto,
  LiveQueryDto,
  SaveGoalDto,
  StoryReachDto,
  StoryReachQueryDto,
  TrackingDto,
} from './dto/analytics.dto';

/** Reports read analytics; a website's snippet and goals belong to the website. */
@ApiTags('analytics')
@Controller()
export class AnalyticsController {
  constructor(
    private readonly query: AnalyticsQuery,
    private readonly goals: AnalyticsGoals,
    private readonly stories: StoryReach,
  ) {}

  @Get('analytics')
  @CheckAbility('read', 'analytics')
  @ApiOkResponse({ type: AnalyticsReportDto })
  report(
    @CurrentUser() user: AuthUser,
    @Query() query: AnalyticsQueryDto,
  ): Promise<AnalyticsReportDto> {
    return this.query.report(user, query);
  }

  @Get('analytics/live')
  @CheckAbility('read', 'analytics')
  @ApiOkResponse({ type: AnalyticsLiveDto })
  live(@CurrentUser() user: AuthUser, @Query() query: LiveQueryDto): Promise<AnalyticsLiveDto> {
    return this.query.live(user, query.websiteId);
  }

  /** A story's reach: the article's source and every clone of it, for the article drawer. */
  @Get('articles/:id/reach')
  @CheckAbility('read', 'analytics')
  @ApiOkResponse({ type: StoryReachDto })
  reach(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: StoryReachQueryDto,
  ): Promise<StoryReachDto> {
    return this.stories.reach(user, id, query);
  }

  @Get('websites/:id/tracking')
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: TrackingDto })
  tracking(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<TrackingDto> {
    return this.goals.tracking(user, id);
  }

  @Get('websites/:id/goals')
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: GoalListDto })
  listGoals(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<GoalListDto> {
    return this.goals.list(user, id);
  }

  @Post('websites/:id/goals')
  @CheckAbility('write', 'website')
  @ApiOkResponse({ type: GoalDto })
  createGoal(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: SaveGoalDto,
  ): Promise<GoalDto> {
    return this.goals.create(user, id, dto);
  }

  @Put('websites/:id/goals/:goalId')
  @CheckAbility('write', 'website')
  @ApiOkResponse({ type: GoalDto })
  updateGoal(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Param('goalId') goalId: string,
    @Body() dto: SaveGoalDto,
  ): Promise<GoalDto> {
    return this.goals.update(user, id, Number(goalId), dto);
  }

  @Delete('websites/:id/goals/:goalId')
  @HttpCode(204)
  @CheckAbility('write', 'website')
  @ApiNoContentResponse()
  removeGoal(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Param('goalId') goalId: string,
  ): Promise<void> {
    return this.goals.remove(user, id, Number(goalId));
  }
}
