import { EditVersion, RecordVersion } from '../../core/http/edit-version';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  EDITOR_ACTIONS,
  SUBJECTS,
  type Action,
  type EditorAction,
  type Subject,
} from '../../core/access/subjects';
import { NotNullWhenPresent, TextRules } from '../../core/http/text-rules';
import { AbilityRuleDto } from '../../users/dto/user-data.dto';

const MAX_ID = 2_147_483_647;
const MAX_PERMISSIONS = SUBJECTS.length * EDITOR_ACTIONS.length;
export const ROUTE_ACTIONS = [...EDITOR_ACTIONS, 'manage'] as const;
export const ROUTE_SUBJECTS = [...SUBJECTS, 'all'] as const;
export const MAX_TEST_ROUTES = 200;

const NAME_RULES = {
  required: 'The name field is required.',
  type: 'The name must be text.',
  max: [100, 'The name must be at most 100 characters.'],
} as const;

/** One tick of the role editor: read, write or create on a subject. */
export class PermissionDto {
  @ApiProperty({ enum: EDITOR_ACTIONS })
  @IsIn(EDITOR_ACTIONS, { message: 'The action must be read, write or create.' })
  action: EditorAction;

  @ApiProperty({ enum: SUBJECTS })
  @IsIn(SUBJECTS, { message: 'The subject is not one the permission model knows.' })
  subject: (typeof SUBJECTS)[number];
}

const Permissions = () =>
  applyDecorators(
    IsArray({ message: 'The permissions must be a list.' }),
    ArrayMaxSize(MAX_PERMISSIONS, {
      message: `The permissions may hold at most ${MAX_PERMISSIONS} entries.`,
    }),
    IsObject({ each: true, message: 'Each permission must be an object with action and subject.' }),
    ValidateNested({ each: true }),
    Type(() => PermissionDto),
  );

export class CreateRoleDto {
  @ApiProperty({ maxLength: 100 })
  @TextRules(NAME_RULES)
  name: string;

  @ApiProperty({ required: false, default: false, description: 'Administrator Access' })
  @IsOptional()
  @IsBoolean({ message: 'isAdmin must be true or false.' })
  isAdmin?: boolean;

  @ApiProperty({ type: [PermissionDto], required: false, default: [] })
  @IsOptional()
  @Permissions()
  permissions?: PermissionDto[];
}

export class UpdateRoleDto {
  @ApiProperty({ required: false, maxLength: 100 })
  @TextRules({ ...NAME_RULES, optional: true })
  name?: string;

  @ApiProperty({ required: false, description: 'Administrator Access' })
  @NotNullWhenPresent()
  @IsBoolean({ message: 'isAdmin must be true or false.' })
  isAdmin?: boolean;

  @ApiProperty({ type: [PermissionDto], required: false })
  @NotNullWhenPresent()
  @Permissions()
  permissions?: PermissionDto[];

  @EditVersion()
  version?: number;
}

export class RoleUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
}

export class RoleDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Administrator Access' }) isAdmin: boolean;
  @ApiProperty({ type: [PermissionDto] }) permissions: PermissionDto[];
  @ApiProperty({ description: 'Users holding the role (within your account unless admin)' })
  usersCount: number;
  @ApiProperty({ type: [RoleUserDto], description: 'Up to 5 of them, for the role card' })
  users: RoleUserDto[];
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @RecordVersion() version: number;
}

export class RoleRefDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class PermissionEntryDto {
  @ApiProperty({ enum: SUBJECTS }) subject: (typeof SUBJECTS)[number];
  @ApiProperty({ enum: EDITOR_ACTIONS }) action: EditorAction;
  @ApiProperty({ type: [RoleRefDto], description: 'Roles whose rules allow it' })
  roles: RoleRefDto[];
}

export class PermissionsDto {
  @ApiProperty({ enum: SUBJECTS, isArray: true }) subjects: string[];
  @ApiProperty({ enum: EDITOR_ACTIONS, isArray: true }) actions: string[];
  @ApiProperty({ type: [PermissionEntryDto] }) data: PermissionEntryDto[];
}

/** A route of the frontend's route table and the permission it needs. */
export class RouteCheckDto {
  @ApiProperty({ maxLength: 300, example: '/apps/user/list' })
  @TextRules({
    required: 'The route path is required.',
    type: 'The route path must be text.',
    max: [300, 'The route path must be at most 300 characters.'],
  })
  path: string;

  @ApiProperty({ enum: ROUTE_ACTIONS })
  @IsIn(ROUTE_ACTIONS, { message: 'The action must be read, write, create or manage.' })
  action: Action;

  @ApiProperty({ enum: ROUTE_SUBJECTS })
  @IsIn(ROUTE_SUBJECTS, { message: 'The subject is not one the permission model knows.' })
  subject: Subject;
}

/** POST /api/roles/test: a role or a user (exactly one), and optionally the routes to check. */
export class RoleTestDto {
  @ApiProperty({ required: false })
  @IsOptional()
  @IsInt({ message: 'roleId must be a valid id.' })
  @Min(1, { message: 'roleId must be a valid id.' })
  @Max(MAX_ID, { message: 'roleId must be a valid id.' })
  roleId?: number;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsInt({ message: 'userId must be a valid id.' })
  @Min(1, { message: 'userId must be a valid id.' })
  @Max(MAX_ID, { message: 'userId must be a valid id.' })
  userId?: number;

  @ApiProperty({ type: [RouteCheckDto], required: false, maxItems: MAX_TEST_ROUTES })
  @IsOptional()
  @IsArray({ message: 'The routes must be a list.' })
  @ArrayMaxSize(MAX_TEST_ROUTES, {
    message: `At most ${MAX_TEST_ROUTES} routes can be tested at once.`,
  })
  @IsObject({ each: true, message: 'Each route must be an object with path, action and subject.' })
  @ValidateNested({ each: true })
  @Type(() => RouteCheckDto)
  routes?: RouteCheckDto[];
}

export class RouteVerdictDto {
  @ApiProperty() path: string;
  @ApiProperty({ enum: ROUTE_ACTIONS }) action: string;
  @ApiProperty({ enum: ROUTE_SUBJECTS }) subject: string;
  @ApiProperty() can: boolean;
}

export class PermissionVerdictDto {
  @ApiProperty({ enum: SUBJECTS }) subject: string;
  @ApiProperty({ enum: EDITOR_ACTIONS }) action: string;
  @ApiProperty() can: boolean;
}

export class RoleSummaryRefDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() isAdmin: boolean;
}

export class RoleTestResultDto {
  @ApiProperty({ type: RoleSummaryRefDto, nullable: true }) role: RoleSummaryRefDto | null;
  @ApiProperty({ type: RoleUserDto, nullable: true, description: 'When a user was tested' })
  user: RoleUserDto | null;
  @ApiProperty({ type: [AbilityRuleDto] }) abilityRules: AbilityRuleDto[];
  @ApiProperty({ type: [RouteVerdictDto] }) routes: RouteVerdictDto[];
  @ApiProperty({ type: [PermissionVerdictDto], description: 'Every subject × action' })
  permissions: PermissionVerdictDto[];
  @ApiProperty({ description: 'Whether the role has Administrator Access (manage on all)' })
  manageAll: boolean;
}
