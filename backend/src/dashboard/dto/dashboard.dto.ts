import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsOptional } from 'class-validator';
import { IsId } from '../../core/http/text-rules';

/** No `from`: all time. No `to`: until now. */
export class DashboardQueryDto {
  @ApiProperty({ required: false, description: 'Articles changed from this instant (ISO 8601)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 date.' })
  from?: string;

  @ApiProperty({ required: false, description: 'Until this instant (ISO 8601), exclusive' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 date.' })
  to?: string;

  @ApiProperty({ required: false, description: 'Only this website (one the caller may read)' })
  @IsOptional()
  @Type(() => Number)
  @IsId('websiteId must be a valid id.')
  websiteId?: number;
}

export class DashboardCountsDto {
  @ApiProperty({ description: 'Status draft' }) drafts: number;
  @ApiProperty({ description: 'Status trash' }) trashed: number;
  @ApiProperty({ description: 'Clones of another article' }) cloned: number;
  @ApiProperty({ description: 'Status publish' }) published: number;
  @ApiProperty({ description: 'Articles cloned at least once' }) parents: number;
  @ApiProperty({ description: 'Generated with AI' }) generated: number;
  @ApiProperty({ description: 'Every article' }) total: number;
}

export class DashboardWebsiteDto extends DashboardCountsDto {
  @ApiProperty() websiteId: number;
  @ApiProperty() name: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'How fresh the counts are: the last completed sync (null: never synced)',
  })
  syncedAt: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The last check of posts deleted in WordPress (null: never checked)',
  })
  deletionsCheckedAt: string | null;
}

export class DashboardSummaryDto {
  @ApiProperty({ type: String, nullable: true, description: 'null: all time' }) from: string | null;
  @ApiProperty({ description: 'The end of the range (now when not given)' }) to: string;
  @ApiProperty({ type: DashboardCountsDto }) totals: DashboardCountsDto;
  @ApiProperty({ type: [DashboardWebsiteDto], description: 'The websites the caller may read' })
  websites: DashboardWebsiteDto[];
}
