import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ProviderOptionDto } from './dto/provider.dto';
import { Provider, type ProviderType } from './entities/provider.entity';

/** The `providers` queries. */
@Injectable()
export class ProvidersRepository {
  constructor(@InjectRepository(Provider) private readonly providers: Repository<Provider>) {}

  /** Every provider (of the type, when given), active ones first, then by pretty name. */
  options(type?: ProviderType): Promise<ProviderOptionDto[]> {
    return this.providers.find({
      select: { id: true, name: true, prettyName: true, type: true, active: true },
      where: type ? { type } : {},
      order: { active: 'DESC', prettyName: 'ASC', id: 'ASC' },
    });
  }

  existsActive(id: number, type: ProviderType): Promise<boolean> {
    return this.providers.existsBy({ id, type, active: true });
  }
}
