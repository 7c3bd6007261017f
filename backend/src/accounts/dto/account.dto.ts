import { EditVersion, RecordVersion } from '../../core/http/edit-version';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';
import { IsId, NotNullWhenPresent, TextRules, type TextRuleSet } from '../../core/http/text-rules';
import { PLAN_CODES, type PlanCode } from '../entities/plan.entity';

/** Spec §5: account name required, under 255 characters. */
const NAME: TextRuleSet = {
  required: 'Name is required',
  type: 'Name must be text',
  max: [254, 'Name must be less than 255 characters'],
};

const PLAN_CODE_MESSAGE = `Plan must be one of ${PLAN_CODES.join(', ')}.`;
const lowerCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class CreateAccountDto {
  @ApiProperty({ maxLength: 254, example: 'Newsroom' })
  @TextRules(NAME)
  name: string;

  @ApiProperty({ required: false, description: 'The plan by id; or send `plan` with its code.' })
  @NotNullWhenPresent()
  @IsId('planId must be a whole number.')
  planId?: number;

  @ApiProperty({ required: false, enum: PLAN_CODES, description: 'The plan by code.' })
  @NotNullWhenPresent()
  @Transform(lowerCase)
  @IsIn(PLAN_CODES, { message: PLAN_CODE_MESSAGE })
  plan?: PlanCode;
}

export class UpdateAccountDto {
  @ApiProperty({ required: false, maxLength: 254 })
  @TextRules({ ...NAME, optional: true })
  name?: string;

  @ApiProperty({ required: false, description: 'Administrators only.' })
  @NotNullWhenPresent()
  @IsId('planId must be a whole number.')
  planId?: number;

  @ApiProperty({ required: false, enum: PLAN_CODES, description: 'Administrators only.' })
  @NotNullWhenPresent()
  @Transform(lowerCase)
  @IsIn(PLAN_CODES, { message: PLAN_CODE_MESSAGE })
  plan?: PlanCode;

  @EditVersion()
  version?: number;
}

export const ACCOUNT_SORTS = ['name', 'plan', 'usersCount', 'createdAt', 'updatedAt'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

export class AccountQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: ACCOUNT_SORTS, default: 'name' })
  @IsIn(ACCOUNT_SORTS, { message: `sortBy must be one of ${ACCOUNT_SORTS.join(', ')}.` })
  sortBy: AccountSort = 'name';

  @ApiProperty({ required: false, enum: PLAN_CODES, description: 'Only accounts on this plan' })
  @IsOptional()
  @Transform(lowerCase)
  @IsIn(PLAN_CODES, { message: PLAN_CODE_MESSAGE })
  plan?: PlanCode;

  @ApiProperty({ required: false, description: 'Only accounts on this plan (by id)' })
  @IsOptional()
  @Type(() => Number)
  @IsId('planId must be a whole number.')
  planId?: number;
}

/** The plan an account is on. */
export class PlanRefDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: PLAN_CODES }) code: PlanCode;
  @ApiProperty({ example: 'Premium' }) name: string;
}

export class PlanDto extends PlanRefDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'AI tokens (in + out) per calendar month (UTC); null: no limit',
  })
  monthlyTokenLimit: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Characters translated per calendar month (UTC); null: no limit',
  })
  monthlyCharacterLimit: number | null;
}

const LIMIT_MAX = 4_000_000_000;
const limitRules = (label: string) => [
  IsOptional(),
  IsInt({ message: `${label} must be a whole number` }),
  Min(0, { message: `${label} cannot be negative` }),
  Max(LIMIT_MAX, { message: `${label} must be at most ${LIMIT_MAX}` }),
];
const applyAll =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const d of decorators) d(target, key);
  };

/** Administrators: a plan's monthly limits (null or absent-as-null: no limit). */
export class UpdatePlanDto {
  @ApiProperty({ type: Number, nullable: true, required: false, minimum: 0 })
  @applyAll(limitRules('Monthly token limit'))
  monthlyTokenLimit?: number | null;

  @ApiProperty({ type: Number, nullable: true, required: false, minimum: 0 })
  @applyAll(limitRules('Monthly character limit'))
  monthlyCharacterLimit?: number | null;
}

export class PlanSavedDto {
  @ApiProperty({ example: 'The plan has been saved' }) message: string;
  @ApiProperty({ type: PlanDto }) data: PlanDto;
}

export class AccountDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: PlanRefDto }) plan: PlanRefDto;
  @ApiProperty() usersCount: number;
  @ApiProperty() websitesCount: number;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @RecordVersion() version: number;
}

export class AccountPageDto {
  @ApiProperty({ type: [AccountDto] }) data: AccountDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class AccountSavedDto {
  @ApiProperty({ example: 'Account created or updated successfully' }) message: string;
  @ApiProperty({ type: AccountDto }) data: AccountDto;
}
