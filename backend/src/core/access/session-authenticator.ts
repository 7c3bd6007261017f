import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { parse as parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';
import { abilityFor, rulesFor } from './ability.factory';
import type { AuthUser } from './auth-user';
import { SessionCache } from './session-cache';
import { SessionGrantsRepository } from './session-grants.repository';

export const ACCESS_TOKEN_COOKIE = 'accessToken';

interface TokenClaims {
  sub: number;
  sid: string;
  /** Seconds since the epoch. */
  exp?: number;
}

/** Tokens whose signature was checked, until they expire: a browser sends the same one all day. */
const MAX_VERIFIED_TOKENS = 20_000;

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
    private readonly sessions: SessionGrantsRepository,
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
    const row = await this.sessions.liveSession(claims.sid, claims.sub);
    if (!row) return null;
    const role =
      row.permissions === null ? null : { isAdmin: row.isAdmin, permissions: row.permissions };
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
