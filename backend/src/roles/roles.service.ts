import { Injectable } from '@nestjs/common';
import { abilityFor, rulesFor } from '../core/access/ability.factory';
import { auditChanges, type AuditAction } from '../core/audit/audit-trail';
import type { AuthUser } from '../core/access/auth-user';
import { EDITOR_ACTIONS, SUBJECTS, isGrantable, type Permission } from '../core/access/subjects';
import { isDuplicateKey, isStillReferenced } from '../core/database/db-errors';
import { DomainException } from '../core/http/domain-error';
import { HTTP_ERRORS } from '../core/http/http.errors';
import type { MessageDto } from '../core/http/message.dto';
import { RecordVersions } from '../core/http/record-versions';
import { type ChangeAction } from '../core/realtime/event-map';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { scopeOf } from '../users/user-access';
import { USER_ERRORS } from '../users/users.errors';
import { UserEvents } from '../users/user-events';
import { UsersService } from '../users/users.service';
import type {
  CreateRoleDto,
  PermissionsDto,
  RoleDto,
  RoleTestDto,
  RoleTestResultDto,
  UpdateRoleDto,
} from './dto/role.dto';
import type { Role } from '../core/access/entities/role.entity';
import { ROLE_ERRORS } from './roles.errors';
import { RolesRepository, type RoleUserStats } from './roles.repository';

export const ROLE_DELETED = 'The role has been deleted';

/**
 * Deduplicated, in the role editor's order (subject, then read/write/create); refused whole when
 * one asks for writing a shared subject, which only administrators do.
 */
export function grantablePermissions(permissions: Permission[]): Permission[] {
  if (!permissions.every(isGrantable)) {
    throw DomainException.onField('permissions', ROLE_ERRORS.sharedSubject);
  }
  return normalizePermissions(permissions);
}

/** Deduplicated, in the role editor's order (subject, then read/write/create). */
export function normalizePermissions(permissions: Permission[]): Permission[] {
  const key = (p: Permission) =>
    SUBJECTS.indexOf(p.subject) * EDITOR_ACTIONS.length + EDITOR_ACTIONS.indexOf(p.action);
  const unique = new Map(
    permissions.map((p) => [key(p), { action: p.action, subject: p.subject }]),
  );
  return [...unique.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
}

/** Every subject × action, the ones the role editor does not offer included. */
const EVERY_PERMISSION: Permission[] = SUBJECTS.flatMap((subject) =>
  EDITOR_ACTIONS.map((action) => ({ action, subject })),
);

@Injectable()
export class RolesService {
  constructor(
    private readonly repo: RolesRepository,
    private readonly users: UsersService,
    private readonly userEvents: UserEvents,
    private readonly events: RealtimeEvents,
    private readonly versions: RecordVersions,
  ) {}

  /** User counts and samples are limited to the caller's account unless they are an admin. */
  async list(actor: AuthUser): Promise<RoleDto[]> {
    const roles = await this.repo.all();
    const stats = await this.repo.userStats(
      scopeOf(actor),
      roles.map((r) => r.id),
    );
    return roles.map((role) => toRoleDto(role, stats));
  }

  async get(actor: AuthUser, id: number): Promise<RoleDto> {
    const role = await this.find(id);
    return toRoleDto(role, await this.repo.userStats(scopeOf(actor), [id]));
  }

  async create(actor: AuthUser, dto: CreateRoleDto): Promise<RoleDto> {
    if (await this.repo.nameTaken(dto.name)) throw new DomainException(ROLE_ERRORS.nameTaken);
    const data = {
      name: dto.name,
      isAdmin: dto.isAdmin ?? false,
      permissions: grantablePermissions(dto.permissions ?? []),
    };
    const id = await this.repo
      .insert(data, roleAudit(actor, 'created', null, data))
      .catch(rethrowNameTaken);
    this.changed('created', id);
    return this.get(actor, id);
  }

  /** A change of access reaches every holder's browser at once, with their new rules. */
  async update(actor: AuthUser, id: number, dto: UpdateRoleDto): Promise<RoleDto> {
    const role = await this.find(id);
    const edit = { version: dto.version, by: actor.id };
    const current = async () => ({ stamp: await this.find(id), record: await this.get(actor, id) });
    // A stale form is refused before its name is checked against a record that moved on.
    await this.versions.check(edit, role, current);
    if (
      dto.name !== undefined &&
      dto.name !== role.name &&
      (await this.repo.nameTaken(dto.name, id))
    ) {
      throw new DomainException(ROLE_ERRORS.nameTaken);
    }
    const next = {
      name: dto.name ?? role.name,
      isAdmin: dto.isAdmin ?? role.isAdmin,
      permissions:
        dto.permissions === undefined ? role.permissions : grantablePermissions(dto.permissions),
    };
    if (role.isAdmin && !next.isAdmin && (await this.repo.activeAdminsOutside(id)) === 0) {
      throw new DomainException(USER_ERRORS.lastAdmin);
    }
    const accessChanged =
      next.isAdmin !== role.isAdmin ||
      JSON.stringify(normalizePermissions(role.permissions)) !== JSON.stringify(next.permissions);
    if (!accessChanged && next.name === role.name) return this.get(actor, id);
    await this.versions.save(edit, role, current, () =>
      this.repo
        .update(id, next, edit, roleAudit(actor, 'updated', role, next))
        .catch(rethrowNameTaken),
    );
    if (accessChanged) this.userEvents.rulesChanged(await this.repo.holderIds(id), next);
    this.changed('updated', id);
    return this.get(actor, id);
  }

  async remove(actor: AuthUser, id: number): Promise<MessageDto> {
    const role = await this.find(id);
    const holders = await this.repo.countHolders(id);
    if (holders > 0) throw new DomainException(ROLE_ERRORS.inUse, { params: { count: holders } });
    try {
      await this.repo.delete(id, roleAudit(actor, 'deleted', role, null));
    } catch (error) {
      // A user was given the role between the count and the delete.
      if (isStillReferenced(error)) throw new DomainException(ROLE_ERRORS.inUse);
      throw error;
    }
    this.changed('deleted', id);
    return { message: ROLE_DELETED };
  }

  /** Every subject × action with the roles whose rules allow it, judged by the guard's own code. */
  async permissions(): Promise<PermissionsDto> {
    const roles = await this.repo.all();
    const abilities = roles.map((role) => ({ role, ability: abilityFor(rulesFor(role)) }));
    return {
      subjects: [...SUBJECTS],
      actions: [...EDITOR_ACTIONS],
      data: EVERY_PERMISSION.map(({ subject, action }) => ({
        subject,
        action,
        roles: abilities
          .filter(({ ability }) => ability.can(action, subject))
          .map(({ role }) => ({ id: role.id, name: role.name })),
      })),
    };
  }

  /**
   * What a role (or a user, through their role) may do: each given route and every subject ×
   * action, computed with `abilityFor(rulesFor(role))` exactly as the guard computes it.
   */
  async test(actor: AuthUser, dto: RoleTestDto): Promise<RoleTestResultDto> {
    if ((dto.roleId === undefined) === (dto.userId === undefined)) {
      throw DomainException.onField('roleId', ROLE_ERRORS.testTarget);
    }
    let role: Role | null;
    let user: RoleTestResultDto['user'] = null;
    if (dto.roleId !== undefined) {
      role = await this.find(dto.roleId);
    } else {
      if (!actor.ability.can('read', 'user')) {
        throw new DomainException(HTTP_ERRORS.forbidden);
      }
      const found = await this.users.visible(actor, dto.userId!);
      role = found.role ?? null;
      user = {
        id: found.id,
        name: `${found.firstName} ${found.lastName}`.trim(),
        avatar: found.avatar,
      };
    }
    const rules = rulesFor(role);
    const ability = abilityFor(rules);
    return {
      role: role ? { id: role.id, name: role.name, isAdmin: role.isAdmin } : null,
      user,
      abilityRules: rules,
      manageAll: ability.can('manage', 'all'),
      routes: (dto.routes ?? []).map((r) => ({
        path: r.path,
        action: r.action,
        subject: r.subject,
        can: ability.can(r.action, r.subject),
      })),
      permissions: EVERY_PERMISSION.map(({ subject, action }) => ({
        subject,
        action,
        can: ability.can(action, subject),
      })),
    };
  }

  private async find(id: number): Promise<Role> {
    const role = await this.repo.findById(id);
    if (!role) throw new DomainException(ROLE_ERRORS.notFound);
    return role;
  }

  private changed(action: ChangeAction, id: number) {
    void this.events.publish('roles.changed', { action, id });
  }
}

type RoleState = Pick<Role, 'id' | 'name' | 'isAdmin' | 'permissions'>;

/** A role's trail entry: name, administrator access and permissions, before → after. */
function roleAudit(
  by: AuthUser,
  action: AuditAction,
  before: RoleState | null,
  after: Pick<Role, 'name' | 'isAdmin' | 'permissions'> | null,
) {
  const state = (r: typeof after) =>
    r && {
      ...r,
      permissions: normalizePermissions(r.permissions).map((p) => `${p.action}:${p.subject}`),
    };
  return {
    by,
    note: {
      subject: 'role' as const,
      subjectId: before?.id ?? null,
      label: after?.name ?? before?.name ?? '',
      action,
      accountId: null,
      changes: auditChanges(state(before), state(after), ['name', 'isAdmin', 'permissions']),
    },
  };
}

function rethrowNameTaken(error: unknown): never {
  if (isDuplicateKey(error)) throw new DomainException(ROLE_ERRORS.nameTaken);
  throw error;
}

function toRoleDto(role: Role, stats: RoleUserStats): RoleDto {
  return {
    id: role.id,
    name: role.name,
    isAdmin: role.isAdmin,
    permissions: normalizePermissions(role.permissions ?? []),
    usersCount: stats.counts.get(role.id) ?? 0,
    users: (stats.samples.get(role.id) ?? []).map((u) => ({
      id: Number(u.id),
      name: `${u.firstName} ${u.lastName}`.trim(),
      avatar: u.avatar,
    })),
    createdAt: role.createdAt.toISOString(),
    updatedAt: role.updatedAt.toISOString(),
    version: role.version,
  };
}
