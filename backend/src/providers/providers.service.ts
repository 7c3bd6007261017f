import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ProviderOptionDto } from './dto/provider.dto';
import { Provider, type ProviderType } from './entities/provider.entity';

@Injectable()
export class ProvidersService {
  constructor(@InjectRepository(Provider) private readonly providers: Repository<Provider>) {}

  /** Every provider (of the type, when given), active ones first, then by pretty name. */
  options(type?: ProviderType): Promise<ProviderOptionDto[]> {
    return this.providers.find({
      select: { id: true, name: true, prettyName: true, type: true, active: true },
      where: type ? { type } : {},
      order: { active: 'DESC', prettyName: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Whether a website may point at this provider: it exists, is of the type and is active — or is
   * the one the website already has (a provider switched off later does not block other edits).
   */
  async usable(id: number, type: ProviderType, current: number | null): Promise<boolean> {
    const provider = await this.providers.findOneBy({ id, type });
    return provider !== null && (provider.active || provider.id === current);
  }
}
