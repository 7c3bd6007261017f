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
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../core/access/decorators';
import { MessageDto } from '../core/http/message.dto';
import {
  ConnectionTestDto,
  CreateProviderDto,
  CreateServiceDto,
  ProviderDto,
  ProviderOptionsDto,
  ProviderOptionsQueryDto,
  ProviderPageDto,
  ProviderQueryDto,
  ProviderSavedDto,
  ServiceDto,
  ServiceOptionsDto,
  ServiceOptionsQueryDto,
  ServicePageDto,
  ServiceQueryDto,
  ServiceSavedDto,
  UpdateProviderDto,
  UpdateServiceDto,
} from './dto/provider.dto';
import { UsageQueryDto, UsageTotalsDto } from './dto/usage.dto';
import { ConnectionTester } from './gateway/connection-tester';
import { UsageLedger } from './usage/usage-ledger';
import { ProvidersService } from './providers.service';

/**
 * Providers and their services, shared by every tenant: read on external-provider to see them
 * (names, and counts of the reader's own websites), administrators alone to change or test them
 * (ARCHITECTURE "Shared settings"); the website form's selectors read the options with read on
 * website.
 */
@ApiTags('providers')
@Controller('providers')
export class ProvidersController {
  constructor(
    private readonly providers: ProvidersService,
    private readonly tester: ConnectionTester,
    private readonly ledger: UsageLedger,
  ) {}

  @Get('options')
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: ProviderOptionsDto })
  async options(@Query() query: ProviderOptionsQueryDto): Promise<ProviderOptionsDto> {
    return { data: await this.providers.options(query.type) };
  }

  @Get('services/options')
  @CheckAbility('read', 'website')
  @ApiOkResponse({ type: ServiceOptionsDto })
  async serviceOptions(@Query() query: ServiceOptionsQueryDto): Promise<ServiceOptionsDto> {
    return { data: await this.providers.serviceOptions(query.providerId) };
  }

  @Get('services')
  @CheckAbility('read', 'external-provider')
  @ApiOkResponse({ type: ServicePageDto })
  services(
    @CurrentUser() user: AuthUser,
    @Query() query: ServiceQueryDto,
  ): Promise<ServicePageDto> {
    return this.providers.listServices(user, query);
  }

  @Get('services/:serviceId')
  @CheckAbility('read', 'external-provider')
  @ApiOkResponse({ type: ServiceDto })
  service(
    @CurrentUser() user: AuthUser,
    @Param('serviceId', ParseIntPipe) serviceId: number,
  ): Promise<ServiceDto> {
    return this.providers.getService(user, serviceId);
  }

  @Patch('services/:serviceId')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: ServiceSavedDto })
  updateService(
    @CurrentUser() user: AuthUser,
    @Param('serviceId', ParseIntPipe) serviceId: number,
    @Body() dto: UpdateServiceDto,
  ): Promise<ServiceSavedDto> {
    return this.providers.updateService(user, serviceId, dto);
  }

  @Delete('services/:serviceId')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: MessageDto })
  removeService(
    @CurrentUser() user: AuthUser,
    @Param('serviceId', ParseIntPipe) serviceId: number,
  ): Promise<MessageDto> {
    return this.providers.removeService(user, serviceId);
  }

  /** A one-token completion (or a one-word translation) with this service's model. */
  @Post('services/:serviceId/test')
  @HttpCode(200)
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: ConnectionTestDto })
  testService(
    @Param('serviceId', ParseIntPipe) serviceId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<ConnectionTestDto> {
    return this.tester.testService(serviceId, user);
  }

  /** Usage ledger totals, grouped by provider, service, website, user, account or day. */
  @Get('usage/totals')
  @CheckAbility('read', 'external-provider')
  @ApiOkResponse({ type: UsageTotalsDto })
  usage(@CurrentUser() user: AuthUser, @Query() query: UsageQueryDto): Promise<UsageTotalsDto> {
    return this.ledger.totals(user, query);
  }

  @Get()
  @CheckAbility('read', 'external-provider')
  @ApiOkResponse({ type: ProviderPageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: ProviderQueryDto): Promise<ProviderPageDto> {
    return this.providers.list(user, query);
  }

  @Get(':id')
  @CheckAbility('read', 'external-provider')
  @ApiOkResponse({ type: ProviderDto })
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ProviderDto> {
    return this.providers.get(user, id);
  }

  @Post()
  @CheckAbility('manage', 'all')
  @ApiCreatedResponse({ type: ProviderSavedDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateProviderDto): Promise<ProviderSavedDto> {
    return this.providers.create(user, dto);
  }

  @Patch(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: ProviderSavedDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateProviderDto,
  ): Promise<ProviderSavedDto> {
    return this.providers.update(user, id, dto);
  }

  @Delete(':id')
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: MessageDto })
  remove(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<MessageDto> {
    return this.providers.remove(user, id);
  }

  @Post(':id/services')
  @CheckAbility('manage', 'all')
  @ApiCreatedResponse({ type: ServiceSavedDto })
  createService(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: CreateServiceDto,
  ): Promise<ServiceSavedDto> {
    return this.providers.createService(user, id, dto);
  }

  /** The provider's first active service, or a plain reachability check without one. */
  @Post(':id/test')
  @HttpCode(200)
  @CheckAbility('manage', 'all')
  @ApiOkResponse({ type: ConnectionTestDto })
  test(
    @Param('id', ParseIntPipe) id: number,
    @CurrentUser() user: AuthUser,
  ): Promise<ConnectionTestDto> {
    return this.tester.testProvider(id, user);
  }
}
