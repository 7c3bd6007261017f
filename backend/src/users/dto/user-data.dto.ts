import { ApiProperty } from '@nestjs/swagger';

export class RoleSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() isAdmin: boolean;
}

export class AbilityRuleDto {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  action: string | string[];

  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  subject: string | string[];

  @ApiProperty({ required: false, type: Object })
  conditions?: Record<string, unknown>;

  @ApiProperty({ required: false })
  inverted?: boolean;
}

export class UserDataDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty({ type: Number, nullable: true }) accountId: number | null;
  @ApiProperty() locale: string;
  @ApiProperty({ type: RoleSummaryDto, nullable: true }) role: RoleSummaryDto | null;
  @ApiProperty({ type: [AbilityRuleDto] }) abilityRules: AbilityRuleDto[];
}
