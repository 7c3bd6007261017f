import { EditVersion, RecordVersion } from '../../core/http/edit-version';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { PLAN_CODES, type PlanCode } from '../../accounts/entities/plan.entity';
import { PageQueryDto } from '../../core/http/pagination';
import { NotNullWhenPresent, TextRules } from '../../core/http/text-rules';
import { USER_STATUSES, type UserStatus } from '../entities/user.entity';
import { Email, EMAIL_MAX, FIRST_NAME, LAST_NAME } from './user-fields';

const MAX_ID = 2_147_483_647;
/** A positive int id; `required` words the message for a missing value. */
const Id = (label: string, required: boolean): PropertyDecorator =>
  ValidateBy({
    name: 'id',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID,
      defaultMessage: (args) =>
        required && (args?.value === undefined || args.value === null)
          ? `The ${label} field is required.`
          : `The ${label} must be a valid id.`,
    },
  });

const STATUS_MESSAGE = 'The status must be active, inactive or pending.';

/** Text fields that may be cleared: `null` or an empty string stores null. */
class UserProfileFields {
  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @TextRules({
    type: 'The username must be text.',
    min: [3, 'The username must be at least 3 characters.'],
    max: [100, 'The username must be at most 100 characters.'],
    patterns: [
      [
        /^[A-Za-z0-9._-]+$/,
        'The username may only contain letters, digits, dots, dashes and underscores.',
      ],
    ],
  })
  username?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 32 })
  @IsOptional()
  @TextRules({
    type: 'The phone must be text.',
    max: [32, 'The phone must be at most 32 characters.'],
    patterns: [[/^\+?[0-9 ().-]{4,}$/, 'Invalid phone number']],
  })
  phone?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 255 })
  @IsOptional()
  @TextRules({
    type: 'The company must be text.',
    max: [255, 'The company must be at most 255 characters.'],
  })
  company?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @TextRules({
    type: 'The city must be text.',
    max: [100, 'The city must be at most 100 characters.'],
  })
  city?: string | null;

  @ApiProperty({ required: false, type: Number, nullable: true, description: 'Country id' })
  @IsOptional()
  @Id('country', false)
  countryId?: number | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 255 })
  @IsOptional()
  @TextRules({
    type: 'The address must be text.',
    max: [255, 'The address must be at most 255 characters.'],
  })
  address?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @TextRules({
    type: 'The zone name must be text.',
    max: [100, 'The zone name must be at most 100 characters.'],
  })
  zoneName?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: 20 })
  @IsOptional()
  @TextRules({
    type: 'The zip code must be text.',
    max: [20, 'The zip code must be at most 20 characters.'],
    patterns: [[/^[A-Za-z0-9 -]+$/, 'Invalid zip code']],
  })
  zipCode?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, description: '6 or 7 characters' })
  @IsOptional()
  @TextRules({
    type: 'The SDI number must be text.',
    upperCase: true,
    patterns: [[/^[A-Z0-9]{6,7}$/, 'The SDI number must be 6 or 7 letters or digits.']],
  })
  sdiNumber?: string | null;

  @ApiProperty({ required: false, type: Number, nullable: true, description: 'Account id' })
  @IsOptional()
  @Id('account', false)
  accountId?: number | null;
}

/** POST /api/users. No password and no status: the user is pending until the invite is used. */
export class CreateUserDto extends UserProfileFields {
  @ApiProperty({ maxLength: 100 })
  @TextRules(FIRST_NAME)
  firstName: string;

  @ApiProperty({ maxLength: 100 })
  @TextRules(LAST_NAME)
  lastName: string;

  @ApiProperty({ maxLength: EMAIL_MAX, example: 'jane@example.com' })
  @Email(false)
  email: string;

  @ApiProperty({ description: 'Role id' })
  @Id('role', true)
  roleId: number;
}

/** PATCH /api/users/:id: absent fields stay as they are. */
export class UpdateUserDto extends UserProfileFields {
  @EditVersion()
  version?: number;

  @ApiProperty({ required: false, maxLength: 100 })
  @TextRules({ ...FIRST_NAME, optional: true })
  firstName?: string;

  @ApiProperty({ required: false, maxLength: 100 })
  @TextRules({ ...LAST_NAME, optional: true })
  lastName?: string;

  @ApiProperty({ required: false, maxLength: EMAIL_MAX })
  @Email(true)
  email?: string;

  @ApiProperty({ required: false, description: 'Role id' })
  @NotNullWhenPresent()
  @Id('role', true)
  roleId?: number;

  @ApiProperty({ required: false, enum: USER_STATUSES })
  @NotNullWhenPresent()
  @IsIn(USER_STATUSES, { message: STATUS_MESSAGE })
  status?: UserStatus;
}

export const USER_SORTS = ['name', 'email', 'role', 'status', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** GET /api/users: `?page&perPage&q&sortBy&sortDir&roleId&plan&status&accountId`. */
export class ListUsersQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: USER_SORTS, default: 'name' })
  @IsIn(USER_SORTS, { message: `sortBy must be one of ${USER_SORTS.join(', ')}.` })
  sortBy: UserSort = 'name';

  @ApiProperty({ required: false, description: 'Role id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'roleId must be a whole number.' })
  @Min(1, { message: 'roleId must be a whole number.' })
  @Max(MAX_ID, { message: 'roleId must be a whole number.' })
  roleId?: number;

  @ApiProperty({ required: false, enum: PLAN_CODES, description: "The account's plan" })
  @IsOptional()
  @IsIn(PLAN_CODES, { message: `plan must be one of ${PLAN_CODES.join(', ')}.` })
  plan?: PlanCode;

  @ApiProperty({ required: false, enum: USER_STATUSES })
  @IsOptional()
  @IsIn(USER_STATUSES, { message: STATUS_MESSAGE })
  status?: UserStatus;

  @ApiProperty({ required: false, description: 'Account id (administrators)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'accountId must be a whole number.' })
  @Min(1, { message: 'accountId must be a whole number.' })
  @Max(MAX_ID, { message: 'accountId must be a whole number.' })
  accountId?: number;
}

export class UserRoleDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() isAdmin: boolean;
}

export class UserPlanDto {
  @ApiProperty({ enum: PLAN_CODES }) code: PlanCode;
  @ApiProperty() name: string;
}

export class UserAccountDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: UserPlanDto, nullable: true }) plan: UserPlanDto | null;
}

/** How the latest invitation of a user who has not set a password yet went. */
export class UserInvitationDto {
  @ApiProperty({
    enum: ['sending', 'sent', 'failed'],
    description: 'failed: the last attempt failed (the mail queue may still retry it)',
  })
  state: 'sending' | 'sent' | 'failed';
  @ApiProperty({ description: 'When it was queued, sent or last failed' }) at: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why the last attempt failed, as an error code (`mail.auth`, `mail.recipient_rejected`…); null unless failed',
  })
  code: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The SMTP reply status of the failure (550, 421…), when the server answered',
  })
  smtpStatus: number | null;
}

/** A working invite link, shown once to the one who asked and never stored in clear. */
export class InviteLinkDto {
  @ApiProperty() link: string;
  @ApiProperty() expiresInHours: number;
}

export class UserDto {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) company: string | null;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: Number, nullable: true }) countryId: number | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) zoneName: string | null;
  @ApiProperty({ type: String, nullable: true }) zipCode: string | null;
  @ApiProperty({ type: String, nullable: true }) sdiNumber: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Address of the avatar image' })
  avatar: string | null;
  @ApiProperty({ enum: USER_STATUSES }) status: UserStatus;
  @ApiProperty({ type: Number, nullable: true }) roleId: number | null;
  @ApiProperty({ type: UserRoleDto, nullable: true }) role: UserRoleDto | null;
  @ApiProperty({ type: Number, nullable: true }) accountId: number | null;
  @ApiProperty({ type: UserAccountDto, nullable: true }) account: UserAccountDto | null;
  @ApiProperty() locale: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @RecordVersion() version: number;
  @ApiProperty({
    type: UserInvitationDto,
    nullable: true,
    description: "A pending user's latest invitation; null once they set a password",
  })
  invitation: UserInvitationDto | null;
}

export class UserPageDto {
  @ApiProperty({ type: [UserDto] }) data: UserDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}
