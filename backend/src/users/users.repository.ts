import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { updateVersioned, type Edit } from '../core/database/versioned';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, IsNull, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { Account } from '../accounts/entities/account.entity';
import { Session } from './entities/session.entity';
import { likeContains, pageOffset } from '../core/http/pagination';
import { Role } from '../core/access/entities/role.entity';
import type { ListUsersQueryDto, UserSort } from './dto/user.dto';
import { UserAvatar } from './entities/user-avatar.entity';
import { User } from './entities/user.entity';
import { UserTokensRepository, type NewUserToken } from './user-tokens.repository';

/** Which users a caller may see: every user, or only those of one account. */
export interface UserScope {
  all: boolean;
  accountId: number | null;
}

const SORT_COLUMNS: Record<UserSort, string[]> = {
  name: ['u.firstName', 'u.lastName'],
  email: ['u.email'],
  role: ['role.name'],
  status: ['u.status'],
  createdAt: ['u.createdAt'],
};

/** The users queries beyond a findOne; tenant scope is applied here, in every read. */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: UserTokensRepository,
  ) {}

  private get users() {
    return this.db.getRepository(User);
  }

  /** Users with role, account and plan joined: one query for the page, one for the total. */
  private withRelations(scope: UserScope): SelectQueryBuilder<User> {
    const qb = this.users
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.role', 'role')
      .leftJoinAndSelect('u.account', 'account')
      .leftJoinAndSelect('account.plan', 'plan');
    if (!scope.all) {
      if (scope.accountId === null) qb.andWhere('1 = 0');
      else qb.andWhere('u.accountId = :scopeAccountId', { scopeAccountId: scope.accountId });
    }
    return qb;
  }

  async page(scope: UserScope, query: ListUsersQueryDto): Promise<[User[], number]> {
    const qb = this.withRelations(scope);
    if (query.roleId !== undefined) qb.andWhere('u.roleId = :roleId', { roleId: query.roleId });
    if (query.status !== undefined) qb.andWhere('u.status = :status', { status: query.status });
    if (query.plan !== undefined) qb.andWhere('plan.code = :plan', { plan: query.plan });
    if (query.accountId !== undefined) {
      qb.andWhere('u.accountId = :accountId', { accountId: query.accountId });
    }
    if (query.q) {
      const q = likeContains(query.q);
      qb.andWhere(
        new Brackets((w) =>
          w
            .where("CONCAT(u.firstName, ' ', u.lastName) LIKE :q", { q })
            .orWhere('u.email LIKE :q', { q })
            .orWhere('u.username LIKE :q', { q }),
        ),
      );
    }
    const direction = query.sortDir === 'desc' ? 'DESC' : 'ASC';
    SORT_COLUMNS[query.sortBy].forEach((column, i) =>
      i === 0 ? qb.orderBy(column, direction) : qb.addOrderBy(column, direction),
    );
    qb.addOrderBy('u.id', direction);
    return qb.offset(pageOffset(query)).limit(query.perPage).getManyAndCount();
  }

  /** The names and pictures of these users (presence: who is viewing a record). */
  profiles(
    ids: number[],
  ): Promise<Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'avatar'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.firstName', 'u.lastName', 'u.email', 'u.avatar'])
      .where('u.id IN (:...ids)', { ids })
      .getMany();
  }

  /** One user as its detail shows it, or null when absent or outside the scope. */
  findVisible(scope: UserScope, id: number): Promise<User | null> {
    return this.withRelations(scope).andWhere('u.id = :id', { id }).getOne();
  }

  /** Which of `email` and `username` belong to another user. */
  async taken(
    fields: { email?: string; username?: string | null },
    exceptId?: number,
  ): Promise<{ email: boolean; username: boolean }> {
    const { email, username } = fields;
    if (email === undefined && !username) return { email: false, username: false };
    const qb = this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.email', 'u.username'])
      .where(
        new Brackets((w) => {
          if (email !== undefined) w.orWhere('u.email = :email', { email });
          if (username) w.orWhere('u.username = :username', { username });
        }),
      );
    if (exceptId !== undefined) qb.andWhere('u.id <> :exceptId', { exceptId });
    const rows = await qb.getMany();
    const same = (a: string | null | undefined, b: string | null | undefined) =>
      !!a && !!b && a.toLowerCase() === b.toLowerCase();
    return {
      email: rows.some((r) => same(r.email, email)),
      username: rows.some((r) => same(r.username, username)),
    };
  }

  /** With the password hash and role, for signing in only. */
  findForLogin(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .leftJoinAndSelect('u.role', 'role')
      .where('u.email = :email', { email })
      .getOne();
  }

  /** With role, for the session's user data. */
  findWithRole(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id }, relations: { role: true } });
  }

  /** Where and in which language to write to a user. */
  async contactOf(id: number): Promise<{ email: string; locale: string } | null> {
    const user = await this.users.findOne({
      where: { id },
      select: { id: true, email: true, locale: true },
    });
    return user ? { email: user.email, locale: user.locale } : null;
  }

  /** A pending user, their invite token and the trail entry: all or nothing. */
  insertInvited(data: Partial<User>, invite: NewUserToken, audit: Audit): Promise<number> {
    return this.db.transaction(async (manager) => {
      const result = await manager.getRepository(User).insert(data);
      const userId = Number(result.identifiers[0].id);
      await this.tokens.replace(userId, invite, manager);
      await writeAudit(manager, audit, userId);
      return userId;
    });
  }

  async delete(id: number, audit: Audit): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.getRepository(User).delete(id);
      await writeAudit(manager, audit);
    });
  }

  avatar(userId: number): Promise<UserAvatar | null> {
    return this.db.getRepository(UserAvatar).findOneBy({ userId });
  }

  /** Stores the image and points the user's `avatar` at it, in one transaction. */
  async saveAvatar(
    userId: number,
    image: Pick<UserAvatar, 'data' | 'mimeType' | 'version'>,
    url: string,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.getRepository(UserAvatar).upsert({ userId, ...image }, ['userId']);
      await manager.getRepository(User).update(userId, { avatar: url });
    });
  }

  async removeAvatar(userId: number): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.getRepository(UserAvatar).delete({ userId });
      await manager.getRepository(User).update(userId, { avatar: null });
    });
  }

  findRole(id: number): Promise<Role | null> {
    return this.db.getRepository(Role).findOneBy({ id });
  }

  accountExists(id: number): Promise<boolean> {
    return this.db.getRepository(Account).existsBy({ id });
  }

  /** Active users holding an administrator role, other than `exceptUserId`. */
  otherActiveAdmins(exceptUserId: number): Promise<number> {
    return this.users
      .createQueryBuilder('u')
      .innerJoin('u.role', 'role')
      .where('role.isAdmin = 1 AND u.status = :active AND u.id <> :id', {
        active: 'active',
        id: exceptUserId,
      })
      .getCount();
  }

  /**
   * Updates the user; when it stops being active, its sessions end in the same transaction, as
   * does the trail entry (when there is one).
   */
  async update(
    id: number,
    patch: Partial<User>,
    endSessions: boolean,
    edit?: Edit,
    audit?: Audit,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (edit) await updateVersioned(manager.getRepository(User), id, patch, edit);
      else if (Object.keys(patch).length > 0) await manager.getRepository(User).update(id, patch);
      if (endSessions) await this.revokeSessions(manager, id);
      if (audit && audit.note.changes?.length) await writeAudit(manager, audit);
    });
  }

  revokeSessions(manager: EntityManager, userId: number) {
    return manager
      .getRepository(Session)
      .update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
