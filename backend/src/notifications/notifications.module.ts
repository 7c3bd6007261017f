import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { ProvidersModule } from '../providers/providers.module';
import { UsersModule } from '../users/users.module';
import { NotificationDigest } from './entities/notification-digest.entity';
import { NotificationPreference } from './entities/notification-preference.entity';
import { NotificationDigestHandler } from './notification-digest.handler';
import { Notification } from './entities/notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { AccountWebhook } from './webhook/account-webhook.entity';
import { AccountWebhookController } from './webhook/account-webhook.controller';
import { AccountWebhooksRepository } from './webhook/account-webhooks.repository';
import { AccountWebhooksService } from './webhook/account-webhooks.service';
import { DeliverWebhookHandler } from './webhook/deliver-webhook.handler';

/**
 * A person's notifications: told by the domains (an assignment) and by the job pipeline (a run
 * that failed for good), on api nodes and workers alike; read on api nodes. An account's desk
 * notices also go to its webhook, when it has one.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Notification,
      NotificationPreference,
      NotificationDigest,
      AccountWebhook,
    ]),
    UsersModule,
    ProvidersModule,
  ],
  providers: [
    NotificationsRepository,
    NotificationsService,
    AccountWebhooksRepository,
    AccountWebhooksService,
    DeliverWebhookHandler,
    NotificationDigestHandler,
  ],
  exports: [NotificationsService, AccountWebhooksService],
})
export class NotificationsModule {}

export const notificationsFeature = feature(NotificationsModule, {
  api: { controllers: [NotificationsController, AccountWebhookController] },
});
