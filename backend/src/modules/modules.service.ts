import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { RecordVersions } from '../core/http/record-versions';
import { isDuplicateKey, isMissingReference, isStillReferenced } from '../core/database/db-errors';
import type { Page } from '../core/http/pagination';
import { DomainException } from '../core/http/domain-error';
import { type ChangeAction } from '../core/realtime/event-map';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import type {
  CreateModuleDto,
  ModuleDto,
  ModuleQueryDto,
  ModuleSavedDto,
  ModuleTreeNodeDto,
  UpdateModuleDto,
} from './dto/module.dto';
import { MODULE_CODE_INDEX, type ProductModule } from './entities/product-module.entity';
import { MODULE_ERRORS } from './modules.errors';
import { ModulesRepository, type ModuleWrite, type ParentMap } from './modules.repository';

export const MODULE_MESSAGES = {
  saved: 'Saved successfully.',
  deleted: 'Operation completed.',
  codeTaken: (code: string) => `A module with the code "${code}" already exists.`,
} as const;

@Injectable()
export class ModulesService {
  constructor(
    private readonly modules: ModulesRepository,
    private readonly events: RealtimeEvents,
    private readonly versions: RecordVersions,
  ) {}

  async list(query: ModuleQueryDto): Promise<Page<ModuleDto>> {
    const [rows, total] = await this.modules.page(query);
    return { data: rows.map(toDto), total, page: query.page, perPage: query.perPage };
  }

  /** Every module, nested under its parent; siblings by name. */
  async tree(): Promise<ModuleTreeNodeDto[]> {
    const nodes = new Map<number, ModuleTreeNodeDto>();
    const rows = await this.modules.all();
    for (const row of rows) nodes.set(row.id, { ...toDto(row), children: [] });
    const roots: ModuleTreeNodeDto[] = [];
    for (const row of rows) {
      const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
      (parent ? parent.children : roots).push(nodes.get(row.id)!);
    }
    return roots;
  }

  async get(id: number): Promise<ModuleDto> {
    return toDto(await this.found(id));
  }

  async create(dto: CreateModuleDto): Promise<ModuleSavedDto> {
    await this.assertCodeFree(dto.code);
    if (dto.parentId != null) await this.assertParentExists(dto.parentId);
    const row = {
      name: dto.name,
      code: dto.code,
      parentId: dto.parentId ?? null,
      settings: dto.settings?.map(({ key, value }) => ({ key, value })) ?? [],
    };
    const id = await this.writing(dto.code, () => this.modules.insert(row));
    this.announce('created', id);
    return { message: MODULE_MESSAGES.saved, data: await this.get(id) };
  }

  async update(actor: AuthUser, id: number, dto: UpdateModuleDto): Promise<ModuleSavedDto> {
    const current = await this.found(id);
    const edit = { version: dto.version, by: actor.id };
    const now = async () => {
      const row = await this.found(id);
      return { stamp: row, record: toDto(row) };
    };
    // A stale form is refused before its code and parent are checked against a record that moved on.
    await this.versions.check(edit, current, now);
    const patch: ModuleWrite = {};
    if (dto.name !== undefined && dto.name !== current.name) patch.name = dto.name;
    if (dto.code !== undefined && dto.code !== current.code) {
      await this.assertCodeFree(dto.code, id);
      patch.code = dto.code;
    }
    if (dto.settings !== undefined)
      patch.settings = dto.settings.map(({ key, value }) => ({ key, value }));
    const moving = dto.parentId !== undefined && dto.parentId !== current.parentId;
    if (moving) {
      patch.parentId = dto.parentId;
      if (dto.parentId === id) throw DomainException.onField('parentId', MODULE_ERRORS.ownAncestor);
    }
    if (Object.keys(patch).length === 0)
      return { message: MODULE_MESSAGES.saved, data: toDto(current) };
    await this.versions.save(edit, current, now, () =>
      this.writing(patch.code ?? '', () =>
        moving
          ? this.modules.updateWithTreeLock(id, patch, edit, (parents) =>
              assertNoCycle(id, patch.parentId!, parents),
            )
          : this.modules.update(id, patch, edit),
      ),
    );
    this.announce('updated', id);
    return { message: MODULE_MESSAGES.saved, data: await this.get(id) };
  }

  async remove(id: number): Promise<{ message: string }> {
    await this.found(id);
    if ((await this.modules.countChildren(id)) > 0)
      throw new DomainException(MODULE_ERRORS.hasChildren);
    let deleted: boolean;
    try {
      deleted = await this.modules.delete(id);
    } catch (error) {
      // A child attached between the check and the delete still holds the foreign key.
      if (isStillReferenced(error)) throw new DomainException(MODULE_ERRORS.hasChildren);
      throw error;
    }
    if (!deleted) throw new DomainException(MODULE_ERRORS.notFound);
    this.announce('deleted', id);
    return { message: MODULE_MESSAGES.deleted };
  }

  private async found(id: number): Promise<ProductModule> {
    const row = await this.modules.findById(id);
    if (!row) throw new DomainException(MODULE_ERRORS.notFound);
    return row;
  }

  private async assertCodeFree(code: string, exceptId?: number) {
    if (await this.modules.findByCode(code, exceptId)) throw codeConflict(code);
  }

  private async assertParentExists(parentId: number) {
    if (!(await this.modules.existsById(parentId))) {
      throw DomainException.onField('parentId', MODULE_ERRORS.parentMissing);
    }
  }

  /** Races the checks above cannot see still answer 409/400, never 500. */
  private async writing<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKey(error, MODULE_CODE_INDEX)) throw codeConflict(code);
      if (isMissingReference(error)) {
        throw DomainException.onField('parentId', MODULE_ERRORS.parentMissing);
      }
      throw error;
    }
  }

  private announce(action: ChangeAction, id: number) {
    void this.events.publish('modules.changed', { action, id });
  }
}

/** Refuses a parent that is missing, the module itself, or one of its descendants. */
export function assertNoCycle(id: number, parentId: number | null, parents: ParentMap): void {
  if (parentId === null) return;
  if (!parents.has(parentId))
    throw DomainException.onField('parentId', MODULE_ERRORS.parentMissing);
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at != null; at = parents.get(at)) {
    if (at === id || seen.has(at))
      throw DomainException.onField('parentId', MODULE_ERRORS.ownAncestor);
    seen.add(at);
  }
}

function codeConflict(code: string) {
  return DomainException.onField('code', {
    spec: MODULE_ERRORS.codeTaken,
    message: MODULE_MESSAGES.codeTaken(code),
    params: { code },
  });
}

function toDto(m: ProductModule): ModuleDto {
  return {
    id: m.id,
    name: m.name,
    code: m.code,
    parentId: m.parentId,
    settings: m.settings ?? [],
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    version: m.version,
  };
}
