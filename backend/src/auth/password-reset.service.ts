import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import type { MessageDto } from '../core/http/message.dto';
import { DomainException } from '../core/http/domain-error';
import { JobName } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { UserEvents } from '../users/user-events';
import { UserTokensService } from '../users/user-tokens.service';
import {
  PASSWORD_CHANGED,
  PASSWORD_REPLACED,
  PASSWORD_SET,
  RESET_LINK_SENT,
} from './auth-messages';
import { auditChanges } from '../core/audit/audit-trail';
import { NEW_PASSWORD, securityAudit } from './auth-audit';
import type { ClientInfo } from './auth.service';
import { AUTH_ERRORS } from './auth.errors';
import { AuthRepository } from './auth.repository';
import { LoginAttempts } from './login-attempts';
import { passwordProblem } from './password-policy';
import { PasswordHasher } from '../core/security/passwords';

/** Forgotten passwords and invitations: both end with a new password chosen from a mail link. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: UserTokensService,
    private readonly jobs: JobsService,
    private readonly userEvents: UserEvents,
    private readonly attempts: LoginAttempts,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Same answer, same work for every email: one lookup and one job. The worker decides whether
   * a link is due, so neither the answer nor its timing tells whether the email is registered.
   */
  async forgotPassword(email: string): Promise<MessageDto> {
    const userId = await this.repo.idByEmail(email);
    await this.jobs.enqueue(JobName.AuthLinkMail, { userId, link: 'reset' });
    return { message: RESET_LINK_SENT };
  }

  /** Sets the new password and ends every session the user had. */
  async resetPassword(token: string, password: string, client: ClientInfo): Promise<MessageDto> {
    await this.choosePassword('reset', token, password, client);
    return { message: PASSWORD_CHANGED };
  }

  /**
   * From the profile: the current password proves it is the user at the keyboard (a session left
   * open is not enough), the new one passes the policy, and every other sign-in ends.
   */
  async changePassword(
    user: AuthUser,
    currentPassword: string,
    newPassword: string,
  ): Promise<MessageDto> {
    const found = await this.repo.findUser(user.id, true);
    if (!found) throw DomainException.onField('currentPassword', AUTH_ERRORS.wrongCurrentPassword);
    await this.attempts.assertAllowed(found.email);
    const matches =
      !!found.passwordHash && (await this.passwords.verify(found.passwordHash, currentPassword));
    if (!matches) {
      // Counted like a failed sign-in: a borrowed session cannot guess the password freely.
      await this.attempts.failed(found.email);
      throw DomainException.onField('currentPassword', AUTH_ERRORS.wrongCurrentPassword);
    }
    const problem = passwordProblem(newPassword, [found.email, found.firstName, found.lastName]);
    if (problem) throw DomainException.onField('newPassword', problem);
    const ended = await this.repo.replacePassword(
      user.id,
      await this.passwords.hash(newPassword),
      user.sessionId,
      securityAudit(found, user, 'updated', NEW_PASSWORD),
    );
    for (const sessionId of ended) this.userEvents.sessionEnded(sessionId);
    return { message: PASSWORD_REPLACED };
  }

  /** The invited user's first password; the account becomes active. */
  async setPassword(token: string, password: string, client: ClientInfo): Promise<MessageDto> {
    await this.choosePassword('invite', token, password, client);
    return { message: PASSWORD_SET };
  }

  /**
   * The token is only spent once the password passes the policy, so a refused password leaves
   * the link working. A pending user becomes active: the link proved they own the address.
   */
  private async choosePassword(
    purpose: 'reset' | 'invite',
    token: string,
    password: string,
    client: ClientInfo,
  ): Promise<void> {
    const peeked = await this.tokens.peek(token, purpose);
    const user = peeked === null ? null : await this.repo.findUser(peeked);
    if (!user) throw DomainException.onField('token', AUTH_ERRORS.invalidLink);
    const problem = passwordProblem(password, [user.email, user.firstName, user.lastName]);
    if (problem) throw DomainException.onField('password', problem);
    const passwordHash = await this.passwords.hash(password);
    if ((await this.tokens.consume(token, purpose)) !== user.id) {
      throw DomainException.onField('token', AUTH_ERRORS.invalidLink);
    }
    // A pending user becomes active; an inactive one stays inactive.
    const activate = user.status === 'pending';
    const status = activate ? 'active' : user.status;
    await this.repo.setPassword(
      user.id,
      passwordHash,
      activate,
      securityAudit(user, client, 'updated', [
        ...NEW_PASSWORD,
        ...auditChanges({ status: user.status }, { status }, ['status']),
      ]),
    );
    // A new password makes every earlier guess moot, wherever it came from.
    await this.attempts.reset(user.email);
    this.userEvents.sessionsEnded(user.id);
    if (activate) this.userEvents.changed('updated', user.id, user.accountId);
  }
}
