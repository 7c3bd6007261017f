import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, Repository, type SelectQueryBuilder } from 'typeorm';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { updateVersioned, type Edit } from '../core/database/versioned';
import { likeContains, pageOffset } from '../core/http/pagination';
import type {
  ProviderOptionDto,
  ProviderQueryDto,
  ServiceOptionDto,
  ServiceQueryDto,
} from './dto/provider.dto';
import { ProviderService } from './entities/provider-service.entity';
import { Provider, type ProviderType } from './entities/provider.entity';

export type ProviderWrite = Partial<
  Omit<Provider, 'id' | 'createdAt' | 'updatedAt'> & { apiKeySealed: string | null }
>;
export type ServiceWrite = Partial<
  Omit<ProviderService, 'id' | 'createdAt' | 'updatedAt' | 'provider'>
>;

/** A website that uses a provider or service: what a refused delete names. */
export interface WebsiteUse {
  id: number;
  name: string;
}

/** The `providers` and `provider_services` queries. */
@Injectable()
export class ProvidersRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectRepository(ProviderService) private readonly services: Repository<ProviderService>,
  ) {}

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

  findById(id: number): Promise<Provider | null> {
    return this.providers.findOneBy({ id });
  }

  /** The sealed API key (never selected with the row). */
  async sealedKey(id: number): Promise<string | null> {
    const row = await this.providers
      .createQueryBuilder('p')
      .select('p.apiKeySealed', 'sealed')
      .where('p.id = :id', { id })
      .getRawOne<{ sealed: string | null }>();
    return row?.sealed ?? null;
  }

  async hasKey(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.providers
      .createQueryBuilder('p')
      .select('p.id', 'id')
      .where('p.id IN (:...ids)', { ids })
      .andWhere('p.apiKeySealed IS NOT NULL')
      .getRawMany<{ id: number }>();
    return new Set(rows.map((r) => Number(r.id)));
  }

  async page(query: ProviderQueryDto): Promise<[Provider[], number]> {
    const qb = this.providers.createQueryBuilder('p');
    if (query.q) {
      const like = likeContains(query.q);
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('p.name LIKE :like', { like })
            .orWhere('p.prettyName LIKE :like', { like })
            .orWhere('p.baseUrl LIKE :like', { like }),
        ),
      );
    }
    if (query.type) qb.andWhere('p.type = :type', { type: query.type });
    if (query.active !== undefined) qb.andWhere('p.active = :active', { active: query.active });
    const direction = query.sortDir === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(`p.${query.sortBy}`, direction)
      .addOrderBy('p.id', direction)
      .offset(pageOffset(query))
      .limit(query.perPage)
      .getManyAndCount();
  }

  /** Each write below commits with its trail entry, or not at all. */
  insertProvider(row: ProviderWrite, audit: Audit): Promise<number> {
    return this.db.transaction(async (tx) => {
      const result = await tx.getRepository(Provider).insert(row);
      const id = (result.identifiers[0] as { id: number }).id;
      await writeAudit(tx, audit, id);
      return id;
    });
  }

  /** A save of the edit form: the version is checked and moved in the same statement. */
  async updateProvider(id: number, patch: ProviderWrite, edit: Edit, audit: Audit): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.db.transaction(async (tx) => {
      await updateVersioned(tx.getRepository(Provider), id, patch, edit);
      if (audit.note.changes?.length) await writeAudit(tx, audit);
    });
  }

  deleteProvider(id: number, audit: Audit): Promise<boolean> {
    return this.deleted(Provider, id, audit);
  }

  private deleted(entity: typeof Provider | typeof ProviderService, id: number, audit: Audit) {
    return this.db.transaction(async (tx) => {
      const result = await tx.getRepository(entity).delete(id);
      if (!result.affected) return false;
      await writeAudit(tx, audit);
      return true;
    });
  }

  /** Services per provider. */
  async serviceCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.services
      .createQueryBuilder('s')
      .select('s.providerId', 'id')
      .addSelect('COUNT(*)', 'n')
      .where('s.providerId IN (:...ids)', { ids })
      .groupBy('s.providerId')
      .getRawMany<{ id: number; n: string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  }

  /** Websites per provider (as AI or translation provider). */
  /** `accountId`: count that account's websites alone (null: every account's). */
  async providerWebsiteCounts(
    ids: number[],
    accountId: number | null,
  ): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const query = this.providers.manager
      .createQueryBuilder()
      .select('p.id', 'id')
      .addSelect('COUNT(w.id)', 'n')
      .from(Provider, 'p')
      .innerJoin('websites', 'w', 'w.aiProviderId = p.id OR w.translationProviderId = p.id')
      .where('p.id IN (:...ids)', { ids });
    if (accountId !== null) query.andWhere('w.accountId = :accountId', { accountId });
    const rows = await query.groupBy('p.id').getRawMany<{ id: number; n: string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  }

  /** `accountId`: count that account's websites alone (null: every account's). */
  async serviceWebsiteCounts(
    ids: number[],
    accountId: number | null,
  ): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const query = this.services.manager
      .createQueryBuilder()
      .select('w.aiServiceId', 'id')
      .addSelect('COUNT(*)', 'n')
      .from('websites', 'w')
      .where('w.aiServiceId IN (:...ids)', { ids });
    if (accountId !== null) query.andWhere('w.accountId = :accountId', { accountId });
    const rows = await query.groupBy('w.aiServiceId').getRawMany<{ id: number; n: string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  }

  /** Websites that use the provider (either selector) or one of its services. */
  websitesUsingProvider(id: number): Promise<WebsiteUse[]> {
    return this.providers.manager
      .createQueryBuilder()
      .select(['w.id AS id', 'w.name AS name'])
      .from('websites', 'w')
      .leftJoin('provider_services', 's', 's.id = w.aiServiceId')
      .where('w.aiProviderId = :id OR w.translationProviderId = :id OR s.providerId = :id', { id })
      .orderBy('w.name', 'ASC')
      .getRawMany<WebsiteUse>();
  }

  websitesUsingService(id: number): Promise<WebsiteUse[]> {
    return this.services.manager
      .createQueryBuilder()
      .select(['w.id AS id', 'w.name AS name'])
      .from('websites', 'w')
      .where('w.aiServiceId = :id', { id })
      .orderBy('w.name', 'ASC')
      .getRawMany<WebsiteUse>();
  }

  // ---- services ----

  findService(id: number): Promise<ProviderService | null> {
    return this.services.findOne({ where: { id }, relations: { provider: true } });
  }

  async servicePage(query: ServiceQueryDto): Promise<[ProviderService[], number]> {
    const qb = this.services.createQueryBuilder('s').innerJoinAndSelect('s.provider', 'p');
    if (query.q) {
      const like = likeContains(query.q);
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('s.name LIKE :like', { like })
            .orWhere('s.model LIKE :like', { like })
            .orWhere('p.prettyName LIKE :like', { like }),
        ),
      );
    }
    filterServices(qb, query);
    const direction = query.sortDir === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(`s.${query.sortBy}`, direction)
      .addOrderBy('s.id', direction)
      .offset(pageOffset(query))
      .limit(query.perPage)
      .getManyAndCount();
  }

  /** A provider's services, or every AI provider's; active ones first, then by name. */
  serviceOptions(providerId?: number): Promise<ServiceOptionDto[]> {
    return this.services.find({
      select: { id: true, providerId: true, name: true, model: true, active: true },
      where: providerId ? { providerId } : { provider: { type: 'ai' } },
      order: { active: 'DESC', name: 'ASC', id: 'ASC' },
    });
  }

  /** Whether a website may newly choose this service: active, of this active AI provider. */
  serviceUsable(id: number, providerId: number): Promise<boolean> {
    return this.services
      .createQueryBuilder('s')
      .innerJoin('s.provider', 'p')
      .where('s.id = :id AND s.providerId = :providerId', { id, providerId })
      .andWhere('s.active = 1 AND p.active = 1')
      .getExists();
  }

  insertService(row: ServiceWrite, audit: Audit): Promise<number> {
    return this.db.transaction(async (tx) => {
      const result = await tx.getRepository(ProviderService).insert(row);
      const id = (result.identifiers[0] as { id: number }).id;
      await writeAudit(tx, audit, id);
      return id;
    });
  }

  async updateService(id: number, patch: ServiceWrite, audit: Audit): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.getRepository(ProviderService).update(id, patch);
      if (audit.note.changes?.length) await writeAudit(tx, audit);
    });
  }

  deleteService(id: number, audit: Audit): Promise<boolean> {
    return this.deleted(ProviderService, id, audit);
  }
}

function filterServices(qb: SelectQueryBuilder<ProviderService>, query: ServiceQueryDto) {
  if (query.providerId) qb.andWhere('s.providerId = :providerId', { providerId: query.providerId });
  if (query.type) qb.andWhere('p.type = :type', { type: query.type });
  if (query.active !== undefined) qb.andWhere('s.active = :active', { active: query.active });
}
