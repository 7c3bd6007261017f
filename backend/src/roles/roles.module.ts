import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { UsersModule } from '../users/users.module';
import { Role } from '../core/access/entities/role.entity';
import { PermissionsController, RolesController } from './roles.controller';
import { RolesRepository } from './roles.repository';
import { RolesService } from './roles.service';

/** Roles and the permission matrix. */
@Module({
  imports: [TypeOrmModule.forFeature([Role]), UsersModule],
  providers: [RolesService, RolesRepository],
  exports: [RolesService],
})
export class RolesModule {}

/** Nothing but its routes uses roles: loaded where the API is served. */
export const rolesFeature = feature(RolesModule, {
  loadedBy: ['api'],
  api: { controllers: [RolesController, PermissionsController] },
});
