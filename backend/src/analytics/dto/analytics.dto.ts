import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Min } from 'class-validator';
import { RANGES, type RangeName } from '../reports/analytics-range';
import { TRAFFIC_SOURCES, type TrafficSource } from '../entities/analytics-event.entity';
import { GOAL_KINDS, type GoalKind } from '../entities/analytics-goal.entity';
import { REFUSAL_DAYS } from '../ingest/tracker-health';

export class AnalyticsQueryDto {
  @ApiProperty({ enum: RANGES, required: false, default: 'last7d' })
  @IsOptional()
  @IsIn(RANGES, { message: 'Choose a valid date range.' })
  range: RangeName = 'last7d';

  @ApiProperty({ required: false, description: 'One website; every readable one when absent' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  websiteId?: number;

  @ApiProperty({ required: false, example: '2026-11-01', description: 'custom range: first day' })
  @IsOptional()
  @IsString()
  from?: string;

  @ApiProperty({ required: false, example: '2026-11-30', description: 'custom range: last day' })
  @IsOptional()
  @IsString()
  to?: string;
}

export class LiveQueryDto {
  @ApiProperty({ required: false })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  websiteId?: number;
}

export class AnalyticsTotalsDto {
  @ApiProperty() visits: number;
  @ApiProperty() visitors: number;
  @ApiProperty() views: number;
  @ApiProperty() conversions: number;
}

export class AnalyticsPointDto extends AnalyticsTotalsDto {
  @ApiProperty({ description: 'Bucket start (UTC)' }) t: string;
}

export class AnalyticsSourceDto {
  @ApiProperty({ enum: TRAFFIC_SOURCES }) source: TrafficSource;
  @ApiProperty() visits: number;
  @ApiProperty() visitors: number;
  @ApiProperty() views: number;
}

export class AnalyticsPageDto {
  @ApiProperty() websiteId: number;
  @ApiProperty() websiteName: string;
  @ApiProperty() path: string;
  @ApiProperty() views: number;
  @ApiProperty() visitors: number;
}

export class AnalyticsArticleDto {
  @ApiProperty() articleId: number;
  @ApiProperty() title: string;
  @ApiProperty() websiteId: number;
  @ApiProperty() websiteName: string;
  @ApiProperty() views: number;
  @ApiProperty() visitors: number;
}

export class AnalyticsReportDto {
  @ApiProperty() from: string;
  @ApiProperty({ description: 'Exclusive end' }) to: string;
  @ApiProperty({ enum: ['minute', 'hour', 'day'] }) grain: 'minute' | 'hour' | 'day';
  @ApiProperty({ type: AnalyticsTotalsDto }) totals: AnalyticsTotalsDto;
  @ApiProperty({ type: AnalyticsTotalsDto, description: 'The period just before' })
  previous: AnalyticsTotalsDto;
  @ApiProperty({ type: [AnalyticsPointDto] }) series: AnalyticsPointDto[];
  @ApiProperty({ type: [AnalyticsSourceDto] }) sources: AnalyticsSourceDto[];
  @ApiProperty({ type: [AnalyticsPageDto] }) pages: AnalyticsPageDto[];
  @ApiProperty({ type: [AnalyticsArticleDto] }) articles: AnalyticsArticleDto[];
  @ApiProperty({ description: 'Visitors active in the last 5 minutes' }) concurrency: number;
}

export class AnalyticsLiveDto {
  @ApiProperty({ description: 'Visitors active in the last 5 minutes' }) concurrency: number;
}

/** Beacons of the website refused over the last days, by reason. */
export class RefusedBeaconsDto {
  @ApiProperty({ description: 'Sent from a page of another origin than the website’s address' })
  origin: number;
  @ApiProperty({ description: 'Sent by a robot (or without a user agent)' }) bot: number;
  @ApiProperty({ description: 'Naming a page of another host' }) foreign_page: number;
  @ApiProperty({ description: 'Past the beacon limits' }) rate_limited: number;
}

export class TrackingDto {
  @ApiProperty() publicId: string;
  @ApiProperty({ description: 'The script tag to paste into the site theme' }) snippet: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When the last page view or event was stored (null: none kept)',
  })
  lastBeaconAt: string | null;
  @ApiProperty({
    type: RefusedBeaconsDto,
    description: `Beacons refused over the last ${REFUSAL_DAYS} days, by reason`,
  })
  refused: RefusedBeaconsDto;
}

export const REACH_RANGES = ['today', 'last7d', 'last30d'] as const satisfies RangeName[];

export class StoryReachQueryDto {
  @ApiProperty({ enum: REACH_RANGES, required: false, default: 'last7d' })
  @IsOptional()
  @IsIn(REACH_RANGES, { message: 'Choose a valid date range.' })
  range: (typeof REACH_RANGES)[number] = 'last7d';
}

export class ReachSumsDto {
  @ApiProperty() views: number;
  @ApiProperty() visits: number;
  @ApiProperty() visitors: number;
}

export class StoryCopyReachDto {
  @ApiProperty() articleId: number;
  @ApiProperty() title: string;
  @ApiProperty() websiteId: number;
  @ApiProperty() websiteName: string;
  @ApiProperty() link: string;
  @ApiProperty({ description: 'The story’s source (the others are its clones)' }) source: boolean;
  @ApiProperty() deletedInWp: boolean;
  @ApiProperty({ type: ReachSumsDto }) totals: ReachSumsDto;
  @ApiProperty({ type: ReachSumsDto, description: 'The period just before' })
  previous: ReachSumsDto;
}

export class StoryReachPointDto {
  @ApiProperty({ description: 'Bucket start (UTC)' }) t: string;
  @ApiProperty() views: number;
}

export class StoryReachDto {
  @ApiProperty() from: string;
  @ApiProperty({ description: 'Exclusive end' }) to: string;
  @ApiProperty({ enum: ['hour', 'day'] }) grain: 'hour' | 'day';
  @ApiProperty({ type: ReachSumsDto, description: 'The story: its source and every clone' })
  totals: ReachSumsDto;
  @ApiProperty({ type: ReachSumsDto }) previous: ReachSumsDto;
  @ApiProperty({ type: [StoryCopyReachDto], description: 'The source first, then its clones' })
  copies: StoryCopyReachDto[];
  @ApiProperty({
    description: 'Copies on websites the reader may not see: not counted, not named',
  })
  hidden: number;
  @ApiProperty({ type: [AnalyticsSourceDto] }) sources: AnalyticsSourceDto[];
  @ApiProperty({ type: [StoryReachPointDto] }) series: StoryReachPointDto[];
}

export class GoalDto {
  @ApiProperty() id: number;
  @ApiProperty() websiteId: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: GOAL_KINDS }) kind: GoalKind;
  @ApiProperty() value: string;
}

export class GoalListDto {
  @ApiProperty({ type: [GoalDto] }) data: GoalDto[];
}

export class SaveGoalDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @Length(1, 100, { message: 'The name field is required.' })
  name: string;

  @ApiProperty({ enum: GOAL_KINDS })
  @IsIn(GOAL_KINDS, { message: 'The kind must be path or event.' })
  kind: GoalKind;

  @ApiProperty({ maxLength: 300, description: 'A path starting with / or an event name' })
  @IsString()
  @Length(1, 300, { message: 'The value field is required.' })
  @Matches(/^\S+$/, { message: 'The value cannot contain spaces.' })
  value: string;
}
