import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDate, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAGE_SIZES, SORT_DIRECTIONS, type SortDirection } from '../../core/http/pagination';
import { IsId, TextRules } from '../../core/http/text-rules';
import { JOB_STATES, type JobState } from '../../core/queues/entities/job-run.entity';
import { isMaintenance, JobName, MAINTENANCE } from '../../core/queues/job-catalogue';

/** The kinds job history holds (maintenance ticks keep their last outcome apart). */
export const JOB_NAMES = Object.values(JobName).filter((name) => !isMaintenance(name));
export const JOB_SORTS = ['createdAt', 'finishedAt', 'state', 'name'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** `GET /api/jobs`: paged, sorted, filtered by kind, state, website, article, user and date. */
export class JobQueryDto {
  @ApiProperty({ required: false, minimum: 1, default: 1 })
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be at least 1.' })
  @Max(100_000, { message: 'page must be at most 100000.' })
  page: number = 1;

  @ApiProperty({ required: false, enum: PAGE_SIZES, default: 25 })
  @Type(() => Number)
  @IsIn(PAGE_SIZES, { message: `perPage must be one of ${PAGE_SIZES.join(', ')}.` })
  perPage: number = 25;

  @ApiProperty({ required: false, enum: JOB_NAMES, description: 'The kind of job' })
  @IsOptional()
  @IsIn(JOB_NAMES, { message: `name must be one of ${JOB_NAMES.join(', ')}.` })
  name?: JobName;

  @ApiProperty({ required: false, enum: JOB_STATES })
  @IsOptional()
  @IsIn(JOB_STATES, { message: `state must be one of ${JOB_STATES.join(', ')}.` })
  state?: JobState;

  @ApiProperty({ required: false })
  @IsOptional()
  @Type(() => Number)
  @IsId('websiteId must be a valid id.')
  websiteId?: number;

  @ApiProperty({ required: false })
  @IsOptional()
  @Type(() => Number)
  @IsId('articleId must be a valid id.')
  articleId?: number;

  @ApiProperty({ required: false, description: 'Who started it' })
  @IsOptional()
  @Type(() => Number)
  @IsId('userId must be a valid id.')
  userId?: number;

  @ApiProperty({
    required: false,
    type: String,
    format: 'date-time',
    description: 'Created at or after',
  })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'from must be a date (ISO 8601).' })
  from?: Date;

  @ApiProperty({
    required: false,
    type: String,
    format: 'date-time',
    description: 'Created before',
  })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'to must be a date (ISO 8601).' })
  to?: Date;

  @ApiProperty({ required: false, maxLength: 100, description: 'Words of the error text or code' })
  @TextRules({
    type: 'q must be text.',
    max: [100, 'The search text must be at most 100 characters.'],
    optional: true,
  })
  q?: string;

  @ApiProperty({ required: false, enum: JOB_SORTS, default: 'createdAt' })
  @IsIn(JOB_SORTS, { message: `sortBy must be one of ${JOB_SORTS.join(', ')}.` })
  sortBy: JobSort = 'createdAt';

  @ApiProperty({ required: false, enum: SORT_DIRECTIONS, default: 'desc' })
  @IsIn(SORT_DIRECTIONS, { message: 'sortDir must be asc or desc.' })
  sortDir: SortDirection = 'desc';
}

export class JobRunDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: JOB_NAMES, description: 'The kind of job' }) name: string;
  @ApiProperty() queue: string;
  @ApiProperty({ enum: JOB_STATES }) state: JobState;
  @ApiProperty({ type: String, nullable: true, description: 'synchronizing, cloning, sending…' })
  stage: string | null;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed, in English' })
  message: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed: `errors.<code>`' })
  code: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    nullable: true,
    description: 'The values the failure names (`host`, `status`), for `errors.<code>`',
  })
  params: Record<string, string | number> | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    nullable: true,
    description:
      "The counts a completed run ended with (a sync's `inserted`, `changed`, `deleted`)",
  })
  detail: Record<string, number> | null;
  @ApiProperty({ description: 'Attempts made so far' }) attempts: number;
  @ApiProperty({ description: 'Attempts its kind of job gets in all' }) maxAttempts: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Waiting after a failed attempt (its reason in code): when the next one is due',
  })
  nextAttemptAt: string | null;
  @ApiProperty({ type: Number, nullable: true }) websiteId: number | null;
  @ApiProperty({ type: String, nullable: true }) websiteName: string | null;
  @ApiProperty({ type: Number, nullable: true }) articleId: number | null;
  @ApiProperty({ type: Number, nullable: true }) userId: number | null;
  @ApiProperty({ type: String, nullable: true }) userName: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true }) startedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) finishedAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'From start to end, or to now' })
  durationMs: number | null;
  @ApiProperty({ description: 'A failed run its kind knows how to start again' })
  retryable: boolean;
  @ApiProperty({
    description:
      'A waiting or running run the caller may stop (started it, or writes on its website)',
  })
  cancellable: boolean;
}

export class JobPageDto {
  @ApiProperty({ type: [JobRunDto] }) data: JobRunDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class JobRetriedDto {
  @ApiProperty({ description: 'The new run' }) jobId: string;
}

export const MAINTENANCE_NAMES = Object.keys(MAINTENANCE);

export class MaintenanceOutcomeDto {
  @ApiProperty({ enum: ['completed', 'failed'] }) state: 'completed' | 'failed';
  @ApiProperty() startedAt: string;
  @ApiProperty() durationMs: number;
  @ApiProperty({ required: false, description: 'The failure, in code' }) code?: string;
  @ApiProperty({ required: false }) message?: string;
}

/** A periodic maintenance job: its interval, its next tick and how its last one ended. */
export class MaintenanceJobDto {
  @ApiProperty({ enum: MAINTENANCE_NAMES }) name: string;
  @ApiProperty({ description: 'Runs every this many milliseconds' }) everyMs: number;
  @ApiProperty({ type: String, nullable: true }) nextRunAt: string | null;
  @ApiProperty({ type: MaintenanceOutcomeDto, nullable: true }) last: MaintenanceOutcomeDto | null;
}

export class MaintenanceListDto {
  @ApiProperty({ type: [MaintenanceJobDto] }) data: MaintenanceJobDto[];
}
