import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { parse as parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { abilityFor, rulesFor } from './ability.factory';
import type { AuthUser } from './auth-user';
import { SessionCache } from './session-cache';
import type { Permission } from './subjects';

export const ACCESS_TOKEN_COOKIE = 'accessToken';

interface TokenClaims {
  sub: number;
  sid: string;
  /** Seconds since the epoch. */
  exp?: number;
}

/** Tokens whose signature was checked, until they expire: a browser sends the same one all day. */
const MAX_VERIFIED_TOKENS = 20_000;

interface SessionRow {
  userId: number;
  email: string;
  accountId: number | null;
  roleId: number | null;
  isAdmin: number | null;
  permissions: Permission[] | string | null;
  expiresAt: Date;
}

/** Turns a bearer token or cookie into an AuthUser, for HTTP and sockets alike. */
@Injectable()
export class SessionAuthenticator {
  /**
   * A token that verified once verifies until its `exp`: the signature of the same string against
   * the same key cannot change. Whether its session still lives is asked every time (cache below).
   */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: MAX_VERIFIED_TOKENS });

  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: SessionCache,
  ) {}

  static tokenFrom(authorization?: string, cookieHeader?: string): string | null {
    if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
    if (cookieHeader) return parseCookie(cookieHeader)[ACCESS_TOKEN_COOKIE] ?? null;
    return null;
  }

  async authenticate(token: string): Promise<AuthUser | null> {
    const claims = await this.verify(token);
    if (!claims) return null;
    const cached = this.cache.get(claims.sid, claims.sub);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const rows: SessionRow[] = await this.db.query(
      `SELECT u.id AS userId, u.email, u.accountId, u.roleId, r.isAdmin, r.permissions, s.expiresAt
         FROM sessions s
         JOIN users u ON u.id = s.userId
         LEFT JOIN roles r ON r.id = u.roleId
        WHERE s.id = ? AND s.userId = ? AND s.revokedAt IS NULL AND s.expiresAt > UTC_TIMESTAMP(3)
          AND u.status = 'active'`,
      [claims.sid, claims.sub],
    );
    const row = rows[0];
    if (!row) return null;
    const permissions =
      typeof row.permissions === 'string'
        ? (JSON.parse(row.permissions) as Permission[])
        : row.permissions;
    const role =
      row.roleId === null ? null : { isAdmin: row.isAdmin === 1, permissions: permissions ?? [] };
    const rules = rulesFor(role);
    const user: AuthUser = {
      id: row.userId,
      email: row.email,
      accountId: row.accountId,
      roleId: row.roleId,
      isAdmin: role?.isAdmin ?? false,
      sessionId: claims.sid,
      rules,
      ability: abilityFor(rules),
    };
    this.cache.store(ticket, user, row.expiresAt);
    return user;
  }

  private async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) return known;
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token);
    } catch {
      return null;
    }
    const ttl = claims.exp ? claims.exp * 1000 - Date.now() : 0;
    if (ttl > 0) this.verified.set(token, claims, { ttl });
    return claims;
  }
}
