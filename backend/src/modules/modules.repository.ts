import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Not, Repository } from 'typeorm';
import { updateVersioned, type Edit } from '../core/database/versioned';
import { likeContains, pageOffset } from '../core/http/pagination';
import type { ModuleQueryDto } from './dto/module.dto';
import { ProductModule, type ModuleSetting } from './entities/product-module.entity';

export interface ModuleWrite {
  name?: string;
  code?: string;
  parentId?: number | null;
  settings?: ModuleSetting[];
}

/** Every module's parent, read under lock: the snapshot a cycle check needs. */
export type ParentMap = Map<number, number | null>;

@Injectable()
export class ModulesRepository {
  constructor(
    @InjectRepository(ProductModule) private readonly modules: Repository<ProductModule>,
  ) {}

  findById(id: number): Promise<ProductModule | null> {
    return this.modules.findOneBy({ id });
  }

  async page(query: ModuleQueryDto): Promise<[ProductModule[], number]> {
    const qb = this.modules.createQueryBuilder('m');
    if (query.q) {
      const like = likeContains(query.q);
      qb.andWhere(
        new Brackets((w) =>
          w.where('m.name LIKE :like', { like }).orWhere('m.code LIKE :like', { like }),
        ),
      );
    }
    if (query.parentId) qb.andWhere('m.parentId = :parentId', { parentId: query.parentId });
    const direction = query.sortDir === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(`m.${query.sortBy}`, direction)
      .addOrderBy('m.id', direction)
      .offset(pageOffset(query))
      .limit(query.perPage)
      .getManyAndCount();
  }

  all(): Promise<ProductModule[]> {
    return this.modules.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  existsById(id: number): Promise<boolean> {
    return this.modules.existsBy({ id });
  }

  findByCode(code: string, exceptId?: number): Promise<ProductModule | null> {
    return this.modules.findOneBy(exceptId === undefined ? { code } : { code, id: Not(exceptId) });
  }

  countChildren(id: number): Promise<number> {
    return this.modules.countBy({ parentId: id });
  }

  async insert(row: Required<Pick<ModuleWrite, 'name' | 'code' | 'settings'>> & ModuleWrite) {
    const result = await this.modules.insert(row);
    return (result.identifiers[0] as { id: number }).id;
  }

  /** A save of the edit form: the version is checked and moved in the same statement. */
  async update(id: number, patch: ModuleWrite, edit: Edit): Promise<void> {
    await updateVersioned(this.modules, id, patch, edit);
  }

  /**
   * Re-parents inside a transaction that locks every module row, so two concurrent moves cannot
   * together build a cycle; `check` sees the locked parent map and throws to refuse.
   */
  async updateWithTreeLock(
    id: number,
    patch: ModuleWrite,
    edit: Edit,
    check: (parents: ParentMap) => void,
  ) {
    await this.modules.manager.transaction(async (em) => {
      const rows = await em
        .createQueryBuilder(ProductModule, 'm')
        .select(['m.id', 'm.parentId'])
        .setLock('pessimistic_write')
        .getMany();
      check(new Map(rows.map((r) => [r.id, r.parentId])));
      await updateVersioned(em.getRepository(ProductModule), id, patch, edit);
    });
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.modules.delete(id);
    return (result.affected ?? 0) > 0;
  }
}
