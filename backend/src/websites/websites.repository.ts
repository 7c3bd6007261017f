import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { updateVersioned, type Edit } from '../core/database/versioned';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { Account } from '../accounts/entities/account.entity';
import { likeContains, pageOffset } from '../core/http/pagination';
import type { WebsiteQueryDto } from './dto/website.dto';
import { WebsiteUser } from './entities/website-user.entity';
import { Website } from './entities/website.entity';

/** A user as the assignment checks and the trail see them. */
export interface UserSummary {
  accountId: number | null;
  isAdmin: boolean;
  firstName: string;
  lastName: string;
  email: string;
}

/** Which websites a caller sees: all (administrators) or those assigned to them in their account. */
export type WebsiteScope = { all: true } | { all: false; userId: number; accountId: number | null };

export interface VisibleWebsite {
  website: Website;
  /** The caller may change, verify and sync it. */
  canWrite: boolean;
  /** An application password is stored (it is never selected with the row). */
  hasKey: boolean;
  /** Users assigned to it, administrators included (as its users tab lists them). */
  usersCount: number;
  /** Whether the user a list was filtered by (`Assignee`) may write it. */
  assigneeCanWrite?: boolean;
}

/** The columns of a website its sync reads. */
export type SyncTarget = Pick<
  Website,
  'id' | 'name' | 'url' | 'apiUsername' | 'restUrl' | 'syncDays'
>;

/** The user whose assignments a list is limited to. */
export interface Assignee {
  userId: number;
  isAdmin: boolean;
}

export interface AssignedUserRow {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  avatar: string | null;
  accountId: number | null;
  canWrite: boolean;
  isAdmin: boolean;
}

interface RawAssignedUser extends Omit<AssignedUserRow, 'canWrite' | 'isAdmin'> {
  canWrite: number | null;
  isAdmin: number | null;
}

interface ScopedRaw {
  w_id: number;
  canWrite?: number | null;
  assigneeCanWrite?: number | null;
  hasKey: number | null;
  usersCount: number | string;
}

const SORT_COLUMNS: Record<WebsiteQueryDto['sortBy'], string> = {
  name: 'w.name',
  url: 'w.url',
  createdAt: 'w.createdAt',
  updatedAt: 'w.updatedAt',
};

@Injectable()
export class WebsitesRepository {
  constructor(
    @InjectRepository(Website) private readonly websites: Repository<Website>,
    @InjectRepository(WebsiteUser) private readonly links: Repository<WebsiteUser>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async findVisible(id: number, scope: WebsiteScope): Promise<VisibleWebsite | null> {
    const qb = this.scoped(scope).andWhere('w.id = :id', { id });
    const { entities, raw } = await qb.getRawAndEntities<ScopedRaw>();
    const website = entities[0];
    if (!website) return null;
    return {
      website,
      canWrite: scope.all || Number(raw[0]?.canWrite ?? 0) === 1,
      hasKey: Number(raw[0]?.hasKey ?? 0) === 1,
      usersCount: Number(raw[0]?.usersCount ?? 0),
    };
  }

  /** A page of what the scope sees; with an assignee, only that user's websites (admins: all). */
  async page(
    query: WebsiteQueryDto,
    scope: WebsiteScope,
    assignee?: Assignee,
  ): Promise<[VisibleWebsite[], number]> {
    const base = this.scoped(scope);
    if (assignee && !assignee.isAdmin) {
      base
        .innerJoin(WebsiteUser, 'aw', 'aw.websiteId = w.id AND aw.userId = :assigneeId', {
          assigneeId: assignee.userId,
        })
        .addSelect('aw.canWrite', 'assigneeCanWrite');
    }
    if (query.q) {
      base.andWhere('(w.name LIKE :like OR w.url LIKE :like)', { like: likeContains(query.q) });
    }
    if (query.verified !== undefined) base.andWhere('w.verified = :verified', query);
    if (query.accountId !== undefined) base.andWhere('w.accountId = :accountId', query);
    const direction = query.sortDir === 'desc' ? 'DESC' : 'ASC';
    const [{ entities, raw }, total] = await Promise.all([
      base
        .clone()
        .orderBy(SORT_COLUMNS[query.sortBy], direction)
        .addOrderBy('w.id', direction)
        .offset(pageOffset(query))
        .limit(query.perPage)
        .getRawAndEntities<ScopedRaw>(),
      base.clone().getCount(),
    ]);
    const byId = new Map(raw.map((r) => [Number(r.w_id), r]));
    return [
      entities.map((website) => ({
        website,
        canWrite: scope.all || Number(byId.get(website.id)?.canWrite ?? 0) === 1,
        hasKey: Number(byId.get(website.id)?.hasKey ?? 0) === 1,
        usersCount: Number(byId.get(website.id)?.usersCount ?? 0),
        ...(assignee && {
          assigneeCanWrite:
            assignee.isAdmin || Number(byId.get(website.id)?.assigneeCanWrite ?? 0) === 1,
        }),
      })),
      total,
    ];
  }

  /** Ids of every website the scope may read; null means all of them. */
  /** The same scope as `scoped`, as plain SQL: every article list of a non-administrator asks. */
  async visibleIds(scope: WebsiteScope): Promise<number[] | null> {
    return this.assignedIds(scope, false);
  }

  /** The websites the scope is assigned can-write on (null: every website). */
  writableIds(scope: WebsiteScope): Promise<number[] | null> {
    return this.assignedIds(scope, true);
  }

  private async assignedIds(scope: WebsiteScope, canWrite: boolean): Promise<number[] | null> {
    if (scope.all) return null;
    if (scope.accountId === null) return [];
    const rows = await this.db.query<{ id: number }[]>(
      `SELECT w.id FROM websites w
         JOIN website_users wu ON wu.websiteId = w.id AND wu.userId = ?${canWrite ? ' AND wu.canWrite = 1' : ''}
        WHERE w.accountId = ?`,
      [scope.userId, scope.accountId],
    );
    return rows.map((r) => Number(r.id));
  }

  /** The sealed application password (never selected by default). */
  async sealedKey(id: number): Promise<string | null> {
    const row = await this.websites
      .createQueryBuilder('w')
      .select('w.apiKeySealed', 'sealed')
      .where('w.id = :id', { id })
      .getRawOne<{ sealed: string | null }>();
    return row?.sealed ?? null;
  }

  /** Every website's address (the page's image sources). */
  async urls(): Promise<string[]> {
    const rows = await this.websites.find({ select: { url: true } });
    return rows.map((row) => row.url);
  }

  findById(id: number): Promise<Website | null> {
    return this.websites.findOneBy({ id });
  }

  /** A sync of the website completed at `at` (a plain statement: it ends every sync). */
  async markSynced(id: number, at: Date): Promise<void> {
    await this.db.query('UPDATE websites SET lastSyncedAt = ? WHERE id = ?', [at, id]);
  }

  /**
   * What a sync reads of its website, the sealed application password included, in one plain
   * query (a quiet site's sync is a few round trips: this is one of them).
   */
  async syncTarget(id: number): Promise<(SyncTarget & { apiKeySealed: string | null }) | null> {
    const [row] = await this.db.query<
      (Omit<SyncTarget, 'syncDays'> & { syncDays: number | null; apiKeySealed: string | null })[]
    >(
      'SELECT id, name, url, apiUsername, restUrl, syncDays, apiKeySealed FROM websites WHERE id = ?',
      [id],
    );
    if (!row) return null;
    return {
      ...row,
      id: Number(row.id),
      syncDays: row.syncDays === null ? null : Number(row.syncDays),
    };
  }

  /**
   * Inserts the website and its first assignments in one transaction, unless the account already
   * has a website at that address: then that website is returned and nothing is written. The
   * account row is locked meanwhile, so two requests cannot both add the same address.
   */
  async insert(
    data: Partial<Website> & { accountId: number; url: string },
    assignments: WebsiteUser[],
    audit: Audit,
  ): Promise<{ id: number } | { taken: Pick<Website, 'id' | 'name'> }> {
    return this.db.transaction(async (tx) => {
      const taken = await this.lockedAddressHolder(tx, data.accountId, data.url);
      if (taken) return { taken };
      const result = await tx.getRepository(Website).insert(data);
      const id = (result.identifiers[0] as { id: number }).id;
      if (assignments.length > 0) {
        await tx
          .getRepository(WebsiteUser)
          .createQueryBuilder()
          .insert()
          .values(assignments.map((a) => ({ ...a, websiteId: id })))
          .orIgnore()
          .execute();
      }
      await writeAudit(tx, audit, id);
      return { id };
    });
  }

  /** A background write (no `edit`), or a save of the edit form (version checked and moved). */
  async update(id: number, patch: Partial<Website>, edit?: Edit, audit?: Audit): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    if (!edit) {
      await this.websites.update(id, patch);
      return;
    }
    await this.db.transaction(async (tx) => {
      await updateVersioned(tx.getRepository(Website), id, patch, edit);
      if (audit) await writeAudit(tx, audit);
    });
  }

  /** Moves a website to a new address, unless another website of its account is there. */
  async changeAddress(
    website: Pick<Website, 'id' | 'accountId'>,
    patch: Partial<Website> & { url: string },
    edit: Edit,
    audit: Audit,
  ): Promise<{ taken: Pick<Website, 'id' | 'name'> } | null> {
    return this.db.transaction(async (tx) => {
      const taken = await this.lockedAddressHolder(tx, website.accountId, patch.url, website.id);
      if (taken) return { taken };
      await updateVersioned(tx.getRepository(Website), website.id, patch, edit);
      await writeAudit(tx, audit);
      return null;
    });
  }

  private async lockedAddressHolder(
    tx: EntityManager,
    accountId: number,
    url: string,
    exceptId?: number,
  ): Promise<Pick<Website, 'id' | 'name'> | null> {
    await tx
      .getRepository(Account)
      .createQueryBuilder('a')
      .select('a.id')
      .where('a.id = :accountId', { accountId })
      .setLock('pessimistic_write')
      .getOne();
    const qb = tx
      .getRepository(Website)
      .createQueryBuilder('w')
      .select(['w.id', 'w.name'])
      .where('w.accountId = :accountId AND w.url = :url', { accountId, url });
    if (exceptId !== undefined) qb.andWhere('w.id <> :exceptId', { exceptId });
    return qb.getOne();
  }

  async delete(id: number, audit: Audit): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const result = await tx.getRepository(Website).delete(id);
      if (!result.affected) return false;
      await writeAudit(tx, audit);
      return true;
    });
  }

  accountExists(id: number): Promise<boolean> {
    return this.db.getRepository(Account).existsBy({ id });
  }

  /** Active and inactive users whose role has Administrator Access. */
  async adminUserIds(): Promise<number[]> {
    const rows = await this.db.query<{ id: number }[]>(
      `SELECT u.id FROM users u JOIN roles r ON r.id = u.roleId WHERE r.isAdmin = 1`,
    );
    return rows.map((r) => Number(r.id));
  }

  /**
   * Assigned users plus every administrator (assigned to all websites whether or not a row
   * exists, e.g. someone promoted after the website was created), in one query.
   */
  async assignedUsers(websiteId: number): Promise<AssignedUserRow[]> {
    const rows = await this.db.query<RawAssignedUser[]>(
      `SELECT u.id AS userId, u.email, u.firstName, u.lastName, u.username, u.avatar, u.accountId,
              wu.canWrite, r.isAdmin
         FROM users u
         LEFT JOIN website_users wu ON wu.userId = u.id AND wu.websiteId = ?
         LEFT JOIN roles r ON r.id = u.roleId
        WHERE wu.websiteId IS NOT NULL OR r.isAdmin = 1
        ORDER BY u.firstName, u.lastName, u.email`,
      [websiteId],
    );
    return rows.map((r) => ({
      ...r,
      userId: Number(r.userId),
      canWrite: Number(r.isAdmin ?? 0) === 1 || Number(r.canWrite ?? 0) === 1,
      isAdmin: Number(r.isAdmin ?? 0) === 1,
    }));
  }

  /** Users by id with their account, name and whether they hold Administrator Access. */
  async usersByIds(ids: number[]): Promise<Map<number, UserSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<
      (Omit<UserSummary, 'isAdmin'> & { id: number; isAdmin: number })[]
    >(
      `SELECT u.id, u.accountId, u.firstName, u.lastName, u.email, COALESCE(r.isAdmin, 0) AS isAdmin
         FROM users u LEFT JOIN roles r ON r.id = u.roleId WHERE u.id IN (?)`,
      [ids],
    );
    return new Map(
      rows.map((r) => [
        Number(r.id),
        {
          accountId: r.accountId === null ? null : Number(r.accountId),
          isAdmin: !!Number(r.isAdmin),
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
        },
      ]),
    );
  }

  /** Replaces the assignment set; administrators' rows are kept (they are assigned everywhere). */
  async replaceAssignments(
    websiteId: number,
    rows: { userId: number; canWrite: boolean }[],
    adminIds: number[],
    audit: Audit,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (audit.note.changes?.length) await writeAudit(tx, audit);
      const links = tx.getRepository(WebsiteUser);
      const keep = [...new Set([...adminIds, ...rows.map((r) => r.userId)])];
      const del = links
        .createQueryBuilder()
        .delete()
        .where('websiteId = :websiteId', { websiteId });
      if (keep.length > 0) del.andWhere('userId NOT IN (:...keep)', { keep });
      await del.execute();
      const values = [
        ...rows.filter((r) => !adminIds.includes(r.userId)),
        ...adminIds.map((userId) => ({ userId, canWrite: true })),
      ].map((r) => ({ websiteId, userId: r.userId, canWrite: r.canWrite }));
      if (values.length > 0) {
        await links
          .createQueryBuilder()
          .insert()
          .values(values)
          .orUpdate(['canWrite'], ['websiteId', 'userId'])
          .execute();
      }
    });
  }

  /** Users assigned to the website (for their socket rooms). */
  async assignedUserIds(websiteId: number): Promise<number[]> {
    const rows = await this.links.find({ where: { websiteId }, select: { userId: true } });
    return rows.map((r) => r.userId);
  }

  /** Websites per account, for accounts lists and the delete guard. */
  async countByAccount(accountIds: number[]): Promise<Map<number, number>> {
    if (accountIds.length === 0) return new Map();
    const rows = await this.websites
      .createQueryBuilder('w')
      .select('w.accountId', 'accountId')
      .addSelect('COUNT(*)', 'n')
      .where({ accountId: In(accountIds) })
      .groupBy('w.accountId')
      .getRawMany<{ accountId: number; n: string }>();
    return new Map(rows.map((r) => [Number(r.accountId), Number(r.n)]));
  }

  /** Websites with a sync schedule, to restore repeatable jobs. */
  scheduled(): Promise<Pick<Website, 'id' | 'syncIntervalMinutes'>[]> {
    return this.websites
      .createQueryBuilder('w')
      .select(['w.id', 'w.syncIntervalMinutes'])
      .where('w.syncIntervalMinutes IS NOT NULL')
      .getMany();
  }

  private scoped(scope: WebsiteScope): SelectQueryBuilder<Website> {
    const qb = this.websites
      .createQueryBuilder('w')
      .addSelect('w.apiKeySealed IS NOT NULL', 'hasKey')
      .addSelect(
        (sub) => sub.select('COUNT(*)').from(WebsiteUser, 'uc').where('uc.websiteId = w.id'),
        'usersCount',
      );
    if (scope.all) return qb.where('1 = 1');
    if (scope.accountId === null) return qb.where('1 = 0');
    return qb
      .innerJoin(WebsiteUser, 'wu', 'wu.websiteId = w.id AND wu.userId = :scopeUserId', {
        scopeUserId: scope.userId,
      })
      .addSelect('wu.canWrite', 'canWrite')
      .where('w.accountId = :scopeAccountId', { scopeAccountId: scope.accountId });
  }
}
