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
import { securityAudit } from './auth-audit';
import { AUTH_ERRORS } from './auth.errors';
import { AuthRepository } from './auth.repository';
import { KnownDevices, type KnownDevice } from './known-devices';
import { fromAddress, fromDevice, LoginAttempts, type AttemptSource } from './login-attempts';
import { TwoFactorService, type SecondFactor } from './two-factor.service';
import { UnlockLinks } from './unlock-links';
import { PasswordHasher } from '../core/security/passwords';
import { JobName } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';

/** How long the second step may wait after a correct password. */
const CHALLENGE_TTL_SECONDS = 300;

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  /** The known-device cookie the browser sent, if any. */
  deviceToken?: string;
}

export interface SignedIn {
  userData: UserDataDto;
  accessToken: string;
  expiresAt: Date;
  /** The device is known to the user from now on (a cookie for the auth routes). */
  knownDevice: KnownDevice;
}

/** Who is signing in: the device when the user signed in from it before, else the address. */
interface Guesser {
  source: AttemptSource;
  deviceId: string | null;
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
    private readonly devices: KnownDevices,
    private readonly unlockLinks: UnlockLinks,
    private readonly jobs: JobsService,
  ) {
    this.dummyHash = passwords.hash(randomBytes(16));
    this.challengeSecret = `${config.JWT_SECRET}:two-factor-challenge`;
  }

  /**
   * Password sign-in. With two-step sign-in on, a correct password only earns a challenge; a
   * source's failure count is cleared by a complete sign-in, never by the password alone. While
   * strangers' guesses hold the account (see LoginAttempts), a correct password from an unknown
   * device earns the challenge or a mailed link, and every other attempt the same answer.
   */
  async login(
    email: string,
    password: string,
    client: ClientInfo,
  ): Promise<SignedIn | TwoFactorChallenge> {
    const user = await this.users.findForLogin(email);
    const guesser = await this.guesser(user, client);
    const { accountLocked } = await this.attempts.check(email, guesser.source);
    const ok = await this.passwords.verify(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !ok) {
      await this.attempts.failed(email, guesser.source);
      if (accountLocked) await this.mailUnlockLink(null);
      throw new DomainException(
        accountLocked ? AUTH_ERRORS.accountLocked : AUTH_ERRORS.invalidCredentials,
      );
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
    if (accountLocked) {
      await this.mailUnlockLink(user.id);
      throw new DomainException(AUTH_ERRORS.accountLocked);
    }
    await this.attempts.succeeded(email, guesser.source);
    return this.startSession(user, client, guesser.deviceId);
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
    // The password was right: only this source's own failures can hold the code back.
    const guesser = await this.guesser(user, client);
    await this.attempts.check(user.email, guesser.source);
    if (!(await this.twoFactor.verifySecondFactor(user.id, factor))) {
      await this.attempts.failed(user.email, guesser.source);
      throw new DomainException(
        factor.code === undefined ? AUTH_ERRORS.invalidRecoveryCode : AUTH_ERRORS.invalidCode,
      );
    }
    const fresh = await this.redis.set(completed, '1', 'EX', CHALLENGE_TTL_SECONDS, 'NX');
    if (fresh !== 'OK') throw new DomainException(AUTH_ERRORS.challengeExpired);
    await this.attempts.succeeded(user.email, guesser.source);
    return this.startSession(user, client, guesser.deviceId);
  }

  /**
   * The mailed link of a locked account: it was sent for a correct password, so it signs in, once.
   * Two-step sign-in turned on since then asks for its code instead: the link no longer works.
   */
  async unlock(token: string, client: ClientInfo): Promise<SignedIn> {
    const userId = await this.unlockLinks.consume(token);
    const user = userId === null ? null : await this.repo.findUser(userId);
    if (!user || user.status !== 'active' || (await this.twoFactor.isEnabled(user.id))) {
      throw DomainException.onField('token', AUTH_ERRORS.invalidLink);
    }
    const guesser = await this.guesser(user, client);
    await this.attempts.succeeded(user.email, guesser.source);
    return this.startSession(user, client, guesser.deviceId);
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

  private async guesser(user: User | null, client: ClientInfo): Promise<Guesser> {
    const deviceId = user ? await this.devices.deviceOf(client.deviceToken, user.id) : null;
    return { source: deviceId ? fromDevice(deviceId) : fromAddress(client.ip), deviceId };
  }

  /**
   * Queued for a wrong password too (with no user), as "forgot password" does: the answer's
   * timing tells nothing either. The worker mails at most one link a minute.
   */
  private async mailUnlockLink(userId: number | null): Promise<void> {
    await this.jobs.enqueue(JobName.AuthLinkMail, { userId, link: 'unlock' });
  }

  private async startSession(
    user: User,
    client: ClientInfo,
    deviceId: string | null,
  ): Promise<SignedIn> {
    const expiresAt = new Date(Date.now() + this.config.SESSION_TTL_HOURS * 3600_000);
    const session = await this.repo.startSession(
      {
        id: randomUUID(),
        userId: user.id,
        expiresAt,
        revokedAt: null,
        ip: client.ip?.slice(0, 64) ?? null,
        userAgent: client.userAgent?.slice(0, 255) ?? null,
      },
      securityAudit(user, client, 'signed-in'),
    );
    const accessToken = await this.jwt.signAsync({ sub: user.id, sid: session.id });
    const knownDevice = await this.devices.issue(user.id, deviceId);
    return { userData: UsersService.toUserData(user), accessToken, expiresAt, knownDevice };
  }
}
