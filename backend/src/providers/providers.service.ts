import { Injectable } from '@nestjs/common';
import type { ProviderOptionDto } from './dto/provider.dto';
import type { ProviderType } from './entities/provider.entity';
import { ProvidersRepository } from './providers.repository';

@Injectable()
export class ProvidersService {
  constructor(private readonly providers: ProvidersRepository) {}

  /** Every provider (of the type, when given), active ones first, then by pretty name. */
  options(type?: ProviderType): Promise<ProviderOptionDto[]> {
    return this.providers.options(type);
  }

  /** Whether a website may newly point at this provider: it exists, is of the type and is active. */
  async usable(id: number, type: ProviderType): Promise<boolean> {
    return this.providers.existsActive(id, type);
  }
}
