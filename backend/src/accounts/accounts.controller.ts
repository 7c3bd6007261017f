import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import { AccountsService } from './accounts.service';
import {
  AccountDto,
  AccountPageDto,
  AccountQueryDto,
  AccountSavedDto,
  CreateAccountDto,
  PlanDto,
  PlanSavedDto,
  UpdatePlanDto,
  UpdateAccountDto,
} from './dto/account.dto';

/** Non-administrators only ever see and rename their own account (checked in the service). */
@ApiTags('accounts')
@Controller('accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @CheckAbility('read', 'account')
  @ApiOkResponse({ type: AccountPageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: AccountQueryDto): Promise<AccountPageDto> {
    return this.accounts.list(user, query);
  }

  @Get(':id')
  @CheckAbility('read', 'account')
  @ApiOkResponse({ type: AccountDto })
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<AccountDto> {
    return this.accounts.get(user, id);
  }

  @Post()
  @CheckAbility('manage', 'all')
  @ApiCreatedResponse({ type: AccountSavedDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateAccountDto): Promise<AccountSavedDto> {
    return this.accounts.create(user, dto);
  }

  @Patch(':id')
  @CheckAbility('write', 'account')
  @ApiOkResponse({ type: AccountSavedDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateAccountDto,
  ): Promise<AccountSavedDto> {
    return this.accounts.update(user, id, dto);
  }

  @Delete(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: MessageDto })
  remove(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<MessageDto> {
    return this.accounts.remove(user, id);
  }
}

@ApiTags('accounts')
@Controller('plans')
export class PlansController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @CheckAbility('read', 'account')
  @ApiOkResponse({ type: [PlanDto] })
  list(): Promise<PlanDto[]> {
    return this.accounts.plans();
  }

  @Patch(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: PlanSavedDto })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdatePlanDto): Promise<PlanSavedDto> {
    return this.accounts.updatePlan(id, dto);
  }
}
