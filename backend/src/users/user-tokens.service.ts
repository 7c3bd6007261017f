import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { UserTokenPurpose } from './entities/user-token.entity';
import { UserTokensRepository, type NewUserToken } from './user-tokens.repository';

/** Raw tokens are 32 random bytes in base64url: 43 characters. */
const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A fresh token: the raw value for the link, the row to store. */
export interface MintedToken {
  raw: string;
  token: NewUserToken;
}

/**
 * Single-use, expiring tokens for invite, email verification and password reset links. Only the
 * SHA-256 of a token is stored, so a database leak gives no working link.
 */
@Injectable()
export class UserTokensService {
  constructor(private readonly tokens: UserTokensRepository) {}

  /** A new token, not stored yet: for a repository that stores it inside its own transaction. */
  mint(purpose: UserTokenPurpose, ttlHours: number): MintedToken {
    const raw = randomBytes(32).toString('base64url');
    return {
      raw,
      token: {
        purpose,
        tokenHash: hashToken(raw),
        expiresAt: new Date(Date.now() + ttlHours * 3600_000),
      },
    };
  }

  /**
   * Returns the raw token (to put in a link, never to store). Earlier unused tokens of the same
   * purpose stop working.
   */
  async issue(userId: number, purpose: UserTokenPurpose, ttlHours: number): Promise<string> {
    const { raw, token } = this.mint(purpose, ttlHours);
    await this.tokens.replace(userId, token);
    return raw;
  }

  /**
   * Marks the token used and returns its user, or null when it is unknown, of another purpose,
   * expired or already used (two concurrent calls cannot both win).
   */
  async consume(raw: string, purpose: UserTokenPurpose): Promise<number | null> {
    if (typeof raw !== 'string' || !RAW_TOKEN.test(raw)) return null;
    return this.tokens.consume(hashToken(raw), purpose);
  }

  /** The token's user when it is still usable, without using it (to show the set-password form). */
  async peek(raw: string, purpose: UserTokenPurpose): Promise<number | null> {
    if (typeof raw !== 'string' || !RAW_TOKEN.test(raw)) return null;
    return this.tokens.peek(hashToken(raw), purpose);
  }
}
