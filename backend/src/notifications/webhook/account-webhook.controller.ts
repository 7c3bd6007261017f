import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../core/access/auth-user';
import { CheckAbility, CurrentUser } from '../../core/access/decorators';
import { AccountWebhookDto, SaveAccountWebhookDto, WebhookTestDto } from './dto/webhook.dto';
import { AccountWebhooksService } from './account-webhooks.service';

/** An account's webhook: read with the account, changed and tested by who may change it. */
@ApiTags('accounts')
@Controller('accounts/:id/webhook')
export class AccountWebhookController {
  constructor(private readonly webhooks: AccountWebhooksService) {}

  @Get()
  @CheckAbility('read', 'account')
  @ApiOkResponse({ type: AccountWebhookDto })
  get(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<AccountWebhookDto> {
    return this.webhooks.get(user, id);
  }

  @Put()
  @CheckAbility('write', 'account')
  @ApiOkResponse({ type: AccountWebhookDto })
  save(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: SaveAccountWebhookDto,
  ): Promise<AccountWebhookDto> {
    return this.webhooks.save(user, id, dto);
  }

  /** Posts a test message at once and says how the receiver answered. */
  @Post('test')
  @HttpCode(200)
  @CheckAbility('write', 'account')
  @ApiOkResponse({ type: WebhookTestDto })
  test(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<WebhookTestDto> {
    return this.webhooks.test(user, id);
  }
}
