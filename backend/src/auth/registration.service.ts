import { Injectable } from '@nestjs/common';
import { AppConfig } from '../core/config/env';
import { isDuplicateKey } from '../core/database/db-errors';
import type { MessageDto } from '../core/http/message.dto';
import { DomainException } from '../core/http/domain-error';
import { JobName } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { SettingsService } from '../settings/settings.service';
import { UserEvents } from '../users/user-events';
import { UserTokensService } from '../users/user-tokens.service';
import { EMAIL_VERIFIED, REGISTERED, VERIFICATION_SENT } from './auth-messages';
import { AUTH_ERRORS } from './auth.errors';
import { AuthMails, VERIFY_TTL_HOURS } from './auth-mails';
import { AuthRepository } from './auth.repository';
import type { RegisterDto } from './dto/account.dto';
import { passwordProblem } from './password-policy';
import { PasswordHasher } from '../core/security/passwords';

/** Self-service sign-up and email confirmation. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly config: AppConfig,
    private readonly repo: AuthRepository,
    private readonly tokens: UserTokensService,
    private readonly mails: AuthMails,
    private readonly jobs: JobsService,
    private readonly userEvents: UserEvents,
    private readonly events: RealtimeEvents,
    private readonly settings: SettingsService,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * A pending user in their own Free account; signing in waits for the emailed link. A taken email
   * gets the same answer in the same time (the password is hashed either way), and its owner a
   * mail saying someone tried: the form never tells a stranger who has an account.
   */
  async register(dto: RegisterDto): Promise<MessageDto> {
    if (!(await this.settings.registrationOpen())) {
      throw new DomainException(AUTH_ERRORS.registrationClosed);
    }
    const problem = passwordProblem(dto.password, [dto.email, dto.firstName, dto.lastName]);
    if (problem) throw DomainException.onField('password', problem);

    const locale = dto.locale ?? this.config.DEFAULT_LOCALE;
    const passwordHash = await this.passwords.hash(dto.password);
    const existing = await this.repo.idByEmail(dto.email);
    if (existing !== null) return this.alreadyRegistered(existing);
    const verification = this.tokens.mint('verify', VERIFY_TTL_HOURS);
    const created = await this.repo
      .register(
        {
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: dto.email,
          passwordHash,
          locale,
        },
        verification.token,
      )
      .catch((error: unknown) => {
        if (isDuplicateKey(error)) return null;
        throw error;
      });
    // Registered by a concurrent request between the look-up and the insert.
    if (!created) return this.alreadyRegistered(await this.repo.idByEmail(dto.email));
    const { userId, accountId } = created;
    await this.mails.sendLink(
      { email: dto.email, firstName: dto.firstName, locale },
      'verify',
      verification.raw,
    );
    void this.events.publish('accounts.changed', { action: 'created', id: accountId });
    this.userEvents.changed('created', userId, accountId);
    return { message: REGISTERED };
  }

  private async alreadyRegistered(userId: number | null): Promise<MessageDto> {
    const user = userId === null ? null : await this.repo.findUser(userId);
    if (user) await this.mails.alreadyRegistered(user);
    return { message: REGISTERED };
  }

  async verifyEmail(token: string): Promise<MessageDto> {
    const userId = await this.tokens.consume(token, 'verify');
    if (userId === null) throw DomainException.onField('token', AUTH_ERRORS.invalidLink);
    if (await this.repo.activate(userId)) {
      const user = await this.repo.findUser(userId);
      if (user) this.userEvents.changed('updated', userId, user.accountId);
    }
    return { message: EMAIL_VERIFIED };
  }

  /**
   * Same answer, same work for every email: one lookup and one job. The worker decides whether
   * a link is due, so neither the answer nor its timing tells whether the email is registered.
   */
  async resendVerification(email: string): Promise<MessageDto> {
    const userId = await this.repo.idByEmail(email);
    await this.jobs.enqueue(JobName.AuthLinkMail, { userId, link: 'verify' });
    return { message: VERIFICATION_SENT };
  }
}
