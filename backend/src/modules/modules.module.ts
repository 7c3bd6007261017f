import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductModule } from './entities/product-module.entity';
import { ModulesController } from './modules.controller';
import { ModulesRepository } from './modules.repository';
import { ModulesService } from './modules.service';

/** Product modules (subject `module`); named so it cannot be mistaken for a Nest module. */
@Module({
  imports: [TypeOrmModule.forFeature([ProductModule])],
  controllers: [ModulesController],
  providers: [ModulesRepository, ModulesService],
  exports: [ModulesService],
})
export class ProductModulesModule {}
