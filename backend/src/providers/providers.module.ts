import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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

/** The providers HTTP routes, only where the API is served. */
@Module({ imports: [ProvidersModule], controllers: [ProvidersController] })
export class ProvidersHttpModule {}
