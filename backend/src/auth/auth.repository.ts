import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { Account } from '../accounts/entities/account.entity';
import { Plan } from '../accounts/entities/plan.entity';
import { Role } from '../core/access/entities/role.entity';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import { User } from '../users/entities/user.entity';
import { UserTokensRepository, type NewUserToken } from '../users/user-tokens.repository';
import { RecoveryCode } from './entities/recovery-code.entity';
import { Session } from '../users/entities/session.entity';
import { UserTwoFactor } from './entities/two-factor.entity';

/** The role and plan a self-registered user starts with. */
export const REGISTRATION_ROLE = 'Viewer';
export const REGISTRATION_PLAN = 'free';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  locale: string;
}

/** The auth domain's queries and multi-row writes; every transaction lives here. */
@Injectable()
export class AuthRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: UserTokensRepository,
  ) {}

  private get users() {
    return this.db.getRepository(User);
  }

  private get twoFactors() {
    return this.db.getRepository(UserTwoFactor);
  }

  /**
   * A pending user with the default role, in a new account named after them on the Free plan,
   * and the verification token: all of it or none of it.
   */
  register(
    fields: Registration,
    verification: NewUserToken,
  ): Promise<{ userId: number; accountId: number }> {
    return this.db.transaction(async (manager) => {
      const [plan, role] = await Promise.all([
        manager.getRepository(Plan).findOneByOrFail({ code: REGISTRATION_PLAN }),
        manager.getRepository(Role).findOneBy({ name: REGISTRATION_ROLE }),
      ]);
      const name = `${fields.firstName} ${fields.lastName}`.trim();
      const account = await manager.getRepository(Account).insert({ name, planId: plan.id });
      const accountId = Number(account.identifiers[0].id);
      const user = await manager.getRepository(User).insert({
        ...fields,
        status: 'pending',
        roleId: role?.id ?? null,
        accountId,
      });
      const userId = Number(user.identifiers[0].id);
      await this.tokens.replace(userId, verification, manager);
      return { userId, accountId };
    });
  }

  /** A new sign-in (its id is the token's `sid`), in the trail in the same transaction. */
  startSession(session: Omit<Session, 'createdAt' | 'user'>, audit: Audit): Promise<Session> {
    return this.db.transaction(async (manager) => {
      const sessions = manager.getRepository(Session);
      const saved = await sessions.save(sessions.create(session));
      await writeAudit(manager, audit);
      return saved;
    });
  }

  /** Ends one sign-in (signing out); an ended one stays as it was. */
  async endSession(sessionId: string): Promise<void> {
    await this.db
      .getRepository(Session)
      .update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Only the id: the same single indexed read whether or not the email is known. */
  async idByEmail(email: string): Promise<number | null> {
    const row = await this.users.findOne({ where: { email }, select: { id: true } });
    return row?.id ?? null;
  }

  /** With role (for the session's user data) and, when asked, the password hash. */
  findUser(id: number, withPasswordHash = false): Promise<User | null> {
    const qb = this.users
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.role', 'role')
      .where('u.id = :id', { id });
    if (withPasswordHash) qb.addSelect('u.passwordHash');
    return qb.getOne();
  }

  /** Pending becomes active; returns whether this call changed it. */
  async activate(userId: number): Promise<boolean> {
    const result = await this.users.update({ id: userId, status: 'pending' }, { status: 'active' });
    return result.affected === 1;
  }

  /** A new password ends every session of the user, in the same transaction. */
  async setPassword(
    userId: number,
    passwordHash: string,
    activate: boolean,
    audit: Audit,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      await writeAudit(manager, audit);
      await manager.getRepository(User).update(userId, { passwordHash });
      if (activate) {
        await manager
          .getRepository(User)
          .update({ id: userId, status: 'pending' }, { status: 'active' });
      }
      await manager
        .getRepository(Session)
        .update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    });
  }

  /**
   * A password changed from the profile: the new hash and the end of every other sign-in, in one
   * transaction (the sign-in in use stays). Returns the ended session ids.
   */
  async replacePassword(
    userId: number,
    passwordHash: string,
    keepSessionId: string,
    audit: Audit,
  ): Promise<string[]> {
    return this.db.transaction(async (manager) => {
      await manager.getRepository(User).update(userId, { passwordHash });
      await writeAudit(manager, audit);
      const sessions = manager.getRepository(Session);
      const live = await sessions.find({
        select: { id: true },
        where: { userId, revokedAt: IsNull(), id: Not(keepSessionId) },
        lock: { mode: 'pessimistic_write' },
      });
      if (live.length === 0) return [];
      const ids = live.map((s) => s.id);
      await sessions.update({ id: In(ids) }, { revokedAt: new Date() });
      return ids;
    });
  }

  /** Ends every live sign-in of the user but `keepSessionId`; returns the ended ids. */
  async revokeOtherSessions(userId: number, keepSessionId: string): Promise<string[]> {
    return this.db.transaction(async (manager) => {
      const sessions = manager.getRepository(Session);
      const live = await sessions.find({
        select: { id: true },
        where: { userId, revokedAt: IsNull(), id: Not(keepSessionId) },
        lock: { mode: 'pessimistic_write' },
      });
      if (live.length === 0) return [];
      const ids = live.map((s) => s.id);
      await sessions.update({ id: In(ids) }, { revokedAt: new Date() });
      return ids;
    });
  }

  twoFactor(userId: number): Promise<UserTwoFactor | null> {
    return this.twoFactors.findOneBy({ userId });
  }

  /** Stores a new pending secret, keeping an enabled one untouched. */
  async savePendingSecret(userId: number, sealed: string): Promise<void> {
    await this.twoFactors
      .createQueryBuilder()
      .insert()
      .values({ userId, pendingSecret: sealed, secret: null, enabledAt: null, lastUsedStep: null })
      .orUpdate(['pendingSecret'], ['userId'])
      .execute();
  }

  /**
   * The pending secret becomes the secret (only if it is still the one the code was checked
   * against) and the recovery codes are replaced. Returns false when another setup won the race.
   */
  enableTwoFactor(
    userId: number,
    pendingSecret: string,
    step: number,
    codeHashes: string[],
    audit: Audit,
  ): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const result = await manager
        .getRepository(UserTwoFactor)
        .createQueryBuilder()
        .update()
        .set({
          secret: pendingSecret,
          pendingSecret: null,
          enabledAt: () => 'UTC_TIMESTAMP(3)',
          lastUsedStep: step,
        })
        .where('userId = :userId AND pendingSecret = :pendingSecret AND secret IS NULL', {
          userId,
          pendingSecret,
        })
        .execute();
      if (result.affected !== 1) return false;
      const codes = manager.getRepository(RecoveryCode);
      await codes.delete({ userId });
      await codes.insert(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })));
      await writeAudit(manager, audit);
      return true;
    });
  }

  async disableTwoFactor(userId: number, audit: Audit): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.getRepository(RecoveryCode).delete({ userId });
      await manager.getRepository(UserTwoFactor).delete({ userId });
      await writeAudit(manager, audit);
    });
  }

  /** Records a TOTP step as used; false when it (or a later one) was used already. */
  async claimStep(userId: number, step: number): Promise<boolean> {
    const result = await this.twoFactors
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: step })
      .where('userId = :userId AND secret IS NOT NULL', { userId })
      .andWhere('(lastUsedStep IS NULL OR lastUsedStep < :step)', { step })
      .execute();
    return result.affected === 1;
  }

  /** Uses one recovery code; one conditional UPDATE, so it works once even under a race. */
  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const result = await this.db
      .getRepository(RecoveryCode)
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'UTC_TIMESTAMP(3)' })
      .where('userId = :userId AND codeHash = :codeHash AND usedAt IS NULL', { userId, codeHash })
      .execute();
    return result.affected === 1;
  }

  recoveryCodesLeft(userId: number): Promise<number> {
    return this.db.getRepository(RecoveryCode).countBy({ userId, usedAt: IsNull() });
  }
}
