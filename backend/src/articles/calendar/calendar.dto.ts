import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, ValidateIf } from 'class-validator';
import { ArticleQueryDto } from '../dto/article.dto';

/** What the calendar shows: posts published, and posts scheduled to be. */
export const CALENDAR_STATUSES = ['publish', 'future'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** The widest range one request reads (a month view shows up to six weeks). */
export const CALENDAR_MAX_DAYS = 62;
/** Posts one range returns at most; past it the answer says so and the reader narrows it. */
export const CALENDAR_MAX_POSTS = 2_000;

/** The website and author filters as the article list reads them, and a range of days. */
export class CalendarQueryDto extends PickType(ArticleQueryDto, ['websiteId', 'author'] as const) {
  @ApiProperty({
    required: false,
    description: 'Start of the range (inclusive), ISO 8601; today (UTC) when absent',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 date and time.' })
  from?: string;

  @ApiProperty({
    required: false,
    description: 'End of the range (exclusive), ISO 8601; 31 days after `from` when absent',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 date and time.' })
  to?: string;

  @ApiProperty({ required: false, enum: CALENDAR_STATUSES })
  @IsOptional()
  @IsIn(CALENDAR_STATUSES, { message: `status must be one of ${CALENDAR_STATUSES.join(', ')}.` })
  status?: CalendarStatus;
}

export class CalendarPostDto {
  @ApiProperty() id: number;
  @ApiProperty() websiteId: number;
  @ApiProperty() websiteName: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: CALENDAR_STATUSES }) status: CalendarStatus;
  @ApiProperty({ description: 'Publication (or scheduled) time, UTC ISO 8601' }) date: string;
  @ApiProperty({ type: String, nullable: true }) authorName: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The story this post is a copy of' })
  clonedFromArticleId: number | null;
  @ApiProperty() link: string;
  @ApiProperty({ description: 'A scheduled post the reader may move (write on its website)' })
  canMove: boolean;
}

export class CalendarDto {
  @ApiProperty({ type: [CalendarPostDto] }) data: CalendarPostDto[];
  @ApiProperty({ description: `More than ${CALENDAR_MAX_POSTS} posts: narrow the range or filter` })
  truncated: boolean;
}

export class ReschedulePostDto {
  @ApiProperty({ description: 'The new publication time, ISO 8601 (in the future)' })
  // Checked after the article's access (a missing value is refused by the service): another
  // account's article is not found, whatever the body.
  @ValidateIf((_: object, value: unknown) => value !== undefined)
  @IsISO8601({ strict: true }, { message: 'date must be an ISO 8601 date and time.' })
  date?: string;
}
