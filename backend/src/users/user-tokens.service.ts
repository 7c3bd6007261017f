import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { UserToken, type UserTokenPurpose } from './entities/user-token.entity';

/** Raw tokens are 32 random bytes in base64url: 43 characters. */
const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/**
 * Single-use, expiring tokens for invite, email verification and password reset links. Only the
 * SHA-256 of a token is stored, so a database leak gives no working link.
 */
@Injectable()
export class UserTokensService {
  constructor(@InjectRepository(UserToken) private readonly tokens: Repository<UserToken>) {}

  /**
   * Returns the raw token (to put in a link, never to store). Earlier unused tokens of the same
   * purpose stop working. Pass `manager` to issue inside the caller's transaction.
   */
  async issue(
    userId: number,
    purpose: UserTokenPurpose,
    ttlHours: number,
    manager?: EntityManager,
  ): Promise<string> {
    const repo = manager ? manager.getRepository(UserToken) : this.tokens;
    const raw = randomBytes(32).toString('base64url');
    await repo.delete({ userId, purpose, usedAt: IsNull() });
    await repo.insert({
      userId,
      purpose,
      tokenHash: hashToken(raw),
      expiresAt: new Date(Date.now() + ttlHours * 3600_000),
      usedAt: null,
    });
    return raw;
  }

  /**
   * Marks the token used and returns its user, or null when it is unknown, of another purpose,
   * expired or already used. One conditional UPDATE, so two concurrent calls cannot both win.
   */
  async consume(raw: string, purpose: UserTokenPurpose): Promise<number | null> {
    if (typeof raw !== 'string' || !RAW_TOKEN.test(raw)) return null;
    const tokenHash = hashToken(raw);
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

  /** The token's user when it is still usable, without using it (to show the set-password form). */
  async peek(raw: string, purpose: UserTokenPurpose): Promise<number | null> {
    if (typeof raw !== 'string' || !RAW_TOKEN.test(raw)) return null;
    const row = await this.tokens
      .createQueryBuilder('t')
      .select('t.userId', 'userId')
      .where('t.tokenHash = :tokenHash AND t.purpose = :purpose', {
        tokenHash: hashToken(raw),
        purpose,
      })
      .andWhere('t.usedAt IS NULL AND t.expiresAt > UTC_TIMESTAMP(3)')
      .getRawOne<{ userId: number }>();
    return row ? Number(row.userId) : null;
  }
}
