import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { ProductModule } from './entities/product-module.entity';
import { ModulesController } from './modules.controller';
import { ModulesRepository } from './modules.repository';
import { ModulesService } from './modules.service';

/** Product modules (subject `module`); named so it cannot be mistaken for a Nest module. */
@Module({
  imports: [TypeOrmModule.forFeature([ProductModule])],
  providers: [ModulesRepository, ModulesService],
  exports: [ModulesService],
})
export class ProductModulesModule {}

export const productModulesFeature = feature(ProductModulesModule, {
  loadedBy: ['api'],
  api: { controllers: [ModulesController] },
});
