import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { updateVersioned, type Edit } from '../core/database/versioned';
import { User } from '../users/entities/user.entity';
import type { UserScope } from '../users/users.repository';
import { Role } from '../core/access/entities/role.entity';

export interface RoleUserSummary {
  roleId: number;
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export interface RoleUserStats {
  counts: Map<number, number>;
  samples: Map<number, RoleUserSummary[]>;
}

/** The roles queries; users per role for the role cards in two queries whatever the number. */
@Injectable()
export class RolesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get roles() {
    return this.db.getRepository(Role);
  }

  /** Every role, oldest first. */
  all(): Promise<Role[]> {
    return this.roles.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<Role | null> {
    return this.roles.findOneBy({ id });
  }

  /** Returns the new role's id; its trail entry is written with it. */
  insert(data: Pick<Role, 'name' | 'isAdmin' | 'permissions'>, audit: Audit): Promise<number> {
    return this.db.transaction(async (tx) => {
      const role = tx.create(Role, data);
      await tx.insert(Role, role);
      await writeAudit(tx, audit, role.id);
      return role.id;
    });
  }

  /** A save of the edit form: the version is checked and moved in the same statement. */
  async update(
    id: number,
    patch: Pick<Role, 'name' | 'isAdmin' | 'permissions'>,
    edit: Edit,
    audit: Audit,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await updateVersioned(tx.getRepository(Role), id, patch, edit);
      await writeAudit(tx, audit);
    });
  }

  async delete(id: number, audit: Audit): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(Role, id);
      await writeAudit(tx, audit);
    });
  }

  private scopeSql(scope: UserScope): { sql: string; params: unknown[] } {
    if (scope.all) return { sql: '', params: [] };
    if (scope.accountId === null) return { sql: ' AND 1 = 0', params: [] };
    return { sql: ' AND u.accountId = ?', params: [scope.accountId] };
  }

  async userStats(scope: UserScope, roleIds: number[], sampleSize = 5): Promise<RoleUserStats> {
    const stats: RoleUserStats = { counts: new Map(), samples: new Map() };
    if (roleIds.length === 0) return stats;
    const { sql, params } = this.scopeSql(scope);
    const [counts, samples] = await Promise.all([
      this.db.query<{ roleId: number; n: string | number }[]>(
        `SELECT u.roleId AS roleId, COUNT(*) AS n FROM users u
          WHERE u.roleId IN (?)${sql} GROUP BY u.roleId`,
        [roleIds, ...params],
      ),
      this.db.query<(RoleUserSummary & { rn: number })[]>(
        `SELECT roleId, id, firstName, lastName, avatar FROM (
           SELECT u.roleId, u.id, u.firstName, u.lastName, u.avatar,
                  ROW_NUMBER() OVER (PARTITION BY u.roleId ORDER BY u.id) AS rn
             FROM users u WHERE u.roleId IN (?)${sql}
         ) ranked WHERE rn <= ? ORDER BY roleId, id`,
        [roleIds, ...params, sampleSize],
      ),
    ]);
    for (const row of counts) stats.counts.set(Number(row.roleId), Number(row.n));
    for (const row of samples) {
      const list = stats.samples.get(Number(row.roleId)) ?? [];
      list.push(row);
      stats.samples.set(Number(row.roleId), list);
    }
    return stats;
  }

  /** Everyone holding the role, in any account: their rules follow the role. */
  async holderIds(roleId: number): Promise<number[]> {
    const rows = await this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where('u.roleId = :roleId', { roleId })
      .getRawMany<{ id: number }>();
    return rows.map((r) => Number(r.id));
  }

  countHolders(roleId: number): Promise<number> {
    return this.db.getRepository(User).countBy({ roleId });
  }

  /** Active users keeping Administrator Access through a role other than `roleId`. */
  activeAdminsOutside(roleId: number): Promise<number> {
    return this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .innerJoin('u.role', 'role')
      .where('role.isAdmin = 1 AND u.status = :active AND role.id <> :roleId', {
        active: 'active',
        roleId,
      })
      .getCount();
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const qb = this.db
      .getRepository(Role)
      .createQueryBuilder('r')
      .where('r.name = :name', { name });
    if (exceptId !== undefined) qb.andWhere('r.id <> :exceptId', { exceptId });
    return (await qb.getCount()) > 0;
  }
}
