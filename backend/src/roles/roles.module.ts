import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { Role } from './entities/role.entity';
import { PermissionsController, RolesController } from './roles.controller';
import { RolesRepository } from './roles.repository';
import { RolesService } from './roles.service';

/** Roles and the permission matrix; HTTP only, so it is loaded where the API is served. */
@Module({
  imports: [TypeOrmModule.forFeature([Role]), UsersModule],
  controllers: [RolesController, PermissionsController],
  providers: [RolesService, RolesRepository],
  exports: [RolesService],
})
export class RolesModule {}
