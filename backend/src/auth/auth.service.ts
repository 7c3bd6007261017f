import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from 'argon2';
import { randomBytes, randomUUID } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { AppConfig } from '../core/config/env';
import { UsersService } from '../users/users.service';
import type { UserDataDto } from '../users/dto/user-data.dto';
import { Session } from './entities/session.entity';

export const INVALID_CREDENTIALS = 'Invalid email or password';


@Injectable()
export class AuthService {
  /** A hash of a random password, so unknown emails cost the same time as wrong passwords. */
  private readonly dummyHash = hash(randomBytes(16));

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
  ) {}

  async login(
    email: string,
    password: string,
    client: { ip?: string; userAgent?: string },
  ): Promise<{ userData: UserDataDto; accessToken: string; expiresAt: Date }> {
    const user = await this.users.findForLogin(email);
    const ok = await verify(user?.passwordHash ?? (await this.dummyHash), password).catch(() => false);
    if (!user || !ok) throw new UnauthorizedException(INVALID_CREDENTIALS);
    if (user.status !== 'active') throw new UnauthorizedException('This account is not active.');
    const expiresAt = new Date(Date.now() + this.config.SESSION_TTL_HOURS * 3600_000);
    const session = await this.sessions.save(
      this.sessions.create({
        id: randomUUID(),
        userId: user.id,
        expiresAt,
        revokedAt: null,
        ip: client.ip?.slice(0, 64) ?? null,
        userAgent: client.userAgent?.slice(0, 255) ?? null,
      }),
    );
    const accessToken = await this.jwt.signAsync({ sub: user.id, sid: session.id });
    return { userData: UsersService.toUserData(user), accessToken, expiresAt };
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async me(userId: number): Promise<UserDataDto> {
    const data = await this.users.userData(userId);
    if (!data) throw new UnauthorizedException('You need to sign in to do this.');
    return data;
  }
}
