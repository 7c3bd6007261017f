import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { CookieOptions } from 'express';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../core/config/env';

/** The browser a user completed a sign-in from: sent back only to the auth routes. */
export const KNOWN_DEVICE_COOKIE = 'knownDevice';
export const KNOWN_DEVICE_TTL_DAYS = 180;

export interface KnownDevice {
  token: string;
  expiresAt: Date;
}

interface DeviceClaims {
  sub: number;
  did: string;
  typ: 'known-device';
}

/**
 * Device cookies: a signed token naming the user and a random device id, set on every complete
 * sign-in. It proves nothing on its own (the password is still needed); it only lets the device's
 * sign-ins be counted apart from the strangers guessing at the same account.
 */
@Injectable()
export class KnownDevices {
  /** Its own key: a device token is never accepted as an access or challenge token. */
  private readonly secret: string;

  constructor(
    private readonly config: AppConfig,
    private readonly jwt: JwtService,
  ) {
    this.secret = `${config.JWT_SECRET}:known-device`;
  }

  /** The device id of `token` when it was issued to `userId`; null for anything else. */
  async deviceOf(token: string | undefined, userId: number): Promise<string | null> {
    if (!token) return null;
    const claims = await this.jwt
      .verifyAsync<DeviceClaims>(token, { secret: this.secret })
      .catch(() => null);
    if (!claims || claims.typ !== 'known-device' || claims.sub !== userId) return null;
    return typeof claims.did === 'string' ? claims.did : null;
  }

  /** A fresh token for the device (a new id unless it was known), valid KNOWN_DEVICE_TTL_DAYS. */
  async issue(userId: number, deviceId: string | null): Promise<KnownDevice> {
    const claims: DeviceClaims = {
      sub: userId,
      did: deviceId ?? randomUUID(),
      typ: 'known-device',
    };
    const token = await this.jwt.signAsync(claims, {
      secret: this.secret,
      expiresIn: KNOWN_DEVICE_TTL_DAYS * 86_400,
    });
    return { token, expiresAt: new Date(Date.now() + KNOWN_DEVICE_TTL_DAYS * 86_400_000) };
  }

  cookieOptions(expires: Date): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: '/api/auth',
      expires,
    };
  }
}
