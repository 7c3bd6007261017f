import { Injectable, Logger } from '@nestjs/common';
import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { toDataURL } from 'qrcode';
import type { AuthUser } from '../core/access/auth-user';
import { AppConfig } from '../core/config/env';
import type { MessageDto } from '../core/http/message.dto';
import { DomainException } from '../core/http/domain-error';
import { SecretBox } from '../core/security/secret-box';
import { TWO_FACTOR_DISABLED } from './auth-messages';
import { securityAudit, twoFactorChanged } from './auth-audit';
import { TWO_FACTOR_ERRORS } from './auth.errors';
import { AuthMails } from './auth-mails';
import { LoginAttempts } from './login-attempts';
import { UserEvents } from '../users/user-events';
import { AuthRepository } from './auth.repository';
import type { RecoveryCodesDto, TwoFactorSetupDto, TwoFactorStatusDto } from './dto/two-factor.dto';
import { SettingsService } from '../settings/settings.service';
import { PasswordHasher } from '../core/security/passwords';

export const RECOVERY_CODE_COUNT = 10;
/** ±30 s around now: the previous, current and next 30-second step. */
const TOTP_TOLERANCE_SECONDS = 30;
/** No 0/o, 1/l/i: easy to read back from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface SecondFactor {
  code?: string;
  recoveryCode?: string;
}

/** Authenticator-app (TOTP) two-step sign-in with single-use recovery codes. */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger(TwoFactorService.name);
  /** Recovery codes are hashed with a server key, so a database copy alone cannot test guesses. */
  private readonly recoveryKey: Buffer;

  constructor(
    private readonly config: AppConfig,
    private readonly box: SecretBox,
    private readonly repo: AuthRepository,
    private readonly mails: AuthMails,
    private readonly attempts: LoginAttempts,
    private readonly userEvents: UserEvents,
    private readonly settings: SettingsService,
    private readonly passwords: PasswordHasher,
  ) {
    this.recoveryKey = Buffer.from(
      hkdfSync('sha256', Buffer.from(config.ENCRYPTION_KEY, 'hex'), '', 'recovery-codes', 32),
    );
  }

  async status(user: AuthUser): Promise<TwoFactorStatusDto> {
    const row = await this.repo.twoFactor(user.id);
    if (!row?.secret) return { enabled: false, recoveryCodesLeft: 0 };
    return { enabled: true, recoveryCodesLeft: await this.repo.recoveryCodesLeft(user.id) };
  }

  async isEnabled(userId: number): Promise<boolean> {
    return !!(await this.repo.twoFactor(userId))?.secret;
  }

  /** A new secret, pending until a code from the app confirms it. Calling again replaces it. */
  async setup(user: AuthUser): Promise<TwoFactorSetupDto> {
    if (await this.isEnabled(user.id)) throw new DomainException(TWO_FACTOR_ERRORS.alreadyEnabled);
    const secret = generateSecret();
    await this.repo.savePendingSecret(user.id, this.box.seal(secret));
    const issuer = await this.settings.title();
    const otpauthUrl = generateURI({ issuer, label: user.email, secret });
    const qrDataUrl = await toDataURL(otpauthUrl, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 240,
    });
    return { otpauthUrl, qrDataUrl, secret };
  }

  async enable(user: AuthUser, code: string): Promise<RecoveryCodesDto> {
    const row = await this.repo.twoFactor(user.id);
    const recipient = await this.repo.findUser(user.id);
    if (!recipient) throw new DomainException(TWO_FACTOR_ERRORS.setupFirst);
    if (row?.secret) throw new DomainException(TWO_FACTOR_ERRORS.alreadyEnabled);
    if (!row?.pendingSecret) throw new DomainException(TWO_FACTOR_ERRORS.setupFirst);
    const step = await this.checkCode(row.pendingSecret, code);
    if (step === null) throw DomainException.onField('code', TWO_FACTOR_ERRORS.invalidCode);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode());
    const enabled = await this.repo.enableTwoFactor(
      user.id,
      row.pendingSecret,
      step,
      recoveryCodes.map((c) => this.hashRecoveryCode(c)),
      securityAudit(recipient, user, 'updated', twoFactorChanged(true)),
    );
    if (!enabled) throw new DomainException(TWO_FACTOR_ERRORS.setupFirst);
    // A sign-in made before (perhaps by whoever the second step now keeps out) ends here.
    for (const sessionId of await this.repo.revokeOtherSessions(user.id, user.sessionId)) {
      this.userEvents.sessionEnded(sessionId);
    }
    await this.mails.twoFactorEnabled(recipient);
    return { recoveryCodes };
  }

  /** Needs the password and a second factor, so a borrowed session alone cannot turn it off. */
  async disable(user: AuthUser, dto: SecondFactor & { password: string }): Promise<MessageDto> {
    if (!(await this.isEnabled(user.id))) throw new DomainException(TWO_FACTOR_ERRORS.notEnabled);
    // Guesses are counted per user, as at sign-in: a borrowed session cannot try for ever.
    const subject = `two-factor-disable:${user.id}`;
    await this.attempts.assertAllowed(subject);
    const withHash = await this.repo.findUser(user.id, true);
    const passwordOk =
      !!withHash?.passwordHash &&
      (await this.passwords.verify(withHash.passwordHash, dto.password));
    if (!passwordOk) {
      await this.attempts.failed(subject);
      throw DomainException.onField('password', TWO_FACTOR_ERRORS.wrongPassword);
    }
    if (!(await this.verifySecondFactor(user.id, dto))) {
      await this.attempts.failed(subject);
      throw dto.code === undefined
        ? DomainException.onField('recoveryCode', TWO_FACTOR_ERRORS.invalidRecoveryCode)
        : DomainException.onField('code', TWO_FACTOR_ERRORS.invalidCode);
    }
    await this.repo.disableTwoFactor(
      user.id,
      securityAudit(withHash!, user, 'updated', twoFactorChanged(false)),
    );
    await this.attempts.succeeded(subject);
    return { message: TWO_FACTOR_DISABLED };
  }

  /**
   * A code from the app (each 30-second step accepted once) or an unused recovery code (then
   * spent). False for anything else, including when two-step sign-in is off.
   */
  async verifySecondFactor(userId: number, factor: SecondFactor): Promise<boolean> {
    if (factor.code !== undefined) {
      const row = await this.repo.twoFactor(userId);
      if (!row?.secret) return false;
      const step = await this.checkCode(row.secret, factor.code);
      return step !== null && (await this.repo.claimStep(userId, step));
    }
    if (factor.recoveryCode !== undefined) {
      return this.repo.useRecoveryCode(userId, this.hashRecoveryCode(factor.recoveryCode));
    }
    return false;
  }

  /** The time step the code belongs to, within ±1 step of now; null when it matches none. */
  private async checkCode(sealedSecret: string, code: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    try {
      const result = await verifyTotp({
        secret: this.box.open(sealedSecret),
        token: code,
        epochTolerance: TOTP_TOLERANCE_SECONDS,
      });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    } catch (error) {
      this.logger.warn(`TOTP check failed: ${(error as Error).message}`);
      return null;
    }
  }

  private hashRecoveryCode(code: string): string {
    const normalized = code.toLowerCase().replace(/[^a-z0-9]/g, '');
    return createHmac('sha256', this.recoveryKey).update(normalized).digest('hex');
  }
}

/** `xxxxx-xxxxx` from a 31-letter alphabet: about 50 bits. */
function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
