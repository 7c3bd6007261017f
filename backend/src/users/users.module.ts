import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserAvatar } from './entities/user-avatar.entity';
import { UserToken } from './entities/user-token.entity';
import { User } from './entities/user.entity';
import { UserAvatarsService } from './user-avatars.service';
import { UserEvents } from './user-events';
import { UserTokensRepository } from './user-tokens.repository';
import { UserTokensService } from './user-tokens.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** Users' services, for api nodes and workers alike (auth and roles build on them). */
@Module({
  imports: [TypeOrmModule.forFeature([User, UserToken, UserAvatar])],
  providers: [
    UsersService,
    UsersRepository,
    UserTokensRepository,
    UserTokensService,
    UserAvatarsService,
    UserEvents,
  ],
  exports: [
    UsersService,
    UsersRepository,
    UserTokensRepository,
    UserTokensService,
    UserAvatarsService,
    UserEvents,
  ],
})
export class UsersModule {}

/** The users HTTP routes, only where the API is served. */
@Module({ imports: [UsersModule], controllers: [UsersController] })
export class UsersHttpModule {}
