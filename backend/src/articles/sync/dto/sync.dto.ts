import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

export class SyncStartedDto {
  @ApiProperty({ description: 'Job run id; follow it on `job:<id>` or `website:<id>`' })
  jobId: string;
  @ApiProperty({ example: 'Synchronization started. You will receive an email when it completes.' })
  message: string;
  @ApiProperty({
    description:
      'Whether the requester is mailed when the run ends (asked for, or a run that reads every post)',
  })
  mails: boolean;
}

const booleanQuery = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

export class SyncQueryDto {
  @ApiProperty({
    required: false,
    type: Boolean,
    description: 'Full import: read every post again, not only those modified since the last sync',
  })
  @IsOptional()
  @Transform(booleanQuery)
  @IsBoolean({ message: 'full must be true or false.' })
  full?: boolean;

  @ApiProperty({
    required: false,
    type: Boolean,
    description:
      'Mail the requester when the run ends. Without it only a run that reads every post (the first or a full import) or a long one mails.',
  })
  @IsOptional()
  @Transform(booleanQuery)
  @IsBoolean({ message: 'notify must be true or false.' })
  notify?: boolean;
}

/** What a website's copy covers: the sync window, and posts on the site against those synced. */
export class SyncCoverageDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Days back (by modification date) a first or full sync reaches; null: every post',
  })
  syncDays: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Posts WordPress counted (every tracked status) when last listed whole; null until then',
  })
  postsOnSite: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'When `postsOnSite` was counted' })
  countedAt: string | null;
  @ApiProperty({ description: 'Posts stored here and not deleted in WordPress' })
  postsSynced: number;
}
