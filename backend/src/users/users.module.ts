import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { feature } from '../core/process/feature';
import { UserAvatar } from './entities/user-avatar.entity';
import { UserToken } from './entities/user-token.entity';
import { User } from './entities/user.entity';
import { UserAvatarsService } from './user-avatars.service';
import { UserEvents } from './user-events';
import { UserPresence } from './user-presence';
import { UserProfiles } from './user-profiles';
import { UserTokensRepository } from './user-tokens.repository';
import { UserTokensService } from './user-tokens.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const services = [
  UsersService,
  UsersRepository,
  UserTokensRepository,
  UserTokensService,
  UserAvatarsService,
  UserEvents,
  UserProfiles,
];

/** Users' services, for api nodes and workers alike (auth, roles and the sync build on them). */
@Module({
  imports: [TypeOrmModule.forFeature([User, UserToken, UserAvatar]), SettingsModule],
  providers: services,
  exports: services,
})
export class UsersModule {}

export const usersFeature = feature(UsersModule, {
  api: { controllers: [UsersController], providers: [UserPresence] },
});
