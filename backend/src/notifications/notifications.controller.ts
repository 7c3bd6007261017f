import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/access/auth-user';
import { CurrentUser } from '../core/access/decorators';
import {
  NotificationPageDto,
  NotificationPreferencesDto,
  NotificationQueryDto,
  ReadNotificationsDto,
  SaveNotificationPreferencesDto,
  UnreadDto,
} from './dto/notification.dto';
import { NotificationsService } from './notifications.service';

/** The signed-in person's own notifications and choices: nobody reads another's. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOkResponse({ type: NotificationPageDto })
  page(
    @CurrentUser() user: AuthUser,
    @Query() query: NotificationQueryDto,
  ): Promise<NotificationPageDto> {
    return this.notifications.page(user, query.cursor);
  }

  /** Marks notifications read (`ids`, or all). */
  @Post('read')
  @HttpCode(200)
  @ApiOkResponse({ type: UnreadDto })
  read(@CurrentUser() user: AuthUser, @Body() dto: ReadNotificationsDto): Promise<UnreadDto> {
    return this.notifications.read(user, dto.ids);
  }

  @Get('preferences')
  @ApiOkResponse({ type: NotificationPreferencesDto })
  preferences(@CurrentUser() user: AuthUser): Promise<NotificationPreferencesDto> {
    return this.notifications.preferences(user);
  }

  @Put('preferences')
  @ApiOkResponse({ type: NotificationPreferencesDto })
  savePreferences(
    @CurrentUser() user: AuthUser,
    @Body() dto: SaveNotificationPreferencesDto,
  ): Promise<NotificationPreferencesDto> {
    return this.notifications.savePreferences(user, dto);
  }
}
