import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { Provider } from './entities/provider.entity';
import { ProvidersController } from './providers.controller';
import { ProvidersRepository } from './providers.repository';
import { ProvidersService } from './providers.service';

/** Providers' reads, for the websites domain wherever it runs. */
@Module({
  imports: [TypeOrmModule.forFeature([Provider])],
  providers: [ProvidersRepository, ProvidersService],
  exports: [ProvidersService],
})
export class ProvidersModule {}

export const providersFeature = feature(ProvidersModule, {
  api: { controllers: [ProvidersController] },
});
