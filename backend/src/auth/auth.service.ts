import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type Redis from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { UserEvents } from '../users/user-events';
import { AppConfig } from '../core/config/env';
import { InjectRedis } from '../core/redis/redis.module';
import type { UserDataDto } from '../users/dto/user-data.dto';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { DomainException } from '../core/http/domain-error';
import { HTTP_ERRORS } from '../core/http/http.errors';
import { AUTH_ERRORS } from './auth.errors';
import { AuthRepository } from './auth.repository';
import { LoginAttempts } from './login-attempts';
import { TwoFactorService, type SecondFactor } from './two-factor.service';
import { PasswordHasher } from '../core/security/passwords';

/** How long the second step may wait after a correct password. */
const CHALLENGE_TTL_SECONDS = 300;

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

export interface SignedIn {
  userData: UserDataDto;
  accessToken: string;
  expiresAt: Date;
}

export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challengeToken: string;
}

interface ChallengeClaims {
  sub: number;
  typ: 'two-factor';
  jti: string;
}

@Injectable()
export class AuthService {
  /** A hash of a random password, so unknown emails cost the same time as wrong passwords. */
  private readonly dummyHash: Promise<string>;
  /** Challenge tokens are signed with their own key: never accepted as an access token. */
  private readonly challengeSecret: string;

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly repo: AuthRepository,
    private readonly attempts: LoginAttempts,
    private readonly twoFactor: TwoFactorService,
    @InjectRedis() private readonly redis: Redis,
    private readonly userEvents: UserEvents,
    private readonly passwords: PasswordHasher,
  ) {
    this.dummyHash = passwords.hash(randomBytes(16));
    this.challengeSecret = `${config.JWT_SECRET}:two-factor-challenge`;
  }

  /**
   * Password sign-in. With two-step sign-in on, a correct password only earns a challenge; the
   * failure counter is cleared by a complete sign-in, never by the password alone.
   */
  async login(
    email: string,
    password: string,
    client: ClientInfo,
  ): Promise<SignedIn | TwoFactorChallenge> {
    await this.attempts.assertAllowed(email, client.ip);
    const user = await this.users.findForLogin(email);
    const ok = await this.passwords.verify(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !ok) {
      await this.attempts.failed(email, client.ip);
      throw new DomainException(AUTH_ERRORS.invalidCredentials);
    }
    this.assertActive(user);
    if (await this.twoFactor.isEnabled(user.id)) {
      const claims: ChallengeClaims = { sub: user.id, typ: 'two-factor', jti: randomUUID() };
      const challengeToken = await this.jwt.signAsync(claims, {
        secret: this.challengeSecret,
        expiresIn: CHALLENGE_TTL_SECONDS,
      });
      return { twoFactorRequired: true, challengeToken };
    }
    await this.attempts.succeeded(email);
    return this.startSession(user, client);
  }

  /** The second step: a code or a recovery code against the challenge of a correct password. */
  async loginTwoFactor(
    challengeToken: string,
    factor: SecondFactor,
    client: ClientInfo,
  ): Promise<SignedIn> {
    const claims = await this.jwt
      .verifyAsync<ChallengeClaims>(challengeToken, { secret: this.challengeSecret })
      .catch(() => null);
    if (!claims || claims.typ !== 'two-factor' || typeof claims.sub !== 'number') {
      throw new DomainException(AUTH_ERRORS.challengeExpired);
    }
    // A challenge completes one sign-in only.
    const completed = `${this.config.REDIS_PREFIX}:login:challenge:${claims.jti}`;
    if (await this.redis.exists(completed)) throw new DomainException(AUTH_ERRORS.challengeExpired);
    const user = await this.repo.findUser(claims.sub);
    if (!user) throw new DomainException(AUTH_ERRORS.challengeExpired);
    this.assertActive(user);
    await this.attempts.assertAllowed(user.email, client.ip);
    if (!(await this.twoFactor.verifySecondFactor(user.id, factor))) {
      await this.attempts.failed(user.email, client.ip);
      throw new DomainException(
        factor.code === undefined ? AUTH_ERRORS.invalidRecoveryCode : AUTH_ERRORS.invalidCode,
      );
    }
    const fresh = await this.redis.set(completed, '1', 'EX', CHALLENGE_TTL_SECONDS, 'NX');
    if (fresh !== 'OK') throw new DomainException(AUTH_ERRORS.challengeExpired);
    await this.attempts.succeeded(user.email);
    return this.startSession(user, client);
  }

  async logout(sessionId: string): Promise<void> {
    await this.repo.endSession(sessionId);
    // Other tabs of this sign-in follow; the user's other sign-ins stay.
    this.userEvents.sessionEnded(sessionId);
  }

  async me(userId: number): Promise<UserDataDto> {
    const data = await this.users.userData(userId);
    if (!data) throw new DomainException(HTTP_ERRORS.signInRequired);
    return data;
  }

  private assertActive(user: User) {
    if (user.status === 'pending') throw new DomainException(AUTH_ERRORS.emailNotVerified);
    if (user.status !== 'active') throw new DomainException(AUTH_ERRORS.accountNotActive);
  }

  private async startSession(user: User, client: ClientInfo): Promise<SignedIn> {
    const expiresAt = new Date(Date.now() + this.config.SESSION_TTL_HOURS * 3600_000);
    const session = await this.repo.startSession({
      id: randomUUID(),
      userId: user.id,
      expiresAt,
      revokedAt: null,
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 255) ?? null,
    });
    const accessToken = await this.jwt.signAsync({ sub: user.id, sid: session.id });
    return { userData: UsersService.toUserData(user), accessToken, expiresAt };
  }
}
