import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { UserToken, type UserTokenPurpose } from './entities/user-token.entity';

/** A token about to be stored: its hash only (the raw value goes by mail). */
export interface NewUserToken {
  purpose: UserTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
}

/** The `user_tokens` queries. */
@Injectable()
export class UserTokensRepository {
  constructor(@InjectRepository(UserToken) private readonly tokens: Repository<UserToken>) {}

  /**
   * Stores the token; earlier unused tokens of the same purpose stop working. Pass `manager` to
   * write inside another repository's transaction.
   */
  async replace(userId: number, token: NewUserToken, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(UserToken) : this.tokens;
    await repo.delete({ userId, purpose: token.purpose, usedAt: IsNull() });
    await repo.insert({ userId, ...token, usedAt: null });
  }

  /**
   * Marks the token used and returns its user, or null when it is unknown, of another purpose,
   * expired or already used. One conditional UPDATE, so two concurrent calls cannot both win.
   */
  async consume(tokenHash: string, purpose: UserTokenPurpose): Promise<number | null> {
    const result = await this.tokens
      .createQueryBuilder()
      .update(UserToken)
      .set({ usedAt: () => 'UTC_TIMESTAMP(3)' })
      .where('tokenHash = :tokenHash AND purpose = :purpose', { tokenHash, purpose })
      .andWhere('usedAt IS NULL AND expiresAt > UTC_TIMESTAMP(3)')
      .execute();
    if (result.affected !== 1) return null;
    const row = await this.tokens.findOne({ where: { tokenHash }, select: { userId: true } });
    return row?.userId ?? null;
  }

  /** The token's user when it is still usable, without using it. */
  async peek(tokenHash: string, purpose: UserTokenPurpose): Promise<number | null> {
    const row = await this.tokens
      .createQueryBuilder('t')
      .select('t.userId', 'userId')
      .where('t.tokenHash = :tokenHash AND t.purpose = :purpose', { tokenHash, purpose })
      .andWhere('t.usedAt IS NULL AND t.expiresAt > UTC_TIMESTAMP(3)')
      .getRawOne<{ userId: number }>();
    return row ? Number(row.userId) : null;
  }
}
