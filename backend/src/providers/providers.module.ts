import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { GlossaryTerm } from './entities/glossary-term.entity';
import { ProviderService } from './entities/provider-service.entity';
import { ProviderUsage } from './entities/provider-usage.entity';
import { Provider } from './entities/provider.entity';
import { ConnectionTester } from './gateway/connection-tester';
import { ProviderGateway } from './gateway/provider-gateway.service';
import { GlossaryRepository } from './glossary/glossary.repository';
import { GlossaryService } from './glossary/glossary.service';
import { ProvidersController } from './providers.controller';
import { ProvidersRepository } from './providers.repository';
import { ProvidersService } from './providers.service';
import { UsageLedger } from './usage/usage-ledger';
import { UsageRepository } from './usage/usage.repository';

/** Providers, their services and the gateway every AI and translation call goes through. */
@Module({
  imports: [TypeOrmModule.forFeature([Provider, ProviderService, ProviderUsage, GlossaryTerm])],
  providers: [
    ProvidersRepository,
    ProvidersService,
    UsageRepository,
    UsageLedger,
    ProviderGateway,
    ConnectionTester,
    GlossaryRepository,
    GlossaryService,
  ],
  exports: [ProvidersService, ProviderGateway, ConnectionTester, UsageLedger, GlossaryService],
})
export class ProvidersModule {}

export const providersFeature = feature(ProvidersModule, {
  api: { controllers: [ProvidersController] },
});
