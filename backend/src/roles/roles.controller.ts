import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import {
  CreateRoleDto,
  PermissionsDto,
  RoleDto,
  RoleTestDto,
  RoleTestResultDto,
  UpdateRoleDto,
} from './dto/role.dto';
import { RolesService } from './roles.service';

/** Reading roles needs read on role; changing them needs manage on all (Administrator Access). */
@ApiTags('roles')
@Controller('roles')
export class RolesController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  @CheckAbility('read', 'role')
  @ApiOkResponse({ type: [RoleDto] })
  list(@CurrentUser() actor: AuthUser): Promise<RoleDto[]> {
    return this.roles.list(actor);
  }

  @Post('test')
  @HttpCode(200)
  @CheckAbility('read', 'role')
  @ApiOperation({ summary: 'What a role or a user may do, judged as the guard judges it' })
  @ApiOkResponse({ type: RoleTestResultDto })
  test(@CurrentUser() actor: AuthUser, @Body() dto: RoleTestDto): Promise<RoleTestResultDto> {
    return this.roles.test(actor, dto);
  }

  @Get(':id')
  @CheckAbility('read', 'role')
  @ApiOkResponse({ type: RoleDto })
  get(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<RoleDto> {
    return this.roles.get(actor, id);
  }

  @Post()
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: RoleDto })
  create(@CurrentUser() actor: AuthUser, @Body() dto: CreateRoleDto): Promise<RoleDto> {
    return this.roles.create(actor, dto);
  }

  @Patch(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: RoleDto })
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateRoleDto,
  ): Promise<RoleDto> {
    return this.roles.update(actor, id, dto);
  }

  @Delete(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: MessageDto })
  remove(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<MessageDto> {
    return this.roles.remove(actor, id);
  }
}

@ApiTags('roles')
@Controller('permissions')
export class PermissionsController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  @CheckAbility('read', 'role')
  @ApiOkResponse({ type: PermissionsDto })
  list(): Promise<PermissionsDto> {
    return this.roles.permissions();
  }
}
