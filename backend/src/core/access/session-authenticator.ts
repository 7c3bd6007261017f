import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { parse as parseCookie } from 'cookie';
import { DataSource } from 'typeorm';
import { abilityFor, rulesFor } from './ability.factory';
import type { AuthUser } from './auth-user';
import { SessionCache } from './session-cache';
import type { Permission } from './subjects';

export const ACCESS_TOKEN_COOKIE = 'accessToken';

interface TokenClaims {
  sub: number;
  sid: string;
}

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
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token);
    } catch {
      return null;
    }
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
}
