import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional } from 'class-validator';
import { IsId } from '../../core/http/text-rules';
import { USAGE_GROUPS, type UsageGroup } from '../usage/usage.repository';

export class UsageQueryDto {
  @ApiProperty({ required: false, enum: USAGE_GROUPS, default: 'provider' })
  @IsIn(USAGE_GROUPS, { message: `groupBy must be one of ${USAGE_GROUPS.join(', ')}.` })
  groupBy: UsageGroup = 'provider';

  @ApiProperty({ required: false, description: 'From this instant (ISO 8601), inclusive' })
  @IsOptional()
  @IsISO8601({}, { message: 'from must be an ISO 8601 date.' })
  from?: string;

  @ApiProperty({ required: false, description: 'Until this instant (ISO 8601), exclusive' })
  @IsOptional()
  @IsISO8601({}, { message: 'to must be an ISO 8601 date.' })
  to?: string;

  @ApiProperty({ required: false })
  @IsOptional()
  @Type(() => Number)
  @IsId('providerId must be a valid id.')
  providerId?: number;

  @ApiProperty({ required: false, description: 'Administrators: only this account' })
  @IsOptional()
  @Type(() => Number)
  @IsId('accountId must be a valid id.')
  accountId?: number;
}

export class UsageTotalDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The provider, service, website, user or account id, or the day (YYYY-MM-DD)',
  })
  key: string | null;
  @ApiProperty() calls: number;
  @ApiProperty({ description: 'Calls that succeeded' }) okCalls: number;
  @ApiProperty() inputTokens: number;
  @ApiProperty() outputTokens: number;
  @ApiProperty() characters: number;
  @ApiProperty({ type: Number, nullable: true }) estimatedCost: number | null;
}

export class UsageTotalsDto {
  @ApiProperty({ enum: USAGE_GROUPS }) groupBy: UsageGroup;
  @ApiProperty({ type: [UsageTotalDto] }) data: UsageTotalDto[];
}
