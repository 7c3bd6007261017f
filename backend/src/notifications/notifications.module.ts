import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { UsersModule } from '../users/users.module';
import { NotificationPreference } from './entities/notification-preference.entity';
import { Notification } from './entities/notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/**
 * A person's notifications: told by the domains (an assignment) and by the job pipeline (a run
 * that failed for good), on api nodes and workers alike; read on api nodes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationPreference]), UsersModule],
  providers: [NotificationsRepository, NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}

export const notificationsFeature = feature(NotificationsModule, {
  api: { controllers: [NotificationsController] },
});
